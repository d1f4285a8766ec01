import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponseSchema } from '@erapor/shared/auth/auth.schemas';
import {
  CP_IMPORT_MAX_BYTES,
  cpImportConfirmBodySchema,
  cpImportPreviewSchema,
  cpImportResultSchema,
  cpResmiHapusQuerySchema,
  cpResmiHapusResultSchema,
  cpResmiListSchema,
  cpRingkasanSchema,
} from '@erapor/shared/kurikulum/cp-import.schemas';
import {
  aktifBodySchema,
  bobotListSchema,
  bobotSaveBodySchema,
  cpBodySchema,
  cpEditBodySchema,
  cpListQuerySchema,
  cpPageSchema,
  importResultSchema,
  kdAliasBodySchema,
  kdBodySchema,
  kdListQuerySchema,
  kdPageSchema,
  pembelajaranGuruListSchema,
  tpBodySchema,
  tpEditBodySchema,
  tpImportConfirmBodySchema,
  tpImportPreviewSchema,
  tpListQuerySchema,
  tpMapBodySchema,
  tpSalinBodySchema,
  tpSalinQuerySchema,
  tpSalinTujuanSchema,
  tpMappingSchema,
  tpPageSchema,
  tpPemetaanParamsSchema,
  tpRefQuerySchema,
  tpRefSchema,
  tpTemplateQuerySchema,
  TP_IMPORT_MAX_ROWS,
} from '@erapor/shared/kurikulum/kurikulum.schemas';
import { uuidParamSchema } from '@erapor/shared/referensi/list.schemas';
import type { AppContext } from '../../app-context';
import { requireSession } from '../../plugins/access';
import { AppError } from '../../plugins/errors';
import { confirmCpImport, previewCpImport } from './cp-import.usecases';
import { cpResmiList, hapusCpResmiBelumDipakai } from './cp-resmi.usecases';
import { readCpWorkbook } from './cp-import.xlsx';
import { bobotList, saveBobot } from './bobot.usecases';
import { addCp, editCp, listCpPage, removeCp, ringkasanCp, setCpStatus } from './cp.usecases';
import {
  addKd,
  listKdPage,
  pembelajaranGuruList,
  setKdAlias,
  setKdStatus,
} from './kurikulum.usecases';
import { listTpPage, tpReferensi } from './tp-list.usecases';
import { addTp, editTp, removeTp } from './tp.usecases';
import { confirmTpImport, previewTpImport, tpTemplate } from './tp-import.usecases';
import {
  addTpPemetaan,
  removeTpPemetaan,
  salinTpPemetaan,
  tpPemetaan,
  tpSalinTujuan,
} from './tp-pemetaan.usecases';
import { readUpload } from './upload';
import { XLSX_MIME } from '../../lib/workbook';

const guru = { access: { subject: 'Guru' as const } };
const admin = { access: { subject: 'Administrator' as const } };
const ok = { 200: messageResponseSchema };
const cpParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const TP_TEMPLATE_MAX_BYTES = 2 * 1024 * 1024;
/**
 * A template holds the TPs of one CP or KD (at most TP_IMPORT_MAX_ROWS rows of text, a few dozen
 * KB): splitting it is no remedy; a file this large carries pictures or other sheets.
 */
const TP_TEMPLATE_TOO_LARGE = `Templat TP satu CP/KD hanya berisi teks (paling banyak ${TP_IMPORT_MAX_ROWS} baris), jadi berkas sebesar ini kemungkinan berisi gambar atau lembar lain. Unduh templat baru, salin tujuan pembelajarannya ke sana, lalu unggah lagi.`;

/**
 * Curriculum references of the teacher (CP, KD, TP, weights; resource Guru) and the
 * administrator's import of the official CP catalogue. School and semester come from the session;
 * every change checks that the pembelajaran, CP, KD or TP belongs to the teacher.
 */
