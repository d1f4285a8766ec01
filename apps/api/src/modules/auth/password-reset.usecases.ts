import { and, eq, gt, isNull } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { AppError } from '../../plugins/errors';
import { countAttempt, findUserById, findUserByLogin, revokeAllOfUser } from './auth.repository';
import { hashPassword } from './password';
import { newOpaqueToken, sha256 } from './session';
import { passwordReset } from './tokens.table';
import { users } from './users.table';

const RESET_TTL_MINUTES = 60;
const RESET_REQUESTS_PER_HOUR = 5;

export const RESET_REQUESTED_MESSAGE =
  'Jika akun tersebut terdaftar, tautan untuk mengatur ulang kata sandi telah dikirim ke email akun.';

/** Answers the same whether or not the account exists, so it cannot be used to probe accounts. */
export async function requestPasswordReset(ctx: AppContext, identifier: string): Promise<void> {
  const user = await findUserByLogin(ctx.db, identifier);
  if (!user || !user.active) return;
  if ((await countAttempt(ctx.db, `reset:${user.userId}`, 60)) > RESET_REQUESTS_PER_HOUR) return;
  const token = newOpaqueToken();
  await ctx.db.insert(passwordReset).values({
    tokenHash: sha256(token),
    userId: user.userId,
    expiresAt: new Date(Date.now() + RESET_TTL_MINUTES * 60_000),
  });
  const link = `${ctx.env.appUrl}/reset-password/${token}`;
  await ctx.mailer.send({
    to: user.email,
    subject: 'Atur ulang kata sandi e-Rapor SMK',
    text: [
      `Halo ${user.name},`,
      '',
      'Kami menerima permintaan untuk mengatur ulang kata sandi akun e-Rapor SMK Anda.',
      `Buka tautan berikut dalam ${RESET_TTL_MINUTES} menit untuk membuat kata sandi baru:`,
      link,
      '',
      'Abaikan email ini jika Anda tidak memintanya; kata sandi Anda tidak berubah.',
    ].join('\n'),
  });
}

async function validResetRow(ctx: AppContext, token: string) {
  const [row] = await ctx.db
    .select()
    .from(passwordReset)
    .where(
      and(
        eq(passwordReset.tokenHash, sha256(token)),
        isNull(passwordReset.usedAt),
        gt(passwordReset.expiresAt, new Date()),
      ),
    )
    .limit(1);
  if (!row) {
    throw new AppError(
      404,
      'auth.reset_token_invalid',
      'Tautan atur ulang kata sandi tidak berlaku atau sudah kedaluwarsa. Silakan minta tautan baru.',
    );
  }
  return row;
}

export async function emailForResetToken(ctx: AppContext, token: string): Promise<string> {
  const row = await validResetRow(ctx, token);
  const user = await findUserById(ctx.db, row.userId);
  if (!user) throw new AppError(404, 'auth.reset_token_invalid', 'Tautan tidak berlaku.');
  return user.email;
}

/** Sets the new password, forgets the initial one and signs the user out everywhere. */
export async function resetPassword(
  ctx: AppContext,
  token: string,
  password: string,
): Promise<void> {
  const row = await validResetRow(ctx, token);
  const passwordHash = await hashPassword(password);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(passwordReset)
      .set({ usedAt: new Date() })
      .where(eq(passwordReset.tokenHash, row.tokenHash));
    await tx
      .update(users)
      .set({ passwordHash, initialPasswordEnc: null, updatedAt: new Date() })
      .where(eq(users.userId, row.userId));
  });
  await revokeAllOfUser(ctx.db, row.userId);
}
