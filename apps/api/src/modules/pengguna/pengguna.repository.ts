import { and, asc, count, desc, eq, exists, ilike, inArray, or, sql } from 'drizzle-orm';
import { isRoleName, type RoleName } from '@erapor/shared/abilities/roles';
import type { ListPenggunaQuery } from '@erapor/shared/pengguna/pengguna.schemas';
import type { Db } from '../../db/client';
import { roles, roleUser, users } from '../auth/users.table';
import { semester } from '../semester/semester.table';

export type PenggunaRow = typeof users.$inferSelect;

function hasRoleIn(semesterId: string, role: RoleName) {
  return exists(
    sql`(select 1 from ${roleUser} join ${roles} on ${roles.roleId} = ${roleUser.roleId}
      where ${roleUser.userId} = ${users.userId} and ${roleUser.semesterId} = ${semesterId}
        and ${roles.name} = ${role})`,
  );
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

function listFilter(sekolahId: string, semesterId: string, query: ListPenggunaQuery) {
  const pattern = query.q ? `%${escapeLike(query.q)}%` : null;
  return and(
    eq(users.sekolahId, sekolahId),
    pattern
      ? or(ilike(users.name, pattern), ilike(users.email, pattern), ilike(users.username, pattern))
      : undefined,
    query.role ? hasRoleIn(semesterId, query.role) : undefined,
  );
}

const SORT_COLUMNS = {
  name: users.name,
  email: users.email,
  last_login_at: users.lastLoginAt,
} as const;

/** One page of a school's accounts, filtered by name/email/username and a role of the semester. */
export async function listPengguna(
  db: Db,
  sekolahId: string,
  semesterId: string,
  query: ListPenggunaQuery,
) {
  const where = listFilter(sekolahId, semesterId, query);
  const column = SORT_COLUMNS[query.sort];
  const direction = query.order === 'desc' ? desc : asc;
  const orderBy =
    query.sort === 'last_login_at'
      ? [sql`${column} ${sql.raw(query.order === 'desc' ? 'desc' : 'asc')} nulls last`]
      : [direction(column)];
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(...orderBy, asc(users.userId))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The roles each of these users holds in one semester. */
export async function rolesInSemester(
  db: Db,
  userIds: string[],
  semesterId: string,
): Promise<Map<string, RoleName[]>> {
  const result = new Map<string, RoleName[]>();
  if (userIds.length === 0) return result;
  const rows = await db
    .select({ userId: roleUser.userId, name: roles.name })
    .from(roleUser)
    .innerJoin(roles, eq(roles.roleId, roleUser.roleId))
    .where(and(inArray(roleUser.userId, userIds), eq(roleUser.semesterId, semesterId)))
    .orderBy(roles.roleId);
  for (const row of rows) {
    if (!isRoleName(row.name)) continue;
    result.set(row.userId, [...(result.get(row.userId) ?? []), row.name]);
  }
  return result;
}

/** A user of this school, or null: ids of other schools are not found. */
export async function findPengguna(db: Db, sekolahId: string, userId: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.userId, userId), eq(users.sekolahId, sekolahId)))
    .limit(1);
  return row ?? null;
}

export async function rolesPerSemester(db: Db, userId: string) {
  const rows = await db
    .select({ semesterId: roleUser.semesterId, nama: semester.nama, name: roles.name })
    .from(roleUser)
    .innerJoin(roles, eq(roles.roleId, roleUser.roleId))
    .innerJoin(semester, eq(semester.semesterId, roleUser.semesterId))
    .where(eq(roleUser.userId, userId))
    .orderBy(desc(roleUser.semesterId), roles.roleId);
  const bySemester = new Map<string, { semester_id: string; nama: string; roles: RoleName[] }>();
  for (const row of rows) {
    if (!isRoleName(row.name)) continue;
    const entry = bySemester.get(row.semesterId) ?? {
      semester_id: row.semesterId,
      nama: row.nama,
      roles: [],
    };
    entry.roles.push(row.name);
    bySemester.set(row.semesterId, entry);
  }
  return [...bySemester.values()];
}

export async function revokeRole(db: Db, userId: string, role: RoleName, semesterId: string) {
  const removed = await db
    .delete(roleUser)
    .where(
      and(
        eq(roleUser.userId, userId),
        eq(roleUser.semesterId, semesterId),
        inArray(
          roleUser.roleId,
          db.select({ id: roles.roleId }).from(roles).where(eq(roles.name, role)),
        ),
      ),
    )
    .returning({ userId: roleUser.userId });
  return removed.length > 0;
}

export async function setInitialPassword(db: Db, userId: string, sealed: string) {
  await db
    .update(users)
    .set({ passwordHash: null, initialPasswordEnc: sealed, updatedAt: new Date() })
    .where(eq(users.userId, userId));
}

/** Every account of a school for the account list export, staff first, then students. */
export async function allPenggunaOf(db: Db, sekolahId: string) {
  return db
    .select()
    .from(users)
    .where(eq(users.sekolahId, sekolahId))
    .orderBy(
      sql`case when ${users.guruId} is not null then 0 when ${users.pesertaDidikId} is not null then 1 else 2 end`,
      asc(users.name),
    );
}
