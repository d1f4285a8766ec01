import { and, asc, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  dudiListQuerySchema,
  DudiValues,
  KegiatanValues,
  MouValues,
} from '@erapor/shared/dudi/dudi.schemas';
import type { Db } from '../../db/client';
import { orderOf, pageWithTotal, searchAny, totalOver } from '../referensi/list-paging';
import { aktPd, anggotaAktPd, bimbingPd, dudi, mou } from './dudi.table';

export type DudiListQuery = z.output<typeof dudiListQuerySchema>;

// Raw SQL: in a single-table select drizzle leaves columns unqualified, which is ambiguous here.
const jumlahMou = sql<number>`(select count(*) from mou m
  where m.dudi_id = dudi.dudi_id and m.deleted_at is null)::int`;
const jumlahPeserta = sql<number>`(select count(distinct a.peserta_didik_id) from anggota_akt_pd a
  join akt_pd k on k.akt_pd_id = a.akt_pd_id and k.deleted_at is null
  join mou m on m.mou_id = k.mou_id and m.deleted_at is null
  where m.dudi_id = dudi.dudi_id and a.deleted_at is null)::int`;

const columns = {
  dudiId: dudi.dudiId,
  nama: dudi.nama,
  bidangUsaha: dudi.bidangUsaha,
  alamat: dudi.alamat,
  kota: dudi.kota,
  telepon: dudi.telepon,
  email: dudi.email,
  npwp: dudi.npwp,
  jumlahMou,
  jumlahPeserta,
};
export type DudiRow = NonNullable<Awaited<ReturnType<typeof findDudi>>>;

function ofSchool(sekolahId: string): SQL {
  return and(eq(dudi.sekolahId, sekolahId), isNull(dudi.deletedAt))!;
}

export async function listDudi(db: Db, sekolahId: string, query: DudiListQuery) {
  const where = and(
    ofSchool(sekolahId),
    searchAny(query.q, [dudi.nama, dudi.bidangUsaha, dudi.kota, dudi.alamat, dudi.telepon]),
  )!;
  const order = orderOf(
    query,
    {
      nama: dudi.nama,
      bidang_usaha: dudi.bidangUsaha,
      kota: dudi.kota,
      jumlah_mou: jumlahMou,
      jumlah_peserta: jumlahPeserta,
    },
    'nama',
    dudi.dudiId,
  );
  return pageWithTotal(query, (limit, offset) =>
    db
      .select({ ...columns, total: totalOver })
      .from(dudi)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
  );
}

export async function findDudi(db: Db, sekolahId: string, dudiId: string) {
  const [row] = await db
    .select(columns)
    .from(dudi)
    .where(and(ofSchool(sekolahId), eq(dudi.dudiId, dudiId)));
  return row ?? null;
}

/** A partner is the same when name and city match, ignoring case and spaces around. */
export async function findDudiByNameKota(
  db: Db,
  sekolahId: string,
  nama: string,
  kota: string | null,
  exceptDudiId?: string,
) {
  const [row] = await db
    .select({ dudiId: dudi.dudiId })
    .from(dudi)
    .where(
      and(
        ofSchool(sekolahId),
        sql`lower(trim(${dudi.nama})) = ${nama.trim().toLowerCase()}`,
        sql`lower(trim(coalesce(${dudi.kota}, ''))) = ${(kota ?? '').trim().toLowerCase()}`,
        exceptDudiId ? ne(dudi.dudiId, exceptDudiId) : undefined,
      ),
    )
    .limit(1);
  return row?.dudiId ?? null;
}

function dudiColumns(values: DudiValues) {
  return {
    nama: values.nama,
    bidangUsaha: values.bidang_usaha,
    alamat: values.alamat,
    kota: values.kota,
    telepon: values.telepon,
    email: values.email,
    npwp: values.npwp,
  };
}

export async function insertDudi(db: Db, sekolahId: string, values: DudiValues) {
  const [row] = await db
    .insert(dudi)
    .values({ sekolahId, ...dudiColumns(values) })
    .returning({ dudiId: dudi.dudiId });
  return row!.dudiId;
}

