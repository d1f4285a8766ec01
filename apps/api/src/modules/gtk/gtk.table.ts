import {
  date,
  index,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { sekolah } from '../sekolah/sekolah.table';
import { semester } from '../semester/semester.table';
import { timestamps } from '../../db/columns';

/** Staff (PTK/GTK). Dapodik's `ptk_id` is the key; instruktur (97) and asesor (98) are local. */
export const guru = pgTable(
  'guru',
  {
    guruId: uuid('guru_id').primaryKey(),
    sekolahId: uuid('sekolah_id')
      .notNull()
      .references(() => sekolah.sekolahId),
    nama: varchar('nama', { length: 150 }).notNull(),
    gelarDepan: varchar('gelar_depan', { length: 50 }),
    gelarBelakang: varchar('gelar_belakang', { length: 80 }),
    nuptk: varchar('nuptk', { length: 16 }),
    nip: varchar('nip', { length: 18 }),
    nik: varchar('nik', { length: 16 }),
    jenisKelamin: varchar('jenis_kelamin', { length: 1 }),
    tempatLahir: varchar('tempat_lahir', { length: 100 }),
    tanggalLahir: date('tanggal_lahir'),
    agamaId: smallint('agama_id'),
    jenisPtkId: smallint('jenis_ptk_id').notNull(),
    statusKepegawaianId: smallint('status_kepegawaian_id'),
    pendidikanTerakhir: varchar('pendidikan_terakhir', { length: 20 }),
    email: varchar('email', { length: 254 }),
    noHp: varchar('no_hp', { length: 30 }),
    isDapodik: smallint('is_dapodik').notNull().default(1),
    ...timestamps,
  },
  (table) => [index('guru_sekolah').on(table.sekolahId)],
);

/** Staff who disappeared from Dapodik in a semester (left the school). */
export const ptkKeluar = pgTable(
  'ptk_keluar',
  {
    guruId: uuid('guru_id')
      .notNull()
      .references(() => guru.guruId),
    sekolahId: uuid('sekolah_id')
      .notNull()
      .references(() => sekolah.sekolahId),
    semesterId: varchar('semester_id', { length: 5 })
      .notNull()
      .references(() => semester.semesterId),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.guruId, table.semesterId] })],
);

/** The principal chosen for a semester in the settings; overrides Dapodik's on printouts. */
export const kasek = pgTable(
  'kasek',
  {
    sekolahId: uuid('sekolah_id')
      .notNull()
      .references(() => sekolah.sekolahId),
    semesterId: varchar('semester_id', { length: 5 })
      .notNull()
      .references(() => semester.semesterId),
    guruId: uuid('guru_id')
      .notNull()
      .references(() => guru.guruId),
    jabatan: text('jabatan').notNull().default('Kepala Sekolah'),
  },
  (table) => [primaryKey({ columns: [table.sekolahId, table.semesterId] })],
);
