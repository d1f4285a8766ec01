import { MANUAL_ROLES, ROLE_DISPLAY_NAMES, type RoleName } from '@erapor/shared/abilities/roles';
import type {
  JenisPengguna,
  ListPenggunaQuery,
  Pengguna,
  PenggunaDetail,
  PenggunaPage,
} from '@erapor/shared/pengguna/pengguna.schemas';
import type { AppContext } from '../../app-context';
import type { Session } from '../../plugins/access';
import { AppError, notFound } from '../../plugins/errors';
import { grantRoles, revokeAllOfUser } from '../auth/auth.repository';
import {
  findPengguna,
  listPengguna,
  revokeRole,
  rolesInSemester,
  rolesPerSemester,
  setInitialPassword,
  type PenggunaRow,
} from './pengguna.repository';
import { newInitialPassword, refreshAccountsAndRoles } from './pengguna.usecases';

type Scope = Pick<Session, 'userId' | 'sekolahId' | 'semesterId'>;

export function jenisOf(user: PenggunaRow): JenisPengguna {
  if (user.guruId) return 'PTK';
  if (user.pesertaDidikId) return 'PD';
  return 'Admin';
}

function toDto(user: PenggunaRow, roles: RoleName[]): Pengguna {
  return {
    user_id: user.userId,
    name: user.name,
    email: user.email,
    username: user.username,
    jenis: jenisOf(user),
    roles,
    last_login_at: user.lastLoginAt ? user.lastLoginAt.toISOString() : null,
    initial_password_unchanged: user.initialPasswordEnc !== null,
  };
}

export async function listAccounts(
  ctx: AppContext,
  scope: Scope,
  query: ListPenggunaQuery,
): Promise<PenggunaPage> {
  const { rows, total } = await listPengguna(ctx.db, scope.sekolahId, scope.semesterId, query);
  const roles = await rolesInSemester(
    ctx.db,
    rows.map((row) => row.userId),
    scope.semesterId,
  );
  return {
    data: rows.map((row) => toDto(row, roles.get(row.userId) ?? [])),
    total,
    page: query.page,
    per_page: query.per_page,
  };
}

async function requirePengguna(ctx: AppContext, scope: Scope, userId: string) {
  const user = await findPengguna(ctx.db, scope.sekolahId, userId);
  if (!user) throw notFound('Pengguna');
  return user;
}

export async function accountDetail(
  ctx: AppContext,
  scope: Scope,
  userId: string,
): Promise<PenggunaDetail> {
  const user = await requirePengguna(ctx, scope, userId);
  const perSemester = await rolesPerSemester(ctx.db, userId);
  const current = perSemester.find((entry) => entry.semester_id === scope.semesterId)?.roles ?? [];
  return {
    ...toDto(user, current),
    roles_per_semester: perSemester,
    addable_roles: user.guruId ? MANUAL_ROLES.filter((role) => !current.includes(role)) : [],
    semester_id: scope.semesterId,
  };
}

/** Waka, Kaprog and Penguji Internal are given by hand, only to staff, for the session's semester. */
export async function addManualRole(
  ctx: AppContext,
  scope: Scope,
  userId: string,
  role: RoleName,
): Promise<string> {
  const user = await requirePengguna(ctx, scope, userId);
  if (!user.guruId) {
    const message = `Peran ${ROLE_DISPLAY_NAMES[role]} hanya dapat diberikan kepada akun PTK.`;
    throw new AppError(422, 'pengguna.not_staff', message, { role: message });
  }
  await grantRoles(ctx.db, userId, [role], [scope.semesterId]);
  return `Peran ${ROLE_DISPLAY_NAMES[role]} ditambahkan untuk ${user.name}.`;
}

export async function removeRole(
  ctx: AppContext,
  scope: Scope,
  userId: string,
  role: RoleName,
): Promise<string> {
  const user = await requirePengguna(ctx, scope, userId);
  if (role === 'admin' && userId === scope.userId) {
    throw new AppError(
      422,
      'pengguna.own_admin',
      'Anda tidak dapat mencabut peran Administrator dari akun Anda sendiri.',
    );
  }
  if (!(await revokeRole(ctx.db, userId, role, scope.semesterId))) {
    throw new AppError(
      404,
      'pengguna.role_not_held',
      `${user.name} tidak memiliki peran ${ROLE_DISPLAY_NAMES[role]} di semester ini.`,
    );
  }
  return `Peran ${ROLE_DISPLAY_NAMES[role]} dicabut dari ${user.name}.`;
}

/**
 * A new first password, kept encrypted so the administrator can hand it out again (the XLSX) until
 * the user changes it; every session of the user ends.
 */
export async function resetPassword(ctx: AppContext, scope: Scope, userId: string) {
  const user = await requirePengguna(ctx, scope, userId);
  if (userId === scope.userId) {
    throw new AppError(
      422,
      'pengguna.own_password',
      'Kata sandi akun Anda sendiri diganti melalui halaman Profil.',
    );
  }
  const password = newInitialPassword();
  await setInitialPassword(ctx.db, userId, ctx.box.encrypt(password));
  await revokeAllOfUser(ctx.db, userId);
  return {
    message: `Kata sandi ${user.name} diatur ulang. Sampaikan kata sandi baru ini kepada pengguna.`,
    password,
  };
}

export async function generateAccounts(ctx: AppContext, scope: Scope) {
  const result = await refreshAccountsAndRoles(ctx.db, ctx.box, scope.sekolahId, scope.semesterId);
  return {
    message: `Pengguna diatur ulang: ${result.createdGuru} akun PTK baru, ${result.createdPd} akun peserta didik baru; peran semester ini dihitung ulang.`,
    created_guru: result.createdGuru,
    created_pd: result.createdPd,
  };
}