export async function updateDudi(db: Db, sekolahId: string, dudiId: string, values: DudiValues) {
  await db
    .update(dudi)
    .set({ ...dudiColumns(values), updatedAt: new Date() })
    .where(and(ofSchool(sekolahId), eq(dudi.dudiId, dudiId)));
}

/** Agreements of a partner with their activities and how many people each has. */
export async function mouOfDudi(db: Db, sekolahId: string, dudiId: string) {
  const agreements = await db
    .select()
    .from(mou)
    .where(and(eq(mou.sekolahId, sekolahId), eq(mou.dudiId, dudiId), isNull(mou.deletedAt)))
    .orderBy(asc(mou.tanggalMulai), asc(mou.nomorMou));
  const ids = agreements.map((row) => row.mouId);
  const activities = ids.length
    ? await db
        .select({
          aktPdId: aktPd.aktPdId,
          mouId: aktPd.mouId,
          judulAktPd: aktPd.judulAktPd,
          skTugas: aktPd.skTugas,
          tglSkTugas: aktPd.tglSkTugas,
          jumlahPembimbing: sql<number>`(select count(*) from bimbing_pd b
            where b.akt_pd_id = akt_pd.akt_pd_id and b.deleted_at is null)::int`,
          jumlahPeserta: sql<number>`(select count(*) from anggota_akt_pd a
            where a.akt_pd_id = akt_pd.akt_pd_id and a.deleted_at is null)::int`,
        })
        .from(aktPd)
        .where(and(inArray(aktPd.mouId, ids), isNull(aktPd.deletedAt)))
        .orderBy(asc(aktPd.createdAt), asc(aktPd.judulAktPd))
    : [];
  return agreements.map((agreement) => ({
    ...agreement,
    kegiatan: activities.filter((activity) => activity.mouId === agreement.mouId),
  }));
}

/** Agreements not ended on `today` (no end date, or ending today or later). */
export async function countActiveMou(db: Db, dudiId: string, today: string) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(mou)
    .where(
      and(
        eq(mou.dudiId, dudiId),
        isNull(mou.deletedAt),
        sql`(${mou.tanggalSelesai} is null or ${mou.tanggalSelesai} >= ${today})`,
      ),
    );
  return row?.n ?? 0;
}

/** Soft delete of a partner and everything under it. */
export async function softDeleteDudi(db: Db, sekolahId: string, dudiId: string) {
  const now = new Date();
  const agreements = await db
    .select({ mouId: mou.mouId })
    .from(mou)
    .where(and(eq(mou.dudiId, dudiId), isNull(mou.deletedAt)));
  for (const { mouId } of agreements) await softDeleteMou(db, sekolahId, mouId);
  await db
    .update(dudi)
    .set({ deletedAt: now, updatedAt: now })
    .where(and(ofSchool(sekolahId), eq(dudi.dudiId, dudiId)));
}

export async function findMou(db: Db, sekolahId: string, mouId: string) {
  const [row] = await db
    .select({ mou })
    .from(mou)
    .innerJoin(dudi, and(eq(dudi.dudiId, mou.dudiId), isNull(dudi.deletedAt)))
    .where(and(eq(mou.sekolahId, sekolahId), eq(mou.mouId, mouId), isNull(mou.deletedAt)));
  return row?.mou ?? null;
}

export async function findMouByNomor(db: Db, sekolahId: string, nomor: string) {
  const [row] = await db
    .select({ mouId: mou.mouId, dudiId: mou.dudiId })
    .from(mou)
    .where(
      and(
        eq(mou.sekolahId, sekolahId),
        sql`lower(trim(${mou.nomorMou})) = ${nomor.trim().toLowerCase()}`,
        isNull(mou.deletedAt),
      ),
    )
    .limit(1);
  return row ?? null;
}

function mouColumns(values: MouValues) {
  return {
    nomorMou: values.nomor_mou,
    judulMou: values.judul_mou,
    tanggalMulai: values.tanggal_mulai,
    tanggalSelesai: values.tanggal_selesai,
  };
}

