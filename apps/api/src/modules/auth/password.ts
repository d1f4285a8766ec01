import { hash, verify } from '@node-rs/argon2';

/** Argon2id (the library's `Algorithm.Argon2id`, a const enum that cannot be imported here). */
const OPTIONS = { algorithm: 2 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

let dummyHash: Promise<string> | null = null;

/**
 * Verifies a password. Without a stored hash (unknown user) it still spends the same work on a
 * dummy hash, so a wrong user and a wrong password cannot be told apart by timing.
 */
export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  if (!stored) {
    dummyHash ??= hashPassword('dummy-password-for-timing');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}
