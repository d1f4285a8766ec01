import { boolean, pgTable, smallint, timestamp, uuid, varchar, text } from 'drizzle-orm/pg-core';
import { semester } from '../semester/semester.table';

export const sekolah = pgTable('sekolah', {
  sekolahId: uuid('sekolah_id').primaryKey().defaultRandom(),
  npsn: varchar('npsn', { length: 8 }).notNull().unique(),
  nama: varchar('nama', { length: 150 }).notNull(),
  alamat: text('alamat'),
  bentukPendidikanId: smallint('bentuk_pendidikan_id').notNull().default(15),
  /** The semester this school is working in; each school moves on its own. */
  semesterId: varchar('semester_id', { length: 5 })
    .notNull()
    .references(() => semester.semesterId),
  isDemo: boolean('is_demo').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
});
