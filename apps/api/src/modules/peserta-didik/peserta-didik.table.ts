import {
  date,
  index,
  integer,
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

/** Students; Dapodik's `peserta_didik_id` is the key. Family and guardian fields are editable. */
export const pesertaDidik = pgTable(
  'peserta_didik',
  {
    pesertaDidikId: uuid('peserta_didik_id').primaryKey(),
    sekolahId: uuid('sekolah_id')
      .notNull()
      .references(() => sekolah.sekolahId),
    nama: varchar('nama', { length: 150 }).notNull(),
    noInduk: varchar('no_induk', { length: 30 }),
    nisn: varchar('nisn', { length: 10 }),
    nik: varchar('nik', { length: 16 }),
    jenisKelamin: varchar('jenis_kelamin', { length: 1 }),
    tempatLahir: varchar('tempat_lahir', { length: 100 }),
    tanggalLahir: date('tanggal_lahir'),
    agamaId: smallint('agama_id'),
    status: varchar('status', { length: 50 }).notNull().default('Anak Kandung'),
    anakKe: smallint('anak_ke'),
    alamat: text('alamat'),
    noTelp: varchar('no_telp', { length: 30 }),
    noHp: varchar('no_hp', { length: 30 }),
    sekolahAsal: varchar('sekolah_asal', { length: 150 }),
    diterimaKelas: varchar('diterima_kelas', { length: 50 }),
    diterima: date('diterima'),
    email: varchar('email', { length: 254 }),
    namaAyah: varchar('nama_ayah', { length: 150 }),
    namaIbu: varchar('nama_ibu', { length: 150 }),
    kerjaAyah: integer('kerja_ayah'),
    kerjaIbu: integer('kerja_ibu'),
    namaWali: varchar('nama_wali', { length: 150 }),
    alamatWali: text('alamat_wali'),
    telpWali: varchar('telp_wali', { length: 30 }),
    kerjaWali: integer('kerja_wali'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    index('peserta_didik_sekolah').on(table.sekolahId),
    index('peserta_didik_nisn').on(table.nisn),
  ],
);

/** Students no longer listed by Dapodik in a semester. */
export const pdKeluar = pgTable(
  'pd_keluar',
  {
    pesertaDidikId: uuid('peserta_didik_id')
      .notNull()
      .references(() => pesertaDidik.pesertaDidikId),
    sekolahId: uuid('sekolah_id')
      .notNull()
      .references(() => sekolah.sekolahId),
    semesterId: varchar('semester_id', { length: 5 })
      .notNull()
      .references(() => semester.semesterId),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.pesertaDidikId, table.semesterId] })],
);
