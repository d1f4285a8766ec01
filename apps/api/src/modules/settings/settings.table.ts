import { pgTable, serial, text, unique, uuid, varchar } from 'drizzle-orm/pg-core';
import { sekolah } from '../sekolah/sekolah.table';
import { semester } from '../semester/semester.table';

/** Key/value settings: global (no school), per school, or per school and semester. */
export const settings = pgTable(
  'settings',
  {
    id: serial('id').primaryKey(),
    key: varchar('key', { length: 100 }).notNull(),
    value: text('value'),
    sekolahId: uuid('sekolah_id').references(() => sekolah.sekolahId),
    semesterId: varchar('semester_id', { length: 5 }).references(() => semester.semesterId),
  },
  (table) => [
    unique('settings_scope').on(table.key, table.sekolahId, table.semesterId).nullsNotDistinct(),
  ],
);
