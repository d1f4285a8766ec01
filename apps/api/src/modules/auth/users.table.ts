import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { sekolah } from '../sekolah/sekolah.table';
import { semester } from '../semester/semester.table';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

export const users = pgTable(
  'users',
  {
    userId: uuid('user_id').primaryKey().defaultRandom(),
    sekolahId: uuid('sekolah_id')
      .notNull()
      .references(() => sekolah.sekolahId),
    name: varchar('name', { length: 150 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    /** NUPTK for staff, NISN for students; also accepted at login. */
    username: varchar('username', { length: 30 }),
    /** Null until the first sign-in of a generated account (it then still uses its initial password). */
    passwordHash: text('password_hash'),
    /** The generated first password, encrypted; cleared as soon as the user changes it. */
    initialPasswordEnc: text('initial_password_enc'),
    guruId: uuid('guru_id'),
    pesertaDidikId: uuid('peserta_didik_id'),
    photo: bytea('photo'),
    photoMime: varchar('photo_mime', { length: 20 }),
    active: boolean('active').notNull().default(true),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    lastLoginIp: varchar('last_login_ip', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_lower').on(sql`lower(${table.email})`),
    uniqueIndex('users_username').on(table.username),
    index('users_sekolah').on(table.sekolahId),
  ],
);

export const roles = pgTable('roles', {
  roleId: smallint('role_id').primaryKey(),
  name: varchar('name', { length: 30 }).notNull().unique(),
  displayName: varchar('display_name', { length: 60 }).notNull(),
});

/** Roles are held per semester (a teacher may be wali this semester and not the next). */
export const roleUser = pgTable(
  'role_user',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    roleId: smallint('role_id')
      .notNull()
      .references(() => roles.roleId),
    semesterId: varchar('semester_id', { length: 5 })
      .notNull()
      .references(() => semester.semesterId),
  },
  (table) => [primaryKey({ columns: [table.userId, table.roleId, table.semesterId] })],
);
