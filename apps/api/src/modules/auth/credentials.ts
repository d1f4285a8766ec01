import { timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import type { UserRow } from './auth.repository';
import { hashPassword, verifyPassword } from './password';
import { users } from './users.table';

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Checks a user's password. Generated accounts have no hash until their first sign-in (hashing a
 * thousand first passwords would make every pull slow): their initial password is compared, then
 * hashed and stored. The argon2 work is spent either way, so timing tells nothing.
 */
export async function checkPassword(
  ctx: AppContext,
  user: UserRow | null,
  password: string,
): Promise<boolean> {
  if (user?.passwordHash) return verifyPassword(user.passwordHash, password);
  await verifyPassword(null, password);
  const initial = user?.initialPasswordEnc ? ctx.box.decrypt(user.initialPasswordEnc) : null;
  if (!user || !initial || !sameText(initial, password)) return false;
  await ctx.db
    .update(users)
    .set({ passwordHash: await hashPassword(password) })
    .where(eq(users.userId, user.userId));
  return true;
}
