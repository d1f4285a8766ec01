import {
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from '../auth/users.table';
import { sekolah } from '../sekolah/sekolah.table';
import { semester } from '../semester/semester.table';

/** One pull from Dapodik: who, when, what, how far, and what happened (a readable log). */
export const syncRun = pgTable(
  'sync_run',
  {
    syncRunId: uuid('sync_run_id').primaryKey().defaultRandom(),
    sekolahId: uuid('sekolah_id')
      .notNull()
      .references(() => sekolah.sekolahId),
    semesterId: varchar('semester_id', { length: 5 })
      .notNull()
      .references(() => semester.semesterId),
    userId: uuid('user_id').references(() => users.userId),
    /** The data sets asked for, e.g. ["gtk"] or every set. */
    dataSets: jsonb('data_sets').$type<string[]>().notNull(),
    /** queued | running | done | failed */
    status: varchar('status', { length: 10 }).notNull(),
    progress: integer('progress').notNull().default(0),
    total: integer('total').notNull().default(0),
    /** Per data set: counts of new, changed, gone, unchanged rows. */
    summary: jsonb('summary').$type<Record<string, unknown>>(),
    log: jsonb('log').$type<{ at: string; message: string }[]>().notNull().default([]),
    error: text('error'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [index('sync_run_sekolah').on(table.sekolahId, table.startedAt)],
);
