import type {
  DudiDetail,
  DudiItem,
  DudiValues,
  KegiatanValues,
  MouValues,
} from '@erapor/shared/dudi/dudi.schemas';
import type { Page } from '@erapor/shared/referensi/list.schemas';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../plugins/errors';
import { isoDate } from '../referensi/list-paging';
import type { Scope } from './dudi-anggota.repository';
import {
  countActiveMou,
  findDudi,
  findDudiByNameKota,
  findKegiatan,
  findKegiatanByJudul,
  findMou,
  findMouByNomor,
  insertDudi,
  insertKegiatan,
  insertMou,
  listDudi,
  mouOfDudi,
  softDeleteDudi,
  softDeleteKegiatan,
  softDeleteMou,
  updateDudi,
  updateKegiatan,
  updateMou,
  type DudiListQuery,
  type DudiRow,
} from './dudi.repository';

/** Today as YYYY-MM-DD (agreements ending today still count as running). */
export function today(): string {
  return new Date().toISOString().slice(0, 10);
}

function toItem(row: DudiRow): DudiItem {
  return {
    dudi_id: row.dudiId,
    nama: row.nama,
    bidang_usaha: row.bidangUsaha,
    alamat: row.alamat,
    kota: row.kota,
    telepon: row.telepon,
    email: row.email,
    npwp: row.npwp,
    jumlah_mou: row.jumlahMou,
    jumlah_peserta: row.jumlahPeserta,
  };
}

export async function listDudiPage(
  ctx: AppContext,
  scope: Scope,
  query: DudiListQuery,
): Promise<Page<DudiItem>> {
  const { rows, total } = await listDudi(ctx.db, scope.sekolahId, query);
  return { data: rows.map(toItem), total, page: query.page, per_page: query.per_page };
}

async function requireDudi(db: Db, scope: Scope, dudiId: string) {
  const row = await findDudi(db, scope.sekolahId, dudiId);
  if (!row) throw notFound('DUDI');
  return row;
}

export async function dudiDetail(
  ctx: AppContext,
  scope: Scope,
  dudiId: string,
): Promise<DudiDetail> {
  const row = await requireDudi(ctx.db, scope, dudiId);
  const now = today();
  const agreements = await mouOfDudi(ctx.db, scope.sekolahId, dudiId);
  return {
    ...toItem(row),
    mou: agreements.map((agreement) => {
      const selesai = isoDate(agreement.tanggalSelesai);
      return {
        mou_id: agreement.mouId,
        nomor_mou: agreement.nomorMou,
        judul_mou: agreement.judulMou,
        tanggal_mulai: isoDate(agreement.tanggalMulai)!,
        tanggal_selesai: selesai,
        aktif: selesai === null || selesai >= now,
        kegiatan: agreement.kegiatan.map((activity) => ({
          akt_pd_id: activity.aktPdId,
          judul_akt_pd: activity.judulAktPd,
          sk_tugas: activity.skTugas,
          tgl_sk_tugas: isoDate(activity.tglSkTugas),
          jumlah_pembimbing: activity.jumlahPembimbing,
          jumlah_peserta: activity.jumlahPeserta,
        })),
      };
    }),
  };
}

async function checkDuplicateDudi(db: Db, scope: Scope, values: DudiValues, exceptId?: string) {
  if (await findDudiByNameKota(db, scope.sekolahId, values.nama, values.kota, exceptId)) {
    const message = 'DUDI dengan nama dan kota yang sama sudah terdaftar.';
    throw new AppError(409, 'dudi.duplikat', message, { nama: message });
  }
}

export async function createDudi(ctx: AppContext, scope: Scope, values: DudiValues) {
  await checkDuplicateDudi(ctx.db, scope, values);
  return insertDudi(ctx.db, scope.sekolahId, values);
}

export async function editDudi(ctx: AppContext, scope: Scope, dudiId: string, values: DudiValues) {
  await requireDudi(ctx.db, scope, dudiId);
  await checkDuplicateDudi(ctx.db, scope, values, dudiId);
  await updateDudi(ctx.db, scope.sekolahId, dudiId, values);
}

