import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  integer,
  pgTable,
  smallint,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

export const tahunAjaran = pgTable('tahun_ajaran', {
  tahunAjaranId: integer('tahun_ajaran_id').primaryKey(),
  nama: varchar('nama', { length: 10 }).notNull(),
  periodeAktif: boolean('periode_aktif').notNull().default(false),
  tanggalMulai: date('tanggal_mulai').notNull(),
  tanggalSelesai: date('tanggal_selesai').notNull(),
});

export const semester = pgTable(
  'semester',
  {
    semesterId: varchar('semester_id', { length: 5 }).primaryKey(),
    tahunAjaranId: integer('tahun_ajaran_id')
      .notNull()
      .references(() => tahunAjaran.tahunAjaranId),
    nama: varchar('nama', { length: 20 }).notNull(),
    semester: smallint('semester').notNull(),
    /** The installation's default semester (for schools created later and the login page). */
    periodeAktif: boolean('periode_aktif').notNull().default(false),
    tanggalMulai: date('tanggal_mulai').notNull(),
    tanggalSelesai: date('tanggal_selesai').notNull(),
  },
  (table) => [
    uniqueIndex('semester_one_active')
      .on(table.periodeAktif)
      .where(sql`${table.periodeAktif}`),
    check('semester_parity', sql`${table.semester} in (1, 2)`),
  ],
);
