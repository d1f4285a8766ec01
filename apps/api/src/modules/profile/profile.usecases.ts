import { and, eq, ne, sql } from 'drizzle-orm';
import { PHOTO_MAX_BYTES } from '@erapor/shared/auth/profile.schemas';
import type { AppContext } from '../../app-context';
import { AppError, notFound } from '../../plugins/errors';
import { findUserById } from '../auth/auth.repository';
import { checkPassword } from '../auth/credentials';
import { hashPassword } from '../auth/password';
import { users } from '../auth/users.table';

export async function requireUser(ctx: AppContext, userId: string) {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw notFound('Pengguna');
  return user;
}

export async function updateProfile(
  ctx: AppContext,
  userId: string,
  values: { name: string; email: string },
): Promise<void> {
  const [taken] = await ctx.db
    .select({ userId: users.userId })
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${values.email})`, ne(users.userId, userId)))
    .limit(1);
  if (taken) {
    const message = 'Email ini sudah dipakai akun lain.';
    throw new AppError(409, 'profile.email_taken', message, { email: message });
  }
  await ctx.db
    .update(users)
    .set({ name: values.name, email: values.email, updatedAt: new Date() })
    .where(eq(users.userId, userId));
}

export async function changePassword(
  ctx: AppContext,
  userId: string,
  current: string,
  next: string,
): Promise<void> {
  const user = await requireUser(ctx, userId);
  if (!(await checkPassword(ctx, user, current))) {
    const message = 'Kata sandi saat ini salah.';
    throw new AppError(422, 'profile.wrong_password', message, { current_password: message });
  }
  await ctx.db
    .update(users)
    .set({
      passwordHash: await hashPassword(next),
      initialPasswordEnc: null,
      updatedAt: new Date(),
    })
    .where(eq(users.userId, userId));
}

/** Recognises JPEG and PNG by their first bytes, not by the name or the declared type. */
export function detectImageType(bytes: Uint8Array): 'image/jpeg' | 'image/png' | null {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (png.every((byte, i) => bytes[i] === byte)) return 'image/png';
  return null;
}

export async function savePhoto(ctx: AppContext, userId: string, bytes: Uint8Array): Promise<void> {
  if (bytes.length > PHOTO_MAX_BYTES) {
    const message = 'Ukuran foto paling besar 1 MB.';
    throw new AppError(413, 'profile.photo_too_large', message, { photo: message });
  }
  const mime = detectImageType(bytes);
  if (!mime) {
    const message = 'Foto harus berupa gambar JPG atau PNG.';
    throw new AppError(422, 'profile.photo_type', message, { photo: message });
  }
  await ctx.db
    .update(users)
    .set({ photo: bytes, photoMime: mime, updatedAt: new Date() })
    .where(eq(users.userId, userId));
}

export async function deletePhoto(ctx: AppContext, userId: string): Promise<void> {
  await ctx.db
    .update(users)
    .set({ photo: null, photoMime: null, updatedAt: new Date() })
    .where(eq(users.userId, userId));
}
