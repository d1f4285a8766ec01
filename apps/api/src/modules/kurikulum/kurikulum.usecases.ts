import type { KdBody, KdItem, PembelajaranGuru } from '@erapor/shared/kurikulum/kurikulum.schemas';
import type { Page } from '@erapor/shared/referensi/list.schemas';
import type { AppContext } from '../../app-context';
import type { Session } from '../../plugins/access';
import { AppError, notFound } from '../../plugins/errors';
import {
  filterPembelajaran,
  loadGuruScope,
  mapelNames,
  requireGuruId,
  requireOwnPembelajaran,
  tingkatPairs,
  toPembelajaranGuru,
  type GuruScope,
} from './guru-scope';
import {
  findKd,
  insertKd,
  kdKodeTaken,
  listKd,
  updateKd,
  type KdListQuery,
} from './kurikulum.repository';
import { cleanText } from './kunci';

export async function pembelajaranGuruList(
  ctx: AppContext,
  session: Session,
): Promise<{ data: PembelajaranGuru[] }> {
  const scope = await loadGuruScope(ctx, session);
  return { data: scope.pembelajaran.map(toPembelajaranGuru) };
}

/* ------------------------------------------------------------------ kompetensi dasar */

export async function listKdPage(
  ctx: AppContext,
  session: Session,
  query: KdListQuery,
): Promise<Page<KdItem>> {
  const scope = await loadGuruScope(ctx, session);
  const pairs = tingkatPairs(filterPembelajaran(scope, query));
  const names = mapelNames(scope);
  const { rows, total } = await listKd(ctx.db, scope.sekolahId, pairs, query);
  return {
    data: rows.map((row) => ({
      kd_id: row.kdId,
      mata_pelajaran_id: row.mataPelajaranId,
      mata_pelajaran: names.get(row.mataPelajaranId) ?? String(row.mataPelajaranId),
      tingkat: row.tingkat,
      kompetensi_id: row.kompetensiId,
      kode: row.kode,
      deskripsi: row.deskripsi,
      alias: row.alias,
      kurikulum: row.kurikulum,
      aktif: row.aktif,
    })),
    total,
    page: query.page,
    per_page: query.per_page,
  };
}

export async function addKd(ctx: AppContext, session: Session, body: KdBody): Promise<string> {
  const scope = await loadGuruScope(ctx, session);
  const guruId = requireGuruId(scope);
  const own = await requireOwnPembelajaran(ctx, scope, body.pembelajaran_id);
  if (own.merdeka) {
    const message = `Kelas ${own.rombel} memakai Kurikulum Merdeka: gunakan Capaian Pembelajaran, bukan Kompetensi Dasar.`;
    throw new AppError(422, 'request.invalid', message, { pembelajaran_id: message });
  }
  const awalan = body.kompetensi_id === 1 ? '3' : '4';
  if (body.kode.split('.')[0] !== awalan) {
    const aspek = body.kompetensi_id === 1 ? 'pengetahuan' : 'keterampilan';
    const message = `Kode KD ${aspek} diawali ${awalan}, misalnya ${awalan}.1.`;
    throw new AppError(422, 'request.invalid', message, { kode: message });
  }
  const values = {
    mataPelajaranId: own.mataPelajaranId,
    tingkat: own.tingkat,
    kompetensiId: body.kompetensi_id,
    kode: body.kode,
  };
  if (await kdKodeTaken(ctx.db, scope.sekolahId, values)) {
    const message = `KD ${body.kode} sudah ada untuk ${own.namaMataPelajaran} kelas ${own.tingkat}.`;
    throw new AppError(409, 'kurikulum.kd_ganda', message, { kode: message });
  }
  return insertKd(ctx.db, {
    ...values,
    sekolahId: scope.sekolahId,
    deskripsi: cleanText(body.deskripsi),
    guruId,
  });
}

async function requireOwnKd(ctx: AppContext, scope: GuruScope, kdId: string) {
  requireGuruId(scope);
  const kd = await findKd(ctx.db, scope.sekolahId, kdId);
  if (!kd) throw notFound('Kompetensi dasar');
  const mine = tingkatPairs(scope.pembelajaran).some(
    (pair) => pair.mataPelajaranId === kd.mataPelajaranId && pair.tingkat === kd.tingkat,
  );
  if (!mine) {
    throw new AppError(
      403,
      'kurikulum.bukan_kd_anda',
      'KD ini bukan untuk mata pelajaran dan kelas yang Anda ampu.',
    );
  }
  return kd;
}

export async function setKdAlias(
  ctx: AppContext,
  session: Session,
  kdId: string,
  alias: string | null,
) {
  const scope = await loadGuruScope(ctx, session);
  await requireOwnKd(ctx, scope, kdId);
  await updateKd(ctx.db, kdId, { alias: alias ? cleanText(alias) : null });
}

export async function setKdStatus(ctx: AppContext, session: Session, kdId: string, aktif: boolean) {
  const scope = await loadGuruScope(ctx, session);
  await requireOwnKd(ctx, scope, kdId);
  await updateKd(ctx.db, kdId, { aktif });
}
