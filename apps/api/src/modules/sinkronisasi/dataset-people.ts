import { and, eq, inArray, isNull, notExists, sql } from 'drizzle-orm';
import { sekolah } from '../sekolah/sekolah.table';
import { guru, ptkKeluar } from '../gtk/gtk.table';
import { pdKeluar, pesertaDidik } from '../peserta-didik/peserta-didik.table';
import { anggotaRombel } from '../rombel/rombel.table';
import type { DataSetDefinition, Entity } from './sync-types';
import { chunks, pick, upsertRows } from './upsert';

const FRONT_TITLES = new Set(['Drs.', 'Dra.', 'Dr.', 'Ir.', 'Prof.', 'H.', 'Hj.']);

/** Splits academic titles from the education history into those before and after the name. */
export function splitTitles(titles: readonly (string | null)[]): {
  depan: string | null;
  belakang: string | null;
} {
  const clean = [...new Set(titles.filter((t): t is string => !!t && t !== '-'))];
  const depan = clean.filter((t) => FRONT_TITLES.has(t));
  const belakang = clean.filter((t) => !FRONT_TITLES.has(t));
  return { depan: depan.join(' ') || null, belakang: belakang.join(', ') || null };
}

export const sekolahDataSet: DataSetDefinition = {
  key: 'sekolah',
  async desired(snapshot) {
    const row = snapshot.sekolah;
    if (!row) return null;
    const alamat = [
      row.alamat_jalan,
      row.desa_kelurahan,
      row.kecamatan,
      row.kabupaten_kota,
      row.provinsi,
    ]
      .filter(Boolean)
      .join(', ');
    return [{ id: 'sekolah', label: row.nama, values: { nama: row.nama, alamat: alamat || null } }];
  },
  async current({ db, sekolahId }) {
    const [row] = await db.select().from(sekolah).where(eq(sekolah.sekolahId, sekolahId));
    return row
      ? [{ id: 'sekolah', label: row.nama, values: { nama: row.nama, alamat: row.alamat } }]
      : [];
  },
  async apply(tx, { sekolahId }, change) {
    const entity = change.upsert[0];
    if (!entity) return;
    await tx
      .update(sekolah)
      .set({ ...(entity.values as { nama: string; alamat: string | null }), updatedAt: new Date() })
      .where(eq(sekolah.sekolahId, sekolahId));
  },
};

const GURU_KEYS = [
  'nama',
  'gelarDepan',
  'gelarBelakang',
  'nuptk',
  'nip',
  'nik',
  'jenisKelamin',
  'tempatLahir',
  'tanggalLahir',
  'agamaId',
  'jenisPtkId',
  'statusKepegawaianId',
  'pendidikanTerakhir',
  'email',
] as const;

export const gtkDataSet: DataSetDefinition = {
  key: 'gtk',
  async desired(snapshot) {
    if (!snapshot.gtk) return null;
    return snapshot.gtk.map((row) => {
      const titles = splitTitles(row.rwy_pend_formal.map((r) => r.gelar_akademik_id_str));
      return {
        id: row.ptk_id,
        label: row.nama,
        values: {
          nama: row.nama,
          gelarDepan: titles.depan,
          gelarBelakang: titles.belakang,
          nuptk: row.nuptk,
          nip: row.nip,
          nik: row.nik,
          jenisKelamin: row.jenis_kelamin,
          tempatLahir: row.tempat_lahir,
          tanggalLahir: row.tanggal_lahir,
          agamaId: row.agama_id,
          jenisPtkId: row.jenis_ptk_id,
          statusKepegawaianId: row.status_kepegawaian_id,
          pendidikanTerakhir: row.pendidikan_terakhir,
          email: row.email,
        },
      };
    });
  },
  async current({ db, sekolahId, semesterId }) {
    const rows = await db
      .select()
      .from(guru)
      .where(
        and(
          eq(guru.sekolahId, sekolahId),
          eq(guru.isDapodik, 1),
          isNull(guru.deletedAt),
          notExists(
            db
              .select({ one: sql`1` })
              .from(ptkKeluar)
              .where(and(eq(ptkKeluar.guruId, guru.guruId), eq(ptkKeluar.semesterId, semesterId))),
          ),
        ),
      );
    return rows.map((row) => ({ id: row.guruId, label: row.nama, values: pick(row, GURU_KEYS) }));
  },
  async apply(tx, { sekolahId, semesterId }, change) {
    const rows = change.upsert.map((entity) => ({
      guruId: entity.id,
      sekolahId,
      isDapodik: 1,
      deletedAt: null,
      updatedAt: new Date(),
      ...entity.values,
    }));
    await upsertRows(
      tx,
      guru,
      guru.guruId,
      rows,
      [...GURU_KEYS, 'isDapodik', 'deletedAt', 'updatedAt'],
      guru.sekolahId,
    );
    await returnFromKeluar(tx, ptkKeluar, ptkKeluar.guruId, change.upsert, semesterId);
    for (const part of chunks(change.gone)) {
      await tx
        .insert(ptkKeluar)
        .values(part.map((entity) => ({ guruId: entity.id, sekolahId, semesterId })))
        .onConflictDoNothing();
    }
  },
};

