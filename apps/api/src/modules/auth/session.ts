import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { defineRulesFor } from '@erapor/shared/abilities/define-ability';
import { describeRoles } from '@erapor/shared/abilities/roles';
import type { SessionResponse, UserData } from '@erapor/shared/auth/auth.schemas';
import type { AppContext } from '../../app-context';
import { AppError } from '../../plugins/errors';
import {
  findSekolah,
  grantRoles,
  insertRefreshToken,
  rolesOf,
  type UserRow,
} from './auth.repository';
import { findSemester } from '../semester/semester.repository';

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** A user without a teacher or student record is the school's administrator. */
function isAdministratorAccount(user: UserRow): boolean {
  return !user.guruId && !user.pesertaDidikId;
}

export async function requireSemester(ctx: AppContext, semesterId: string) {
  const row = await findSemester(ctx.db, semesterId);
  if (!row) {
    throw new AppError(422, 'auth.unknown_semester', `Semester ${semesterId} tidak dikenal.`, {
      semester_id: `Semester ${semesterId} tidak dikenal.`,
    });
  }
  return row;
}

/** userData for one semester: roles, display role, CASL rules, school and semester. */
export async function buildUserData(
  ctx: AppContext,
  user: UserRow,
  semesterId: string,
): Promise<UserData> {
  const semesterRow = await requireSemester(ctx, semesterId);
  if (isAdministratorAccount(user)) {
    await grantRoles(ctx.db, user.userId, ['admin'], [semesterId]);
  }
  const [roles, sekolahRow] = await Promise.all([
    rolesOf(ctx.db, user.userId, semesterId),
    findSekolah(ctx.db, user.sekolahId),
  ]);
  if (!sekolahRow)
    throw new AppError(401, 'auth.no_school', 'Akun ini tidak terhubung ke sekolah.');
  return {
    user_id: user.userId,
    name: user.name,
    email: user.email,
    username: user.username,
    roles,
    role: describeRoles(roles) || 'Pengguna',
    ability: defineRulesFor(roles, semesterId),
    sekolah: {
      sekolah_id: sekolahRow.sekolahId,
      npsn: sekolahRow.npsn,
      nama: sekolahRow.nama,
      is_demo: sekolahRow.isDemo,
    },
    semester: {
      semester_id: semesterRow.semesterId,
      tahun_ajaran_id: semesterRow.tahunAjaranId,
      nama: semesterRow.nama,
      semester: semesterRow.semester,
      periode_aktif: semesterRow.semesterId === sekolahRow.semesterId,
    },
    has_photo: user.photo !== null,
    last_login_at: user.lastLoginAt ? user.lastLoginAt.toISOString() : null,
  };
}

/** Issues an access token and a fresh refresh token (in the given family, or a new one). */
export async function issueSession(
  ctx: AppContext,
  user: UserRow,
  semesterId: string,
  familyId: string = randomUUID(),
): Promise<SessionResponse> {
  const userData = await buildUserData(ctx, user, semesterId);
  const refreshToken = newOpaqueToken();
  const expiresAt = new Date(Date.now() + ctx.env.refreshTokenTtlDays * 86_400_000);
  await insertRefreshToken(ctx.db, {
    tokenHash: sha256(refreshToken),
    familyId,
    userId: user.userId,
    semesterId,
    expiresAt,
  });
  const accessToken = await ctx.tokens.sign({
    userId: user.userId,
    sekolahId: user.sekolahId,
    semesterId,
    roles: userData.roles,
  });
  return { userData, accessToken, refreshToken };
}
