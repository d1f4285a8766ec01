import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import {
  gtkLokalBodySchema,
  type GtkDetail,
  type GtkItem,
  type GtkLokalValues,
  type ImportPreview,
  type ImportPreviewRow,
  type ImportRow,
  type JenisGtk,
  type JenisGtkLokal,
} from '@erapor/shared/referensi/gtk.schemas';
import type { Page } from '@erapor/shared/referensi/list.schemas';
import { indonesianIssueMessage } from '@erapor/shared/validation/indonesian-errors';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/client';
import type { Session } from '../../plugins/access';
import { AppError, notFound } from '../../plugins/errors';
import { asesor } from '../dudi/dudi.table';
import { guru } from '../gtk/gtk.table';
import {
  dudiBelongsTo,
  existingNiks,
  findGtkById,
  jenisPtkOf,
  listGtk,
  nikTaken,
  type GtkListQuery,
  type GtkRow,
} from './gtk.repository';
import { isoDate } from './list-paging';

/** "Dra. SITI AMINAH, M.Pd." — titles around the name as printed on reports. */
export function namaLengkap(row: Pick<GtkRow, 'nama' | 'gelarDepan' | 'gelarBelakang'>): string {
  const front = row.gelarDepan?.trim();
  const back = row.gelarBelakang?.trim();
  return `${front ? `${front} ` : ''}${row.nama}${back ? `, ${back}` : ''}`;
}

function toItem(row: GtkRow): GtkItem {
  return {
    guru_id: row.guruId,
    nama: row.nama,
    nama_lengkap: namaLengkap(row),
    nuptk: row.nuptk,
    nik: row.nik,
    jenis_kelamin: row.jenisKelamin,
    tempat_lahir: row.tempatLahir,
    tanggal_lahir: isoDate(row.tanggalLahir),
    jenis_ptk: row.jenisPtk ?? jenisPtkFallback(row.jenisPtkId),
    email: row.email,
    no_hp: row.noHp,
    is_dapodik: row.isDapodik === 1,
    dudi_id: row.dudiId,
    dudi: row.dudi,
  };
}

function jenisPtkFallback(jenisPtkId: number): string | null {
  if (jenisPtkId === 97) return 'Instruktur';
  if (jenisPtkId === 98) return 'Asesor';
  return null;
}

export async function listGtkPage(
  ctx: AppContext,
  session: Session,
  query: GtkListQuery,
): Promise<Page<GtkItem>> {
  const { rows, total } = await listGtk(ctx.db, session.sekolahId, session.semesterId, query);
  return { data: rows.map(toItem), total, page: query.page, per_page: query.per_page };
}

export async function gtkDetail(
  ctx: AppContext,
  session: Session,
  guruId: string,
): Promise<GtkDetail> {
  const row = await findGtkById(ctx.db, session.sekolahId, session.semesterId, guruId);
  if (!row) throw notFound('Data GTK');
  return {
    ...toItem(row),
    gelar_depan: row.gelarDepan,
    gelar_belakang: row.gelarBelakang,
    nip: row.nip,
    agama: row.agama,
    status_kepegawaian_id: row.statusKepegawaianId,
    pendidikan_terakhir: row.pendidikanTerakhir,
  };
}

async function requireLocal(ctx: AppContext, session: Session, guruId: string, jenis: JenisGtk) {
  const row = await findGtkById(ctx.db, session.sekolahId, session.semesterId, guruId);
  if (!row || row.isDapodik === 1 || row.jenisPtkId !== jenisPtkOf(jenis)) {
    throw notFound(jenis === 'asesor' ? 'Data asesor' : 'Data instruktur');
  }
  return row;
}

async function checkDudi(
  ctx: AppContext,
  session: Session,
  values: GtkLokalValues,
  jenis: JenisGtkLokal,
) {
  if (jenis !== 'asesor' || !values.dudi_id) return;
  if (!(await dudiBelongsTo(ctx.db, session.sekolahId, values.dudi_id))) {
    const message = 'DUDI tidak ditemukan di sekolah ini.';
    throw new AppError(422, 'referensi.dudi_unknown', message, { dudi_id: message });
  }
}

async function checkNik(ctx: AppContext, session: Session, nik: string, exceptGuruId?: string) {
  if (await nikTaken(ctx.db, session.sekolahId, nik, exceptGuruId)) {
    const message = 'NIK ini sudah dipakai GTK lain di sekolah ini.';
    throw new AppError(409, 'referensi.nik_taken', message, { nik: message });
  }
}

function guruValues(values: GtkLokalValues) {
  return {
    nama: values.nama,
    nik: values.nik,
    jenisKelamin: values.jenis_kelamin,
    tempatLahir: values.tempat_lahir,
    tanggalLahir: values.tanggal_lahir,
    email: values.email,
    noHp: values.no_hp,
  };
}

async function insertLocal(
  tx: Db,
  sekolahId: string,
  jenis: JenisGtkLokal,
  values: GtkLokalValues,
): Promise<string> {
  const guruId = randomUUID();
  await tx.insert(guru).values({
    guruId,
    sekolahId,
    jenisPtkId: jenisPtkOf(jenis),
    isDapodik: 0,
    ...guruValues(values),
  });
  if (jenis === 'asesor') {
    await tx.insert(asesor).values({ sekolahId, guruId, dudiId: values.dudi_id });
  }
  return guruId;
}

