import type { CalonPeserta, KegiatanDetail } from '@erapor/shared/dudi/dudi.schemas';
import type { Option } from '@erapor/shared/referensi/list.schemas';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../plugins/errors';
import { isoDate } from '../referensi/list-paging';
import { namaLengkap } from '../referensi/gtk.usecases';
import {
  activeTeachers,
  addPembimbing,
  addPeserta,
  findActiveStudents,
  findAnggota,
  findBimbing,
  pembimbingOf,
  pesertaOf,
  regularClasses,
  removePembimbing,
  removePeserta,
  type Scope,
} from './dudi-anggota.repository';
import { requireKegiatan } from './dudi.usecases';

export async function kegiatanDetail(
  ctx: AppContext,
  scope: Scope,
  aktPdId: string,
): Promise<KegiatanDetail> {
  const row = await requireKegiatan(ctx.db, scope, aktPdId);
  const [pembimbing, peserta] = await Promise.all([
    pembimbingOf(ctx.db, aktPdId),
    pesertaOf(ctx.db, scope, aktPdId),
  ]);
  return {
    akt_pd_id: row.aktPdId,
    mou_id: row.mouId,
    dudi_id: row.dudiId,
    judul_akt_pd: row.judulAktPd,
    sk_tugas: row.skTugas,
    tgl_sk_tugas: isoDate(row.tglSkTugas),
    jumlah_pembimbing: pembimbing.length,
    jumlah_peserta: peserta.length,
    pembimbing: pembimbing.map((item) => ({
      bimbing_pd_id: item.bimbingPdId,
      guru_id: item.guruId,
      nama: namaLengkap(item),
      nuptk: item.nuptk,
      urutan: item.urutan,
    })),
    peserta: peserta.map((item) => ({
      anggota_akt_pd_id: item.anggotaAktPdId,
      peserta_didik_id: item.pesertaDidikId,
      nama: item.nama,
      nisn: item.nisn,
      kelas: item.kelas,
    })),
  };
}

/** Active teachers not yet supervising the activity. */
export async function calonPembimbing(
  ctx: AppContext,
  scope: Scope,
  aktPdId: string,
): Promise<Option[]> {
  await requireKegiatan(ctx.db, scope, aktPdId);
  const present = new Set((await pembimbingOf(ctx.db, aktPdId)).map((row) => row.guruId));
  return (await activeTeachers(ctx.db, scope))
    .filter((row) => !present.has(row.guruId))
    .map((row) => ({
      value: row.guruId,
      label: row.nuptk ? `${row.nama} (${row.nuptk})` : row.nama,
    }));
}

export async function tambahPembimbing(
  ctx: AppContext,
  scope: Scope,
  aktPdId: string,
  guruId: string,
) {
  await requireKegiatan(ctx.db, scope, aktPdId);
  const teacher = (await activeTeachers(ctx.db, scope)).find((row) => row.guruId === guruId);
  if (!teacher) {
    const message = 'Guru tidak ditemukan di antara guru aktif sekolah ini.';
    throw new AppError(422, 'dudi.guru_unknown', message, { guru_id: message });
  }
  const added = await ctx.db.transaction((tx) => addPembimbing(tx as Db, aktPdId, [guruId]));
  if (added === 0) {
    const message = `${teacher.nama} sudah menjadi pembimbing kegiatan ini.`;
    throw new AppError(409, 'dudi.pembimbing_ada', message, { guru_id: message });
  }
  return teacher.nama;
}

export async function hapusPembimbing(ctx: AppContext, scope: Scope, bimbingPdId: string) {
  const row = await findBimbing(ctx.db, bimbingPdId);
  if (!row) throw notFound('Pembimbing');
  await requireKegiatan(ctx.db, scope, row.aktPdId).catch(() => {
    throw notFound('Pembimbing');
  });
  await ctx.db.transaction((tx) => removePembimbing(tx as Db, row.aktPdId, bimbingPdId));
}

export async function kelasPilihan(ctx: AppContext, scope: Scope): Promise<Option[]> {
  return regularClasses(ctx.db, scope);
}

/** Active students of the semester not yet taking part, by class and/or search. */
export async function calonPeserta(
  ctx: AppContext,
  scope: Scope,
  aktPdId: string,
  filter: { rombongan_belajar_id?: string; q?: string },
): Promise<CalonPeserta[]> {
  await requireKegiatan(ctx.db, scope, aktPdId);
  const present = new Set(
    (await pesertaOf(ctx.db, scope, aktPdId)).map((row) => row.pesertaDidikId),
  );
  const rows = await findActiveStudents(ctx.db, scope, {
    rombonganBelajarId: filter.rombongan_belajar_id,
    q: filter.q,
  });
  return rows
    .filter((row) => !present.has(row.pesertaDidikId))
    .map((row) => ({
      peserta_didik_id: row.pesertaDidikId,
      nama: row.nama,
      nisn: row.nisn,
      kelas: row.kelas,
    }));
}

export async function tambahPeserta(
  ctx: AppContext,
  scope: Scope,
  aktPdId: string,
  ids: string[],
): Promise<number> {
  await requireKegiatan(ctx.db, scope, aktPdId);
  const unique = [...new Set(ids)];
  const found = await findActiveStudents(ctx.db, scope, { ids: unique });
  if (found.length !== unique.length) {
    const message = `${unique.length - found.length} peserta didik tidak ditemukan di antara peserta didik aktif semester ini.`;
    throw new AppError(422, 'dudi.peserta_unknown', message, { peserta_didik_ids: message });
  }
  return ctx.db.transaction((tx) => addPeserta(tx as Db, aktPdId, unique));
}

export async function hapusPeserta(ctx: AppContext, scope: Scope, anggotaAktPdId: string) {
  const row = await findAnggota(ctx.db, anggotaAktPdId);
  if (!row) throw notFound('Peserta');
  await requireKegiatan(ctx.db, scope, row.aktPdId).catch(() => {
    throw notFound('Peserta');
  });
  await removePeserta(ctx.db, anggotaAktPdId);
}
