import {
  index,
  pgTable,
  primaryKey,
  smallint,
  uuid,
  varchar,
  integer,
  boolean,
} from 'drizzle-orm/pg-core';
import { guru } from '../gtk/gtk.table';
import { pesertaDidik } from '../peserta-didik/peserta-didik.table';
import { sekolah } from '../sekolah/sekolah.table';
import { semester } from '../semester/semester.table';
import { timestamps } from '../../db/columns';

/** Class groups of a semester: jenis 1 regular, 16 elective subject, 51 extracurricular. */
export const rombonganBelajar = pgTable(
  'rombongan_belajar',
  {
    rombonganBelajarId: uuid('rombongan_belajar_id').primaryKey(),
    sekolahId: uuid('sekolah_id')
      .notNull()
      .references(() => sekolah.sekolahId),
    semesterId: varchar('semester_id', { length: 5 })
      .notNull()
      .references(() => semester.semesterId),
    nama: varchar('nama', { length: 50 }).notNull(),
    tingkat: smallint('tingkat').notNull(),
    jenisRombel: smallint('jenis_rombel').notNull(),
    jurusanId: varchar('jurusan_id', { length: 25 }),
    kurikulumId: integer('kurikulum_id'),
    /** The homeroom teacher (wali kelas) for jenis 1 and 16, the coach for jenis 51. */
    guruId: uuid('guru_id').references(() => guru.guruId),
    kunciNilai: boolean('kunci_nilai').notNull().default(false),
    ...timestamps,
  },
  (table) => [index('rombel_sekolah_semester').on(table.sekolahId, table.semesterId)],
);

/** A student's enrolment in a class for a semester; nearly every grade hangs off it. */
export const anggotaRombel = pgTable(
  'anggota_rombel',
  {
    anggotaRombelId: uuid('anggota_rombel_id').primaryKey(),
    sekolahId: uuid('sekolah_id')
      .notNull()
      .references(() => sekolah.sekolahId),
    semesterId: varchar('semester_id', { length: 5 })
      .notNull()
      .references(() => semester.semesterId),
    rombonganBelajarId: uuid('rombongan_belajar_id')
      .notNull()
      .references(() => rombonganBelajar.rombonganBelajarId),
    pesertaDidikId: uuid('peserta_didik_id')
      .notNull()
      .references(() => pesertaDidik.pesertaDidikId),
    ...timestamps,
  },
  (table) => [
    index('anggota_rombel_rombel').on(table.rombonganBelajarId),
    index('anggota_rombel_pd').on(table.pesertaDidikId),
  ],
);

/** A subject taught in a class (teaching assignment); `kelompok_id` + `no_urut` make it gradable. */
export const pembelajaran = pgTable(
  'pembelajaran',
  {
    pembelajaranId: uuid('pembelajaran_id').primaryKey(),
    sekolahId: uuid('sekolah_id')
      .notNull()
      .references(() => sekolah.sekolahId),
    semesterId: varchar('semester_id', { length: 5 })
      .notNull()
      .references(() => semester.semesterId),
    rombonganBelajarId: uuid('rombongan_belajar_id')
      .notNull()
      .references(() => rombonganBelajar.rombonganBelajarId),
    guruId: uuid('guru_id').references(() => guru.guruId),
    guruPengajarId: uuid('guru_pengajar_id').references(() => guru.guruId),
    mataPelajaranId: integer('mata_pelajaran_id').notNull(),
    namaMataPelajaran: varchar('nama_mata_pelajaran', { length: 150 }).notNull(),
    kelompokId: smallint('kelompok_id'),
    noUrut: smallint('no_urut'),
    kkm: smallint('kkm'),
    indukPembelajaranId: uuid('induk_pembelajaran_id'),
    bobotSumatifMateri: smallint('bobot_sumatif_materi').notNull().default(1),
    bobotSumatifAkhir: smallint('bobot_sumatif_akhir').notNull().default(1),
    isDapodik: boolean('is_dapodik').notNull().default(true),
    ...timestamps,
  },
  (table) => [
    index('pembelajaran_rombel').on(table.rombonganBelajarId),
    index('pembelajaran_guru').on(table.guruId),
  ],
);

export const ekstrakurikuler = pgTable(
  'ekstrakurikuler',
  {
    ekstrakurikulerId: uuid('ekstrakurikuler_id').primaryKey(),
    sekolahId: uuid('sekolah_id')
      .notNull()
      .references(() => sekolah.sekolahId),
    semesterId: varchar('semester_id', { length: 5 })
      .notNull()
      .references(() => semester.semesterId),
    namaEkskul: varchar('nama_ekskul', { length: 150 }).notNull(),
    guruId: uuid('guru_id').references(() => guru.guruId),
    rombonganBelajarId: uuid('rombongan_belajar_id').references(
      () => rombonganBelajar.rombonganBelajarId,
    ),
    alamatEkskul: varchar('alamat_ekskul', { length: 150 }),
    ...timestamps,
  },
  (table) => [index('ekskul_sekolah_semester').on(table.sekolahId, table.semesterId)],
);

/** Regular classes of a four-year programme (their grade-12 students are promoted, not graduated). */
export const rombel4Tahun = pgTable(
  'rombel_4_tahun',
  {
    rombonganBelajarId: uuid('rombongan_belajar_id')
      .notNull()
      .references(() => rombonganBelajar.rombonganBelajarId),
    sekolahId: uuid('sekolah_id')
      .notNull()
      .references(() => sekolah.sekolahId),
    semesterId: varchar('semester_id', { length: 5 })
      .notNull()
      .references(() => semester.semesterId),
  },
  (table) => [primaryKey({ columns: [table.rombonganBelajarId, table.semesterId] })],
);