export async function insertMou(db: Db, sekolahId: string, dudiId: string, values: MouValues) {
  const [row] = await db
    .insert(mou)
    .values({ sekolahId, dudiId, ...mouColumns(values) })
    .returning({ mouId: mou.mouId });
  return row!.mouId;
}

export async function updateMou(db: Db, sekolahId: string, mouId: string, values: MouValues) {
  await db
    .update(mou)
    .set({ ...mouColumns(values), updatedAt: new Date() })
    .where(and(eq(mou.sekolahId, sekolahId), eq(mou.mouId, mouId)));
}

export async function softDeleteMou(db: Db, sekolahId: string, mouId: string) {
  const now = new Date();
  const activities = await db
    .select({ aktPdId: aktPd.aktPdId })
    .from(aktPd)
    .where(and(eq(aktPd.mouId, mouId), isNull(aktPd.deletedAt)));
  for (const { aktPdId } of activities) await softDeleteKegiatan(db, sekolahId, aktPdId);
  await db
    .update(mou)
    .set({ deletedAt: now, updatedAt: now })
    .where(and(eq(mou.sekolahId, sekolahId), eq(mou.mouId, mouId)));
}

/** An activity of the school, through a live agreement of a live partner. */
export async function findKegiatan(db: Db, sekolahId: string, aktPdId: string) {
  const [row] = await db
    .select({ aktPd, dudiId: mou.dudiId })
    .from(aktPd)
    .innerJoin(mou, and(eq(mou.mouId, aktPd.mouId), isNull(mou.deletedAt)))
    .innerJoin(dudi, and(eq(dudi.dudiId, mou.dudiId), isNull(dudi.deletedAt)))
    .where(
      and(eq(aktPd.sekolahId, sekolahId), eq(aktPd.aktPdId, aktPdId), isNull(aktPd.deletedAt)),
    );
  return row ? { ...row.aktPd, dudiId: row.dudiId } : null;
}

export async function findKegiatanByJudul(db: Db, mouId: string, judul: string) {
  const [row] = await db
    .select({ aktPdId: aktPd.aktPdId })
    .from(aktPd)
    .where(
      and(
        eq(aktPd.mouId, mouId),
        sql`lower(trim(${aktPd.judulAktPd})) = ${judul.trim().toLowerCase()}`,
        isNull(aktPd.deletedAt),
      ),
    )
    .limit(1);
  return row?.aktPdId ?? null;
}

function kegiatanColumns(values: KegiatanValues) {
  return {
    judulAktPd: values.judul_akt_pd,
    skTugas: values.sk_tugas,
    tglSkTugas: values.tgl_sk_tugas,
  };
}

export async function insertKegiatan(
  db: Db,
  sekolahId: string,
  mouId: string,
  values: KegiatanValues,
) {
  const [row] = await db
    .insert(aktPd)
    .values({ sekolahId, mouId, ...kegiatanColumns(values) })
    .returning({ aktPdId: aktPd.aktPdId });
  return row!.aktPdId;
}

export async function updateKegiatan(
  db: Db,
  sekolahId: string,
  aktPdId: string,
  values: KegiatanValues,
) {
  await db
    .update(aktPd)
    .set({ ...kegiatanColumns(values), updatedAt: new Date() })
    .where(and(eq(aktPd.sekolahId, sekolahId), eq(aktPd.aktPdId, aktPdId)));
}

export async function softDeleteKegiatan(db: Db, sekolahId: string, aktPdId: string) {
  const now = new Date();
  const gone = { deletedAt: now, updatedAt: now };
  await db
    .update(anggotaAktPd)
    .set(gone)
    .where(and(eq(anggotaAktPd.aktPdId, aktPdId), isNull(anggotaAktPd.deletedAt)));
  await db
    .update(bimbingPd)
    .set(gone)
    .where(and(eq(bimbingPd.aktPdId, aktPdId), isNull(bimbingPd.deletedAt)));
  await db
    .update(aktPd)
    .set(gone)
    .where(and(eq(aktPd.sekolahId, sekolahId), eq(aktPd.aktPdId, aktPdId)));
}
