import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  char,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns';
import { guru } from '../gtk/gtk.table';
import { pembelajaran } from '../rombel/rombel.table';
import { sekolah } from '../sekolah/sekolah.table';

/**
 * Capaian pembelajaran (learning outcome, Kurikulum Merdeka) of a subject for a phase: E for
 * grade 10, F for grades 11–13. Official rows come from the Directorate's catalogue (imported by
 * the administrator, `is_dir`); teachers add the school's own. `kunci` is a hash of subject, phase,
 * element and text, so importing the catalogue again adds nothing twice.
 */
export const capaianPembelajaran = pgTable(
  'capaian_pembelajaran',
  {
    cpId: integer('cp_id').primaryKey().generatedAlwaysAsIdentity(),
    sekolahId: uuid('sekolah_id')
      .notNull()
      .references(() => sekolah.sekolahId),
    mataPelajaranId: integer('mata_pelajaran_id').notNull(),
    fase: char('fase', { length: 1 }).notNull(),
    elemen: text('elemen').notNull(),
    deskripsi: text('deskripsi').notNull(),
    aktif: boolean('aktif').notNull().default(true),
    isDir: boolean('is_dir').notNull().default(false),
    kunci: varchar('kunci', { length: 64 }).notNull(),
    ...timestamps,
  },
  (table) => [
    unique('capaian_pembelajaran_kunci').on(table.sekolahId, table.kunci),
    index('capaian_pembelajaran_mapel').on(table.sekolahId, table.mataPelajaranId, table.fase),
    check('capaian_pembelajaran_fase', sql`${table.fase} in ('E', 'F')`),
  ],
);

/**
 * Kompetensi dasar (K13 basic competence) of a subject and grade; `kompetensi_id` 1 pengetahuan,
 * 2 keterampilan. Teachers of K13 classes may add their own and give any a short alias.
 */
export const kompetensiDasar = pgTable(
  'kompetensi_dasar',
  {
    kdId: uuid('kd_id').primaryKey().defaultRandom(),
    sekolahId: uuid('sekolah_id')
      .notNull()
      .references(() => sekolah.sekolahId),
    mataPelajaranId: integer('mata_pelajaran_id').notNull(),
    tingkat: smallint('tingkat').notNull(),
    kompetensiId: smallint('kompetensi_id').notNull(),
    kode: varchar('kode', { length: 20 }).notNull(),
    deskripsi: text('deskripsi').notNull(),
    alias: text('alias'),
    kurikulum: smallint('kurikulum').notNull().default(2017),
    aktif: boolean('aktif').notNull().default(true),
    guruId: uuid('guru_id').references(() => guru.guruId),
    ...timestamps,
  },
  (table) => [
    index('kompetensi_dasar_mapel').on(table.sekolahId, table.mataPelajaranId, table.tingkat),
    check('kompetensi_dasar_kompetensi', sql`${table.kompetensiId} in (1, 2)`),
  ],
);

/** Tujuan pembelajaran (learning objective): one sentence under a CP (Merdeka) or a KD (K13). */
export const tujuanPembelajaran = pgTable(
  'tujuan_pembelajaran',
  {
    tpId: uuid('tp_id').primaryKey().defaultRandom(),
    sekolahId: uuid('sekolah_id')
      .notNull()
      .references(() => sekolah.sekolahId),
    cpId: integer('cp_id').references(() => capaianPembelajaran.cpId),
    kdId: uuid('kd_id').references(() => kompetensiDasar.kdId),
    deskripsi: text('deskripsi').notNull(),
    /** The teacher who wrote it. */
    guruId: uuid('guru_id').references(() => guru.guruId),
    /** Order of entry; rows written in one statement share created_at, so it decides. */
    urutan: bigint('urutan', { mode: 'number' }).notNull().generatedByDefaultAsIdentity(),
    ...timestamps,
  },
  (table) => [
    index('tujuan_pembelajaran_cp').on(table.cpId),
    index('tujuan_pembelajaran_kd').on(table.kdId),
    check('tujuan_pembelajaran_induk', sql`(${table.cpId} is null) <> (${table.kdId} is null)`),
  ],
);

/** Which TPs are assessed in which pembelajaran; only mapped TPs appear in its grids. */
export const tpMapel = pgTable(
  'tp_mapel',
  {
    tpId: uuid('tp_id')
      .notNull()
      .references(() => tujuanPembelajaran.tpId),
    pembelajaranId: uuid('pembelajaran_id')
      .notNull()
      .references(() => pembelajaran.pembelajaranId),
    sekolahId: uuid('sekolah_id')
      .notNull()
      .references(() => sekolah.sekolahId),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Order of mapping, the column order of the grids (created_at ties within a statement). */
    urutan: bigint('urutan', { mode: 'number' }).notNull().generatedByDefaultAsIdentity(),
  },
  (table) => [
    primaryKey({ columns: [table.tpId, table.pembelajaranId] }),
    index('tp_mapel_pembelajaran').on(table.pembelajaranId),
  ],
);
