import { randomUUID } from 'node:crypto';
import type { RoleName } from '@erapor/shared/abilities/roles';
import type { Db } from '../db/client';
import { grantRoles } from '../modules/auth/auth.repository';
import { hashPassword } from '../modules/auth/password';
import { users } from '../modules/auth/users.table';
import { insertSekolah } from '../modules/sekolah/sekolah.repository';

export const TEST_PASSWORD = 'rahasia-123';
let cachedHash: Promise<string> | null = null;

export async function createSchool(
  db: Db,
  values: { npsn?: string; nama?: string; semesterId?: string } = {},
) {
  return insertSekolah(db, {
    npsn: values.npsn ?? String(20_000_000 + Math.floor(Math.random() * 9_999_999)),
    nama: values.nama ?? 'SMK Negeri 1 Uji',
    semesterId: values.semesterId ?? '20261',
  });
}

export interface TestUserOptions {
  sekolahId: string;
  roles?: RoleName[];
  semesters?: string[];
  email?: string;
  username?: string | null;
  kind?: 'admin' | 'ptk' | 'pd';
  name?: string;
}

/** A user holding the given roles in the given semesters (default 20261). */
export async function createUser(db: Db, options: TestUserOptions) {
  cachedHash ??= hashPassword(TEST_PASSWORD);
  const kind = options.kind ?? (options.roles?.includes('siswa') ? 'pd' : 'ptk');
  const [user] = await db
    .insert(users)
    .values({
      sekolahId: options.sekolahId,
      name: options.name ?? `Pengguna ${kind}`,
      email: options.email ?? `${randomUUID()}@uji.sch.id`,
      username: options.username ?? null,
      passwordHash: await cachedHash,
      guruId: kind === 'ptk' ? randomUUID() : null,
      pesertaDidikId: kind === 'pd' ? randomUUID() : null,
    })
    .returning();
  if (!user) throw new Error('user not stored');
  await grantRoles(db, user.userId, options.roles ?? [], options.semesters ?? ['20261']);
  return user;
}
