import type { RegisterBody, SessionResponse } from '@erapor/shared/auth/auth.schemas';
import type { AppContext } from '../../app-context';
import { AppError } from '../../plugins/errors';
import { countSekolah, findSekolahByNpsn, insertSekolah } from '../sekolah/sekolah.repository';
import { defaultSemesterId } from '../semester/semester.usecases';
import { findUserByLogin } from './auth.repository';
import { hashPassword } from './password';
import { issueSession } from './session';
import { users } from './users.table';

/** Registration is open while the installation has no school, or when configured. */
export async function registrationAllowed(ctx: AppContext): Promise<boolean> {
  return ctx.env.registration || (await countSekolah(ctx.db)) === 0;
}

export async function registerSchool(
  ctx: AppContext,
  body: RegisterBody,
): Promise<SessionResponse> {
  if (!(await registrationAllowed(ctx))) {
    throw new AppError(
      403,
      'auth.registration_closed',
      'Pendaftaran sekolah baru tidak dibuka di instalasi ini. Hubungi pengelola server.',
    );
  }
  if (await findSekolahByNpsn(ctx.db, body.npsn)) {
    const message = `Sekolah dengan NPSN ${body.npsn} sudah terdaftar.`;
    throw new AppError(409, 'auth.npsn_taken', message, { npsn: message });
  }
  if (await findUserByLogin(ctx.db, body.email)) {
    const message = 'Email ini sudah dipakai akun lain.';
    throw new AppError(409, 'auth.email_taken', message, { email: message });
  }
  const passwordHash = await hashPassword(body.password);
  const semesterId = await defaultSemesterId(ctx.db);
  const admin = await ctx.db.transaction(async (tx) => {
    const school = await insertSekolah(tx, {
      npsn: body.npsn,
      nama: body.nama_sekolah,
      semesterId,
    });
    const [row] = await tx
      .insert(users)
      .values({ sekolahId: school.sekolahId, name: body.name, email: body.email, passwordHash })
      .returning();
    if (!row) throw new Error('insert users returned no row');
    return row;
  });
  return issueSession(ctx, admin, semesterId);
}