/** Refused while an agreement is still running: PKL plans point at its activities. */
export async function deleteDudi(ctx: AppContext, scope: Scope, dudiId: string) {
  const row = await requireDudi(ctx.db, scope, dudiId);
  const active = await countActiveMou(ctx.db, dudiId, today());
  if (active > 0) {
    throw new AppError(
      409,
      'dudi.mou_aktif',
      `${row.nama} masih memiliki ${active} perjanjian kerja sama (MoU) yang berlaku. Hapus MoU tersebut atau tunggu sampai berakhir sebelum menghapus DUDI.`,
    );
  }
  await ctx.db.transaction((tx) => softDeleteDudi(tx as Db, scope.sekolahId, dudiId));
}

async function checkNomorMou(db: Db, scope: Scope, nomor: string, exceptMouId?: string) {
  const found = await findMouByNomor(db, scope.sekolahId, nomor);
  if (found && found.mouId !== exceptMouId) {
    const message = 'Nomor MoU ini sudah dipakai perjanjian lain di sekolah ini.';
    throw new AppError(409, 'dudi.nomor_mou_dipakai', message, { nomor_mou: message });
  }
}

export async function createMou(ctx: AppContext, scope: Scope, dudiId: string, values: MouValues) {
  await requireDudi(ctx.db, scope, dudiId);
  await checkNomorMou(ctx.db, scope, values.nomor_mou);
  return insertMou(ctx.db, scope.sekolahId, dudiId, values);
}

async function requireMou(db: Db, scope: Scope, mouId: string) {
  const row = await findMou(db, scope.sekolahId, mouId);
  if (!row) throw notFound('MoU');
  return row;
}

export async function editMou(ctx: AppContext, scope: Scope, mouId: string, values: MouValues) {
  await requireMou(ctx.db, scope, mouId);
  await checkNomorMou(ctx.db, scope, values.nomor_mou, mouId);
  await updateMou(ctx.db, scope.sekolahId, mouId, values);
}

export async function deleteMou(ctx: AppContext, scope: Scope, mouId: string) {
  const row = await requireMou(ctx.db, scope, mouId);
  const [agreement] = (await mouOfDudi(ctx.db, scope.sekolahId, row.dudiId)).filter(
    (item) => item.mouId === mouId,
  );
  if (agreement && agreement.kegiatan.length > 0) {
    throw new AppError(
      409,
      'dudi.mou_berkegiatan',
      `MoU ${row.nomorMou} masih memiliki ${agreement.kegiatan.length} kegiatan. Hapus kegiatannya terlebih dahulu.`,
    );
  }
  await ctx.db.transaction((tx) => softDeleteMou(tx as Db, scope.sekolahId, mouId));
}

async function checkJudulKegiatan(db: Db, mouId: string, judul: string, exceptId?: string) {
  const found = await findKegiatanByJudul(db, mouId, judul);
  if (found && found !== exceptId) {
    const message = 'Kegiatan dengan judul ini sudah ada pada MoU yang sama.';
    throw new AppError(409, 'dudi.kegiatan_duplikat', message, { judul_akt_pd: message });
  }
}

export async function createKegiatan(
  ctx: AppContext,
  scope: Scope,
  mouId: string,
  values: KegiatanValues,
) {
  await requireMou(ctx.db, scope, mouId);
  await checkJudulKegiatan(ctx.db, mouId, values.judul_akt_pd);
  return insertKegiatan(ctx.db, scope.sekolahId, mouId, values);
}

export async function requireKegiatan(db: Db, scope: Scope, aktPdId: string) {
  const row = await findKegiatan(db, scope.sekolahId, aktPdId);
  if (!row) throw notFound('Kegiatan');
  return row;
}

export async function editKegiatan(
  ctx: AppContext,
  scope: Scope,
  aktPdId: string,
  values: KegiatanValues,
) {
  const row = await requireKegiatan(ctx.db, scope, aktPdId);
  await checkJudulKegiatan(ctx.db, row.mouId, values.judul_akt_pd, aktPdId);
  await updateKegiatan(ctx.db, scope.sekolahId, aktPdId, values);
}

/** Removes the activity with its supervisors and participants (soft). */
export async function deleteKegiatan(ctx: AppContext, scope: Scope, aktPdId: string) {
  await requireKegiatan(ctx.db, scope, aktPdId);
  await ctx.db.transaction((tx) => softDeleteKegiatan(tx as Db, scope.sekolahId, aktPdId));
}
