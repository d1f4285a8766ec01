import { date, index, pgTable, smallint, text, uuid, varchar } from 'drizzle-orm/pg-core';
import { guru } from '../gtk/gtk.table';
import { pesertaDidik } from '../peserta-didik/peserta-didik.table';
import { sekolah } from '../sekolah/sekolah.table';
import { timestamps } from '../../db/columns';

/** Industry partners (DUDI); the Web Service does not serve them, so they are managed here. */
export const dudi = pgTable(
  'dudi',
  {
    dudiId: uuid('dudi_id').primaryKey().defaultRandom(),
    sekolahId: uuid('sekolah_id')
      .notNull()
      .references(() => sekolah.sekolahId),
    nama: varchar('nama', { length: 150 }).notNull(),
    bidangUsaha: varchar('bidang_usaha', { length: 150 }),
    alamat: text('alamat'),
    kota: varchar('kota', { length: 100 }),
    telepon: varchar('telepon', { length: 30 }),
    email: varchar('email', { length: 254 }),
    npwp: varchar('npwp', { length: 20 }),
    ...timestamps,
  },
  (table) => [index('dudi_sekolah').on(table.sekolahId)],
);

/** Cooperation agreements (PKS / MoU) with a partner. */
export const mou = pgTable('mou', {
  mouId: uuid('mou_id').primaryKey().defaultRandom(),
  sekolahId: uuid('sekolah_id')
    .notNull()
    .references(() => sekolah.sekolahId),
  dudiId: uuid('dudi_id')
    .notNull()
    .references(() => dudi.dudiId),
  nomorMou: varchar('nomor_mou', { length: 100 }).notNull(),
  judulMou: varchar('judul_mou', { length: 250 }).notNull(),
  tanggalMulai: date('tanggal_mulai').notNull(),
  tanggalSelesai: date('tanggal_selesai'),
  ...timestamps,
});

/** A placement activity under an agreement (e.g. PKL), with its decree. */
export const aktPd = pgTable('akt_pd', {
  aktPdId: uuid('akt_pd_id').primaryKey().defaultRandom(),
  sekolahId: uuid('sekolah_id')
    .notNull()
    .references(() => sekolah.sekolahId),
  mouId: uuid('mou_id')
    .notNull()
    .references(() => mou.mouId),
  judulAktPd: varchar('judul_akt_pd', { length: 250 }).notNull(),
  skTugas: varchar('sk_tugas', { length: 100 }),
  tglSkTugas: date('tgl_sk_tugas'),
  ...timestamps,
});

export const anggotaAktPd = pgTable('anggota_akt_pd', {
  anggotaAktPdId: uuid('anggota_akt_pd_id').primaryKey().defaultRandom(),
  aktPdId: uuid('akt_pd_id')
    .notNull()
    .references(() => aktPd.aktPdId),
  pesertaDidikId: uuid('peserta_didik_id')
    .notNull()
    .references(() => pesertaDidik.pesertaDidikId),
  ...timestamps,
});

export const bimbingPd = pgTable('bimbing_pd', {
  bimbingPdId: uuid('bimbing_pd_id').primaryKey().defaultRandom(),
  aktPdId: uuid('akt_pd_id')
    .notNull()
    .references(() => aktPd.aktPdId),
  guruId: uuid('guru_id')
    .notNull()
    .references(() => guru.guruId),
  urutan: smallint('urutan').notNull().default(1),
  ...timestamps,
});

/** External assessors (local staff of jenis 98) linked to a partner. */
export const asesor = pgTable('asesor', {
  asesorId: uuid('asesor_id').primaryKey().defaultRandom(),
  sekolahId: uuid('sekolah_id')
    .notNull()
    .references(() => sekolah.sekolahId),
  guruId: uuid('guru_id')
    .notNull()
    .references(() => guru.guruId),
  dudiId: uuid('dudi_id').references(() => dudi.dudiId),
  ...timestamps,
});
