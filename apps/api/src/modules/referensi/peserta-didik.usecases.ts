import { and, eq } from 'drizzle-orm';
import type { Page } from '@erapor/shared/referensi/list.schemas';
import type {
  PdDetail,
  PdFilterOptions,
  PdItem,
  pdUpdateBodySchema,
} from '@erapor/shared/referensi/peserta-didik.schemas';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import type { Session } from '../../plugins/access';
import { AppError, notFound } from '../../plugins/errors';
import { pesertaDidik } from '../peserta-didik/peserta-didik.table';
import { isoDate } from './list-paging';
import {
  createPdQueries,
  guruIdOfUser,
  pekerjaanExists,
  pekerjaanOptions,
  regularClassOptions,
  type PdListQuery,
  type PdScope,
  type PdStatus,
} from './peserta-didik.repository';

/** Administrators and school staff (TU) handle every student of the school. */
export function handlesWholeSchool(session: Session): boolean {
  return session.roles.includes('admin') || session.roles.includes('tu');
}

/**
 * What a user may see: the whole school for admin/TU; a wali only his own classes (even when he
 * also teaches); any other teacher may look the school's students up but never edit them.
 */
export async function readScope(ctx: AppContext, session: Session): Promise<PdScope> {
  if (handlesWholeSchool(session)) return { kind: 'school' };
  if (session.roles.includes('wali')) {
    return { kind: 'wali', guruId: await guruIdOfUser(ctx.db, session.userId) };
  }
  return { kind: 'school' };
}

export async function editScope(ctx: AppContext, session: Session): Promise<PdScope> {
  if (handlesWholeSchool(session)) return { kind: 'school' };
  if (session.roles.includes('wali')) {
    return { kind: 'wali', guruId: await guruIdOfUser(ctx.db, session.userId) };
  }
  throw forbiddenEdit();
}

function forbiddenEdit(): AppError {
  return new AppError(
    403,
    'referensi.pd_edit_forbidden',
    'Hanya administrator atau wali kelas peserta didik ini yang dapat mengubah datanya.',
  );
}

type ListRow = Omit<
  Awaited<ReturnType<ReturnType<typeof createPdQueries>['list']>>['rows'][number],
  'total'
>;

function toItem(row: ListRow): PdItem {
  return {
    peserta_didik_id: row.pesertaDidikId,
    nama: row.nama,
    no_induk: row.noInduk,
    nisn: row.nisn,
    jenis_kelamin: row.jenisKelamin,
    tempat_lahir: row.tempatLahir,
    tanggal_lahir: isoDate(row.tanggalLahir),
    agama: row.agama,
    rombongan_belajar_id: row.rombonganBelajarId,
    kelas: row.kelas,
    tingkat: row.tingkat,
  };
}

export async function listPd(
  ctx: AppContext,
  session: Session,
  status: PdStatus,
  query: PdListQuery,
): Promise<Page<PdItem>> {
  const scope: PdScope = status === 'aktif' ? await readScope(ctx, session) : { kind: 'school' };
  const queries = createPdQueries(ctx.db, session.sekolahId, session.semesterId);
  const { rows, total } = await queries.list(status, scope, query);
  return { data: rows.map(toItem), total, page: query.page, per_page: query.per_page };
}

async function findInScope(ctx: AppContext, session: Session, id: string, scope: PdScope) {
  const queries = createPdQueries(ctx.db, session.sekolahId, session.semesterId);
  const row = await queries.detail(id, scope);
  if (!row) throw notFound('Peserta didik');
  return row;
}

export async function pdDetail(ctx: AppContext, session: Session, id: string): Promise<PdDetail> {
  const scope = await readScope(ctx, session);
  const row = await findInScope(ctx, session, id, scope);
  if (!row.inScope) {
    throw new AppError(
      403,
      'referensi.pd_not_in_class',
      'Peserta didik ini bukan anggota kelas yang Anda walikan.',
    );
  }
  const canEdit =
    handlesWholeSchool(session) || (session.roles.includes('wali') && row.inScope && !row.keluar);
  const record = row.record;
  return {
    ...toItem(row),
    nik: record.nik,
    agama_id: record.agamaId,
    status: record.status,
    anak_ke: record.anakKe,
    alamat: record.alamat,
    no_telp: record.noTelp,
    no_hp: record.noHp,
    sekolah_asal: record.sekolahAsal,
    diterima_kelas: record.diterimaKelas,
    diterima: isoDate(record.diterima),
    email: record.email,
    nama_ayah: record.namaAyah,
    nama_ibu: record.namaIbu,
    kerja_ayah: row.kerjaAyahNama,
    kerja_ibu: row.kerjaIbuNama,
    nama_wali: record.namaWali,
    alamat_wali: record.alamatWali,
    telp_wali: record.telpWali,
    kerja_wali_id: record.kerjaWali,
    kerja_wali: row.kerjaWaliNama,
    can_edit: canEdit,
  };
}

export async function updatePd(
  ctx: AppContext,
  session: Session,
  id: string,
  values: z.output<typeof pdUpdateBodySchema>,
): Promise<void> {
  const scope = await editScope(ctx, session);
  const row = await findInScope(ctx, session, id, scope);
  if (!row.inScope) throw forbiddenEdit();
  if (values.kerja_wali !== null && !(await pekerjaanExists(ctx.db, values.kerja_wali))) {
    const message = 'Pekerjaan wali tidak termasuk pilihan yang tersedia.';
    throw new AppError(422, 'request.invalid', message, { kerja_wali: message });
  }
  await ctx.db
    .update(pesertaDidik)
    .set({
      status: values.status,
      anakKe: values.anak_ke,
      diterimaKelas: values.diterima_kelas,
      email: values.email,
      namaWali: values.nama_wali,
      alamatWali: values.alamat_wali,
      telpWali: values.telp_wali,
      kerjaWali: values.kerja_wali,
      updatedAt: new Date(),
    })
    .where(and(eq(pesertaDidik.pesertaDidikId, id), eq(pesertaDidik.sekolahId, session.sekolahId)));
}

export async function pdFilterOptions(ctx: AppContext, session: Session): Promise<PdFilterOptions> {
  const scope = await readScope(ctx, session);
  const [rombel, pekerjaan] = await Promise.all([
    regularClassOptions(ctx.db, session.sekolahId, session.semesterId, scope),
    pekerjaanOptions(ctx.db),
  ]);
  return {
    tingkat: [...new Set(rombel.map((option) => option.tingkat))].sort((a, b) => a - b),
    rombel,
    pekerjaan: pekerjaan.map((option) => ({ value: String(option.value), label: option.label })),
  };
}
