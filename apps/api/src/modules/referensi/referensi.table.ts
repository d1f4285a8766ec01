import { boolean, integer, pgTable, smallint, text, varchar } from 'drizzle-orm/pg-core';

/**
 * National reference tables. Their rows are learned from what Dapodik sends (ids with their
 * names), plus the small fixed lists seeded by migration (agama, kelompok).
 */
export const agama = pgTable('ref_agama', {
  agamaId: smallint('agama_id').primaryKey(),
  nama: varchar('nama', { length: 50 }).notNull(),
});

export const pekerjaan = pgTable('ref_pekerjaan', {
  pekerjaanId: integer('pekerjaan_id').primaryKey(),
  nama: varchar('nama', { length: 100 }).notNull(),
});

export const jenisPtk = pgTable('ref_jenis_ptk', {
  jenisPtkId: smallint('jenis_ptk_id').primaryKey(),
  nama: varchar('nama', { length: 100 }).notNull(),
});

export const jurusan = pgTable('ref_jurusan', {
  jurusanId: varchar('jurusan_id', { length: 25 }).primaryKey(),
  nama: varchar('nama', { length: 200 }).notNull(),
});

export const kurikulum = pgTable('ref_kurikulum', {
  kurikulumId: integer('kurikulum_id').primaryKey(),
  nama: varchar('nama', { length: 200 }).notNull(),
});

export const mataPelajaran = pgTable('ref_mata_pelajaran', {
  mataPelajaranId: integer('mata_pelajaran_id').primaryKey(),
  nama: varchar('nama', { length: 200 }).notNull(),
});

/** Subject groups printed as section headings on the report (domain §2.1). */
export const kelompok = pgTable('ref_kelompok', {
  kelompokId: smallint('kelompok_id').primaryKey(),
  nama: varchar('nama', { length: 100 }).notNull(),
  kurikulum: smallint('kurikulum').notNull(),
  kkm: smallint('kkm'),
});

export const wilayah = pgTable('ref_wilayah', {
  kodeWilayah: varchar('kode_wilayah', { length: 10 }).primaryKey(),
  nama: varchar('nama', { length: 150 }).notNull(),
  induk: text('induk'),
  aktif: boolean('aktif').notNull().default(true),
});
