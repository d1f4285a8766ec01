import type { LoginBody, SessionResponse } from '@erapor/shared/auth/auth.schemas';
import type { AppContext } from '../../app-context';
import { AppError } from '../../plugins/errors';
import {
  attemptsInWindow,
  clearAttempts,
  consumeRefreshToken,
  countAttempt,
  findRefreshToken,
  findSekolah,
  findUserById,
  findUserByLogin,
  recordLogin,
  revokeFamily,
} from './auth.repository';
import { checkPassword } from './credentials';
import { issueSession, sha256 } from './session';

const INVALID_CREDENTIALS = 'Email/nama pengguna atau kata sandi salah.';

/** A refresh token used again within this many seconds is a race between tabs, not a theft. */
const REUSE_GRACE_SECONDS = 30;

function tooManyAttempts(minutes: number): AppError {
  return new AppError(
    429,
    'auth.rate_limited',
    `Terlalu banyak percobaan masuk. Tunggu ${minutes} menit lalu coba lagi.`,
  );
}

export async function login(
  ctx: AppContext,
  body: LoginBody,
  ip: string,
): Promise<SessionResponse> {
  const { db, env } = ctx;
  const window = env.loginWindowMinutes;
  const accountKey = `account:${body.email.toLowerCase()}`;
  if ((await countAttempt(db, `address:${ip}`, window)) > env.loginMaxPerAddress) {
    throw tooManyAttempts(window);
  }
  const failures = await attemptsInWindow(db, accountKey, window);
  if (failures >= env.loginMaxFailuresPerAccount) throw tooManyAttempts(window);
  const user = await findUserByLogin(db, body.email);
  const passwordOk = await checkPassword(ctx, user, body.password);
  if (!user || !passwordOk || !user.active) {
    await countAttempt(db, accountKey, window);
    throw new AppError(401, 'auth.invalid_credentials', INVALID_CREDENTIALS);
  }
  if (failures > 0) await clearAttempts(db, accountKey);
  const sekolahRow = await findSekolah(db, user.sekolahId);
  const semesterId = body.semester_id ?? sekolahRow?.semesterId;
  if (!semesterId)
    throw new AppError(401, 'auth.no_school', 'Akun ini tidak terhubung ke sekolah.');
  const session = await issueSession(ctx, user, semesterId);
  await recordLogin(db, user.userId, ip);
  return session;
}

const REFRESH_INVALID = 'Sesi tidak berlaku lagi. Silakan masuk kembali.';

/**
 * Rotates a refresh token. A token presented twice means it may have been stolen: the whole
 * family is revoked, so both the thief and the owner must sign in again.
 */
export async function rotateRefreshToken(
  ctx: AppContext,
  presented: string,
  semesterId?: string,
  expectedUserId?: string,
): Promise<SessionResponse> {
  const tokenHash = sha256(presented);
  const row = await findRefreshToken(ctx.db, tokenHash);
  if (!row || row.revokedAt || row.expiresAt.getTime() <= Date.now()) {
    throw new AppError(401, 'auth.refresh_invalid', REFRESH_INVALID);
  }
  if (expectedUserId && row.userId !== expectedUserId) {
    throw new AppError(401, 'auth.refresh_invalid', REFRESH_INVALID);
  }
  if (row.usedAt || !(await consumeRefreshToken(ctx.db, tokenHash))) {
    const usedAt = row.usedAt ?? new Date();
    if (Date.now() - usedAt.getTime() > REUSE_GRACE_SECONDS * 1000) {
      await revokeFamily(ctx.db, row.familyId);
      throw new AppError(401, 'auth.refresh_reused', REFRESH_INVALID);
    }
    throw new AppError(401, 'auth.refresh_superseded', REFRESH_INVALID);
  }
  const user = await findUserById(ctx.db, row.userId);
  if (!user || !user.active) throw new AppError(401, 'auth.refresh_invalid', REFRESH_INVALID);
  return issueSession(ctx, user, semesterId ?? row.semesterId, row.familyId);
}

export async function logout(ctx: AppContext, presented: string | undefined): Promise<void> {
  if (!presented) return;
  const row = await findRefreshToken(ctx.db, sha256(presented));
  if (row) await revokeFamily(ctx.db, row.familyId);
}