export async function createLocalGtk(
  ctx: AppContext,
  session: Session,
  jenis: JenisGtkLokal,
  values: GtkLokalValues,
): Promise<string> {
  await checkDudi(ctx, session, values, jenis);
  await checkNik(ctx, session, values.nik);
  return ctx.db.transaction((tx) => insertLocal(tx as Db, session.sekolahId, jenis, values));
}

export async function updateLocalGtk(
  ctx: AppContext,
  session: Session,
  jenis: JenisGtkLokal,
  guruId: string,
  values: GtkLokalValues,
): Promise<void> {
  await requireLocal(ctx, session, guruId, jenis);
  await checkDudi(ctx, session, values, jenis);
  await checkNik(ctx, session, values.nik, guruId);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(guru)
      .set({ ...guruValues(values), updatedAt: new Date() })
      .where(and(eq(guru.guruId, guruId), eq(guru.sekolahId, session.sekolahId)));
    if (jenis !== 'asesor') return;
    const updated = await tx
      .update(asesor)
      .set({ dudiId: values.dudi_id, updatedAt: new Date() })
      .where(and(eq(asesor.guruId, guruId), isNull(asesor.deletedAt)))
      .returning({ id: asesor.asesorId });
    if (updated.length === 0) {
      await tx
        .insert(asesor)
        .values({ sekolahId: session.sekolahId, guruId, dudiId: values.dudi_id });
    }
  });
}

/** Soft delete: grades or plans may still point at the person. */
export async function deleteLocalGtk(
  ctx: AppContext,
  session: Session,
  jenis: JenisGtkLokal,
  guruId: string,
): Promise<void> {
  await requireLocal(ctx, session, guruId, jenis);
  const now = new Date();
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(guru)
      .set({ deletedAt: now, updatedAt: now })
      .where(and(eq(guru.guruId, guruId), eq(guru.sekolahId, session.sekolahId)));
    await tx
      .update(asesor)
      .set({ deletedAt: now, updatedAt: now })
      .where(and(eq(asesor.guruId, guruId), isNull(asesor.deletedAt)));
  });
}

function issueText(issue: z.core.$ZodIssue, row: ImportRow): string {
  if (issue.code === 'custom' || (issue.code === 'invalid_format' && issue.format === 'regex')) {
    return issue.message;
  }
  const value = (row as unknown as Record<string, unknown>)[String(issue.path[0])];
  return indonesianIssueMessage(issue as unknown as z.core.$ZodRawIssue, value);
}

function rowInput(row: ImportRow) {
  return {
    nama: row.nama,
    nik: row.nik,
    jenis_kelamin: row.jenis_kelamin || undefined,
    tempat_lahir: row.tempat_lahir,
    tanggal_lahir: row.tanggal_lahir || null,
    email: row.email,
    no_hp: row.no_hp,
  };
}

/** Checks every row as the add form would, plus NIK duplicates in the file and in the school. */
export async function validateImportRows(
  ctx: AppContext,
  session: Session,
  rows: ImportRow[],
): Promise<{ preview: ImportPreview; valid: GtkLokalValues[] }> {
  const known = await existingNiks(ctx.db, session.sekolahId);
  const seen = new Map<string, number>();
  const valid: GtkLokalValues[] = [];
  const checked: ImportPreviewRow[] = rows.map((row) => {
    const parsed = gtkLokalBodySchema.safeParse(rowInput(row));
    const errors = parsed.success ? [] : parsed.error.issues.map((issue) => issueText(issue, row));
    if (row.nik && known.has(row.nik)) errors.push('NIK sudah terdaftar di sekolah ini.');
    const first = seen.get(row.nik);
    if (row.nik && first !== undefined) errors.push(`NIK sama dengan baris ${first}.`);
    if (row.nik && first === undefined) seen.set(row.nik, row.baris);
    if (parsed.success && errors.length === 0) valid.push(parsed.data);
    return { ...row, valid: errors.length === 0, errors };
  });
  const invalid = checked.filter((row) => !row.valid).length;
  return { preview: { rows: checked, valid: checked.length - invalid, invalid }, valid };
}

/** Saves the rows that are still valid now (the preview may be stale); one transaction. */
export async function confirmImport(
  ctx: AppContext,
  session: Session,
  jenis: JenisGtkLokal,
  rows: ImportRow[],
): Promise<{ saved: number; skipped: number }> {
  const { valid } = await validateImportRows(ctx, session, rows);
  if (valid.length === 0) {
    const message = 'Tidak ada baris yang valid untuk disimpan.';
    throw new AppError(422, 'referensi.import_empty', message, { rows: message });
  }
  await ctx.db.transaction(async (tx) => {
    for (const values of valid) await insertLocal(tx, session.sekolahId, jenis, values);
  });
  return { saved: valid.length, skipped: rows.length - valid.length };
}