async function returnFromKeluar(
  tx: Parameters<DataSetDefinition['apply']>[0],
  table: typeof ptkKeluar | typeof pdKeluar,
  idColumn: typeof ptkKeluar.guruId | typeof pdKeluar.pesertaDidikId,
  entities: Entity[],
  semesterId: string,
): Promise<void> {
  for (const part of chunks(entities)) {
    await tx.delete(table).where(
      and(
        eq(table.semesterId, semesterId),
        inArray(
          idColumn,
          part.map((entity) => entity.id),
        ),
      ),
    );
  }
}

const PD_KEYS = [
  'nama',
  'noInduk',
  'nisn',
  'nik',
  'jenisKelamin',
  'tempatLahir',
  'tanggalLahir',
  'agamaId',
  'alamat',
  'noTelp',
  'noHp',
  'namaAyah',
  'namaIbu',
  'kerjaAyah',
  'kerjaIbu',
  'email',
  'sekolahAsal',
  'diterima',
] as const;

export const pesertaDidikDataSet: DataSetDefinition = {
  key: 'peserta_didik',
  async desired(snapshot) {
    if (!snapshot.pesertaDidik) return null;
    return snapshot.pesertaDidik.map((row) => ({
      id: row.peserta_didik_id,
      label: row.nisn ? `${row.nama} (${row.nisn})` : row.nama,
      values: {
        nama: row.nama,
        noInduk: row.nipd,
        nisn: row.nisn,
        nik: row.nik,
        jenisKelamin: row.jenis_kelamin,
        tempatLahir: row.tempat_lahir,
        tanggalLahir: row.tanggal_lahir,
        agamaId: row.agama_id,
        alamat: row.alamat_jalan,
        noTelp: row.nomor_telepon_rumah,
        noHp: row.nomor_telepon_seluler,
        namaAyah: row.nama_ayah,
        namaIbu: row.nama_ibu,
        kerjaAyah: row.pekerjaan_ayah_id,
        kerjaIbu: row.pekerjaan_ibu_id,
        email: row.email,
        sekolahAsal: row.sekolah_asal,
        diterima: row.tanggal_masuk_sekolah,
      },
    }));
  },
  async current({ db, sekolahId, semesterId }) {
    const rows = await db
      .select()
      .from(pesertaDidik)
      .where(
        and(
          eq(pesertaDidik.sekolahId, sekolahId),
          isNull(pesertaDidik.deletedAt),
          notExists(
            db
              .select({ one: sql`1` })
              .from(pdKeluar)
              .where(
                and(
                  eq(pdKeluar.pesertaDidikId, pesertaDidik.pesertaDidikId),
                  eq(pdKeluar.semesterId, semesterId),
                ),
              ),
          ),
        ),
      );
    return rows.map((row) => ({
      id: row.pesertaDidikId,
      label: row.nisn ? `${row.nama} (${row.nisn})` : row.nama,
      values: pick(row, PD_KEYS),
    }));
  },
  async apply(tx, { sekolahId, semesterId }, change) {
    const rows = change.upsert.map((entity) => ({
      pesertaDidikId: entity.id,
      sekolahId,
      deletedAt: null,
      updatedAt: new Date(),
      ...entity.values,
    }));
    await upsertRows(
      tx,
      pesertaDidik,
      pesertaDidik.pesertaDidikId,
      rows,
      [...PD_KEYS, 'deletedAt', 'updatedAt'],
      pesertaDidik.sekolahId,
    );
    await returnFromKeluar(tx, pdKeluar, pdKeluar.pesertaDidikId, change.upsert, semesterId);
    for (const part of chunks(change.gone)) {
      const ids = part.map((entity) => entity.id);
      await tx
        .insert(pdKeluar)
        .values(ids.map((pesertaDidikId) => ({ pesertaDidikId, sekolahId, semesterId })))
        .onConflictDoNothing();
      // Their enrolments of this semester end; grades stay, keyed by the enrolment.
      await tx
        .update(anggotaRombel)
        .set({ deletedAt: new Date() })
        .where(
          and(
            eq(anggotaRombel.semesterId, semesterId),
            inArray(anggotaRombel.pesertaDidikId, ids),
            isNull(anggotaRombel.deletedAt),
          ),
        );
    }
  },
};
