import { and, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { isRoleName, type RoleName } from '@erapor/shared/abilities/roles';
import type { Db } from '../../db/client';
import { sekolah } from '../sekolah/sekolah.table';
import { roles, roleUser, users } from './users.table';
import { loginThrottle, refreshToken } from './tokens.table';

export type UserRow = typeof users.$inferSelect;

export async function findUserByLogin(db: Db, identifier: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(or(sql`lower(${users.email}) = lower(${identifier})`, eq(users.username, identifier)))
    .limit(1);
  return row ?? null;
}

export async function findUserById(db: Db, userId: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.userId, userId)).limit(1);
  return row ?? null;
}

/** Display names of users by id (who last changed a grade, for a 409's conflicts). */
export async function userNamesOf(db: Db, ids: readonly (string | null)[]) {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ userId: users.userId, name: users.name })
    .from(users)
    .where(inArray(users.userId, wanted));
  return new Map(rows.map((row) => [row.userId, row.name]));
}

export async function findSekolah(db: Db, sekolahId: string) {
  const [row] = await db.select().from(sekolah).where(eq(sekolah.sekolahId, sekolahId)).limit(1);
  return row ?? null;
}

export async function rolesOf(db: Db, userId: string, semesterId: string): Promise<RoleName[]> {
  const rows = await db
    .select({ name: roles.name })
    .from(roleUser)
    .innerJoin(roles, eq(roles.roleId, roleUser.roleId))
    .where(and(eq(roleUser.userId, userId), eq(roleUser.semesterId, semesterId)))
    .orderBy(roles.roleId);
  return rows.map((row) => row.name).filter(isRoleName);
}

export async function grantRoles(
  db: Db,
  userId: string,
  names: readonly RoleName[],
  semesterIds: readonly string[],
): Promise<void> {
  if (names.length === 0 || semesterIds.length === 0) return;
  const found = await db
    .select({ roleId: roles.roleId })
    .from(roles)
    .where(inArray(roles.name, [...names]));
  const values = found.flatMap(({ roleId }) =>
    semesterIds.map((semesterId) => ({ userId, roleId, semesterId })),
  );
  await db.insert(roleUser).values(values).onConflictDoNothing();
}

export async function recordLogin(db: Db, userId: string, ip: string): Promise<void> {
  await db
    .update(users)
    .set({ lastLoginAt: new Date(), lastLoginIp: ip })
    .where(eq(users.userId, userId));
}

export async function insertRefreshToken(db: Db, row: typeof refreshToken.$inferInsert) {
  await db.insert(refreshToken).values(row);
}

export async function findRefreshToken(db: Db, tokenHash: string) {
  const [row] = await db
    .select()
    .from(refreshToken)
    .where(eq(refreshToken.tokenHash, tokenHash))
    .limit(1);
  return row ?? null;
}

/** Marks a token used; false when another request used it first. */
export async function consumeRefreshToken(db: Db, tokenHash: string): Promise<boolean> {
  const rows = await db
    .update(refreshToken)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(refreshToken.tokenHash, tokenHash),
        isNull(refreshToken.usedAt),
        isNull(refreshToken.revokedAt),
      ),
    )
    .returning({ tokenHash: refreshToken.tokenHash });
  return rows.length === 1;
}

export async function revokeFamily(db: Db, familyId: string): Promise<void> {
  await db
    .update(refreshToken)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshToken.familyId, familyId), isNull(refreshToken.revokedAt)));
}

export async function revokeAllOfUser(db: Db, userId: string): Promise<void> {
  await db
    .update(refreshToken)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshToken.userId, userId), isNull(refreshToken.revokedAt)));
}

export async function deleteExpiredRefreshTokens(db: Db): Promise<void> {
  await db.delete(refreshToken).where(lte(refreshToken.expiresAt, new Date()));
}

/**
 * Counts one attempt in a fixed window and answers the count; a window older than
 * `windowMinutes` starts again at 1.
 */
export async function countAttempt(db: Db, key: string, windowMinutes: number): Promise<number> {
  const stale = sql`${loginThrottle.windowStart} < now() - make_interval(mins => ${windowMinutes})`;
  const [row] = await db
    .insert(loginThrottle)
    .values({ key, windowStart: sql`now()`, attempts: 1 })
    .onConflictDoUpdate({
      target: loginThrottle.key,
      set: {
        attempts: sql`case when ${stale} then 1 else ${loginThrottle.attempts} + 1 end`,
        windowStart: sql`case when ${stale} then now() else ${loginThrottle.windowStart} end`,
      },
    })
    .returning({ attempts: loginThrottle.attempts });
  return row?.attempts ?? 1;
}

export async function attemptsInWindow(
  db: Db,
  key: string,
  windowMinutes: number,
): Promise<number> {
  const [row] = await db
    .select({ attempts: loginThrottle.attempts })
    .from(loginThrottle)
    .where(
      and(
        eq(loginThrottle.key, key),
        sql`${loginThrottle.windowStart} >= now() - make_interval(mins => ${windowMinutes})`,
      ),
    )
    .limit(1);
  return row?.attempts ?? 0;
}

export async function clearAttempts(db: Db, key: string): Promise<void> {
  await db.delete(loginThrottle).where(eq(loginThrottle.key, key));
}