export const kurikulumRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const session = requireSession;

  app.get(
    '/referensi/kurikulum/pembelajaran',
    { config: guru, schema: { response: { 200: pembelajaranGuruListSchema } } },
    async (request) => pembelajaranGuruList(ctx, session(request)),
  );

  /* -------------------------------------------------------------- capaian pembelajaran */
  app.get(
    '/referensi/capaian-pembelajaran',
    { config: guru, schema: { querystring: cpListQuerySchema, response: { 200: cpPageSchema } } },
    async (request) => listCpPage(ctx, session(request), request.query),
  );
  app.post(
    '/referensi/capaian-pembelajaran',
    {
      config: guru,
      schema: {
        body: cpBodySchema,
        response: { 200: messageResponseSchema.extend({ id: z.number() }) },
      },
    },
    async (request) => ({
      id: await addCp(ctx, session(request), request.body),
      message: 'Capaian pembelajaran berhasil ditambahkan.',
    }),
  );
  app.put(
    '/referensi/capaian-pembelajaran/:id',
    { config: guru, schema: { params: cpParams, body: cpEditBodySchema, response: ok } },
    async (request) => {
      await editCp(ctx, session(request), request.params.id, request.body);
      return { message: 'Capaian pembelajaran berhasil disimpan.' };
    },
  );
  app.delete(
    '/referensi/capaian-pembelajaran/:id',
    { config: guru, schema: { params: cpParams, response: ok } },
    async (request) => {
      await removeCp(ctx, session(request), request.params.id);
      return { message: 'Capaian pembelajaran berhasil dihapus.' };
    },
  );
  app.put(
    '/referensi/capaian-pembelajaran/:id/status',
    { config: guru, schema: { params: cpParams, body: aktifBodySchema, response: ok } },
    async (request) => {
      await setCpStatus(ctx, session(request), request.params.id, request.body.aktif);
      return {
        message: request.body.aktif ? 'CP diaktifkan.' : 'CP dinonaktifkan.',
      };
    },
  );

  app.get(
    '/referensi/capaian-pembelajaran-impor/ringkasan',
    { config: admin, schema: { response: { 200: cpRingkasanSchema } } },
    async (request) => ringkasanCp(ctx, session(request)),
  );
  app.post(
    '/referensi/capaian-pembelajaran-impor/pratinjau',
    { config: admin, schema: { response: { 200: cpImportPreviewSchema } } },
    async (request) => {
      const current = session(request);
      const { bytes } = await readUpload(request, CP_IMPORT_MAX_BYTES);
      return previewCpImport(ctx, current, await readCpWorkbook(bytes));
    },
  );
  app.post(
    '/referensi/capaian-pembelajaran-impor',
    {
      config: admin,
      // The whole catalogue (about 1,500 rows of long texts) comes back for saving.
      bodyLimit: 24 * 1024 * 1024,
      schema: { body: cpImportConfirmBodySchema, response: { 200: cpImportResultSchema } },
    },
    async (request) => confirmCpImport(ctx, session(request), request.body.rows),
  );
  // A wrong import taken back: the official CPs of a subject (and phase) that no TP uses.
  app.get(
    '/referensi/capaian-pembelajaran-resmi',
    { config: admin, schema: { response: { 200: cpResmiListSchema } } },
    async (request) => cpResmiList(ctx, session(request)),
  );
  app.delete(
    '/referensi/capaian-pembelajaran-resmi',
    {
      config: admin,
      schema: {
        querystring: cpResmiHapusQuerySchema,
        response: { 200: cpResmiHapusResultSchema },
      },
    },
    async (request) => hapusCpResmiBelumDipakai(ctx, session(request), request.query),
  );

  /* -------------------------------------------------------------- kompetensi dasar */
  app.get(
    '/referensi/kompetensi-dasar',
    { config: guru, schema: { querystring: kdListQuerySchema, response: { 200: kdPageSchema } } },
    async (request) => listKdPage(ctx, session(request), request.query),
  );
  app.post(
    '/referensi/kompetensi-dasar',
    {
      config: guru,
      schema: {
        body: kdBodySchema,
        response: { 200: messageResponseSchema.extend({ id: z.string() }) },
      },
    },
    async (request) => ({
      id: await addKd(ctx, session(request), request.body),
      message: `KD ${request.body.kode} berhasil ditambahkan.`,
    }),
  );
  app.put(
    '/referensi/kompetensi-dasar/:id/alias',
    { config: guru, schema: { params: uuidParamSchema, body: kdAliasBodySchema, response: ok } },
    async (request) => {
      await setKdAlias(ctx, session(request), request.params.id, request.body.alias);
      return { message: 'Alias KD disimpan.' };
    },
  );
  app.put(
    '/referensi/kompetensi-dasar/:id/status',
    { config: guru, schema: { params: uuidParamSchema, body: aktifBodySchema, response: ok } },
    async (request) => {
      await setKdStatus(ctx, session(request), request.params.id, request.body.aktif);
      return { message: request.body.aktif ? 'KD diaktifkan.' : 'KD dinonaktifkan.' };
    },
  );

  /* -------------------------------------------------------------- tujuan pembelajaran */
  app.get(
    '/referensi/tujuan-pembelajaran',
    { config: guru, schema: { querystring: tpListQuerySchema, response: { 200: tpPageSchema } } },
    async (request) => listTpPage(ctx, session(request), request.query),
  );
  app.get(
    '/referensi/tujuan-pembelajaran/referensi',
    { config: guru, schema: { querystring: tpRefQuerySchema, response: { 200: tpRefSchema } } },
    async (request) => tpReferensi(ctx, session(request), request.query.pembelajaran_id),
  );
  app.post(
    '/referensi/tujuan-pembelajaran',
    {
      config: guru,
      schema: {
        body: tpBodySchema,
        response: { 200: messageResponseSchema.extend({ id: z.string() }) },
      },
    },
    async (request) => ({
      id: await addTp(ctx, session(request), request.body),
      message: 'Tujuan pembelajaran berhasil ditambahkan.',
    }),
  );
  app.put(
    '/referensi/tujuan-pembelajaran/:id',
    { config: guru, schema: { params: uuidParamSchema, body: tpEditBodySchema, response: ok } },
    async (request) => {
      await editTp(ctx, session(request), request.params.id, request.body.deskripsi);
      return { message: 'Tujuan pembelajaran berhasil disimpan.' };
    },
  );
  app.delete(
    '/referensi/tujuan-pembelajaran/:id',
    { config: guru, schema: { params: uuidParamSchema, response: ok } },
    async (request) => {
      await removeTp(ctx, session(request), request.params.id);
      return { message: 'Tujuan pembelajaran berhasil dihapus.' };
    },
  );
  app.get(
    '/referensi/tujuan-pembelajaran/:id/pemetaan',
    { config: guru, schema: { params: uuidParamSchema, response: { 200: tpMappingSchema } } },
    async (request) => tpPemetaan(ctx, session(request), request.params.id),
  );
  app.post(
    '/referensi/tujuan-pembelajaran/:id/pemetaan',
    { config: guru, schema: { params: uuidParamSchema, body: tpMapBodySchema, response: ok } },
    async (request) => {
      const added = await addTpPemetaan(
        ctx,
        session(request),
        request.params.id,
        request.body.pembelajaran_ids,
      );
      return { message: `TP dipetakan ke ${added} rombel.` };
    },
  );
  app.delete(
    '/referensi/tujuan-pembelajaran/:id/pemetaan/:pembelajaranId',
    { config: guru, schema: { params: tpPemetaanParamsSchema, response: ok } },
    async (request) => {
      await removeTpPemetaan(
        ctx,
        session(request),
        request.params.id,
        request.params.pembelajaranId,
      );
      return { message: 'Pemetaan TP dihapus.' };
    },
  );
  // Every TP of one class mapped to the teacher's parallel classes at once.
  app.get(
    '/referensi/tujuan-pembelajaran-salin',
    {
      config: guru,
      schema: { querystring: tpSalinQuerySchema, response: { 200: tpSalinTujuanSchema } },
    },
    async (request) => tpSalinTujuan(ctx, session(request), request.query.dari_pembelajaran_id),
  );
  app.post(
    '/referensi/tujuan-pembelajaran-salin',
    { config: guru, schema: { body: tpSalinBodySchema, response: ok } },
    async (request) => {
      const done = await salinTpPemetaan(ctx, session(request), request.body);
      return {
        message:
          done.pemetaan === 0
            ? 'Semua TP sudah dipetakan ke rombel yang dipilih.'
            : `${done.tp} TP dipetakan ke ${done.rombel} rombel (${done.pemetaan} pemetaan baru).`,
      };
    },
  );
  app.get(
    '/referensi/tujuan-pembelajaran-templat',
    { config: guru, schema: { querystring: tpTemplateQuerySchema } },
    async (request, reply) => {
      const file = await tpTemplate(ctx, session(request), request.query);
      return reply
        .header('content-type', XLSX_MIME)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .send(file.bytes);
    },
  );
  app.post(
    '/referensi/tujuan-pembelajaran-impor/pratinjau',
    { config: guru, schema: { response: { 200: tpImportPreviewSchema } } },
    async (request) => {
      const current = session(request);
      const { bytes, fields } = await readUpload(
        request,
        TP_TEMPLATE_MAX_BYTES,
        TP_TEMPLATE_TOO_LARGE,
      );
      const parsed = tpTemplateQuerySchema.safeParse(fields);
      if (!parsed.success) {
        const message = 'Pilih pembelajaran dan CP/KD sebelum mengunggah templat.';
        const field = String(parsed.error.issues[0]?.path[0] ?? 'pembelajaran_id');
        throw new AppError(422, 'request.invalid', message, { [field]: message });
      }
      return previewTpImport(ctx, current, parsed.data, bytes);
    },
  );
  app.post(
    '/referensi/tujuan-pembelajaran-impor',
    {
      config: guru,
      schema: { body: tpImportConfirmBodySchema, response: { 200: importResultSchema } },
    },
    async (request) => confirmTpImport(ctx, session(request), request.body),
  );

  /* -------------------------------------------------------------- bobot penilaian */
  app.get(
    '/referensi/bobot-penilaian',
    { config: guru, schema: { response: { 200: bobotListSchema } } },
    async (request) => bobotList(ctx, session(request)),
  );
  app.put(
    '/referensi/bobot-penilaian',
    { config: guru, schema: { body: bobotSaveBodySchema, response: ok } },
    async (request) => {
      const changed = await saveBobot(ctx, session(request), request.body);
      if (changed === 0) return { message: 'Tidak ada bobot yang berubah.' };
      return { message: `Bobot penilaian ${changed} pembelajaran berhasil disimpan.` };
    },
  );
};
