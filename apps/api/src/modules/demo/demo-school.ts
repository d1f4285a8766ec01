import { writeFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import type { RoleName } from '@erapor/shared/abilities/roles';
import { tahunAjaranOf } from '@erapor/shared/semester/semester';
import type { Db } from '../../db/client';
import { grantRoles } from '../auth/auth.repository';
import { hashPassword } from '../auth/password';
import { users } from '../auth/users.table';
import { countSekolah, insertSekolah } from '../sekolah/sekolah.repository';
import { defaultSemesterId } from '../semester/semester.usecases';

/** Every demo account shares this password; it is printed at start and listed in the README. */
export const DEMO_PASSWORD = 'demo12345';
export const DEMO_NPSN = '99999999';

interface DemoAccount {
  key: string;
  name: string;
  username: string;
  email: string;
  roles: RoleName[];
  kind: 'admin' | 'ptk' | 'pd';
}

/** One account per role so each menu can be tried; teachers also hold `guru`, as in a school. */
const ACCOUNTS: DemoAccount[] = [
  {
    key: 'admin',
    name: 'Operator Sekolah Demo',
    username: 'admin@demo.erapor.id',
    email: 'admin@demo.erapor.id',
    roles: [],
    kind: 'admin',
  },
  {
    key: 'tu',
    name: 'Rina Marlina',
    username: '7001000000000001',
    email: 'tu@demo.erapor.id',
    roles: ['tu'],
    kind: 'ptk',
  },
  {
    key: 'guru',
    name: 'Budi Santoso, S.Pd.',
    username: '7001000000000002',
    email: 'guru@demo.erapor.id',
    roles: ['guru'],
    kind: 'ptk',
  },
  {
    key: 'wali',
    name: 'Siti Nurhaliza, S.Pd.',
    username: '7001000000000003',
    email: 'wali@demo.erapor.id',
    roles: ['guru', 'wali'],
    kind: 'ptk',
  },
  {
    key: 'waka',
    name: 'Drs. Agus Salim',
    username: '7001000000000004',
    email: 'waka@demo.erapor.id',
    roles: ['guru', 'waka'],
    kind: 'ptk',
  },
  {
    key: 'kaprog',
    name: 'Ir. Dewi Lestari',
    username: '7001000000000005',
    email: 'kaprog@demo.erapor.id',
    roles: ['guru', 'kaprog'],
    kind: 'ptk',
  },
  {
    key: 'internal',
    name: 'Hendra Gunawan, S.T.',
    username: '7001000000000006',
    email: 'internal@demo.erapor.id',
    roles: ['guru', 'internal'],
    kind: 'ptk',
  },
  {
    key: 'pembina_ekskul',
    name: 'Yusuf Maulana, S.Or.',
    username: '7001000000000007',
    email: 'ekskul@demo.erapor.id',
    roles: ['guru', 'pembina_ekskul'],
    kind: 'ptk',
  },
  {
    key: 'pembimbing',
    name: 'Ratna Sari, S.Kom.',
    username: '7001000000000008',
    email: 'pembimbing@demo.erapor.id',
    roles: ['guru', 'pembimbing'],
    kind: 'ptk',
  },
  {
    key: 'guru-p5',
    name: 'Made Wirawan, S.Pd.',
    username: '7001000000000009',
    email: 'p5@demo.erapor.id',
    roles: ['guru', 'guru-p5'],
    kind: 'ptk',
  },
  {
    key: 'siswa',
    name: 'Ahmad Fauzi',
    username: '0081234561',
    email: 'siswa@demo.erapor.id',
    roles: ['siswa'],
    kind: 'pd',
  },
];

const MORE_STUDENTS = [
  ['Putri Ayu Lestari', '0081234562'],
  ['Rizky Pratama', '0081234563'],
  ['Nur Aisyah', '0081234564'],
  ['Kevin Wijaya', '0081234565'],
];

export type DemoLogins = Record<string, { username: string; password: string }>;

/**
 * Creates the demo school on an empty embedded database. Its roles are granted for both semesters
 * of the current school year so the genap-only menus (Kenaikan Kelas) can be tried too.
 */
export async function createDemoSchool(db: Db, dataDir: string): Promise<DemoLogins | null> {
  if ((await countSekolah(db)) > 0) return null;
  const semesterId = await defaultSemesterId(db);
  const year = tahunAjaranOf(semesterId);
  const semesters = [`${year}1`, `${year}2`];
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const students = MORE_STUDENTS.map(([name, nisn]) => ({
    key: `siswa-${nisn}`,
    name: name ?? '',
    username: nisn ?? '',
    email: `${nisn}@demo.erapor.id`,
    roles: ['siswa'] as RoleName[],
    kind: 'pd' as const,
  }));
  await db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const school = await insertSekolah(tx, {
      npsn: DEMO_NPSN,
      nama: 'SMK Demo e-Rapor (Sekolah Contoh)',
      alamat: 'Jl. Pendidikan No. 1, Kota Contoh — data demo, bukan sekolah sungguhan',
      semesterId,
      isDemo: true,
    });
    for (const account of [...ACCOUNTS, ...students]) {
      const [user] = await tx
        .insert(users)
        .values({
          sekolahId: school.sekolahId,
          name: account.name,
          email: account.email,
          username: account.kind === 'admin' ? null : account.username,
          passwordHash,
          guruId: account.kind === 'ptk' ? randomUUID() : null,
          pesertaDidikId: account.kind === 'pd' ? randomUUID() : null,
        })
        .returning({ userId: users.userId });
      if (!user) throw new Error('demo user not stored');
      await grantRoles(
        tx,
        user.userId,
        account.kind === 'admin' ? ['admin'] : account.roles,
        semesters,
      );
    }
  });
  const logins: DemoLogins = {};
  for (const account of ACCOUNTS)
    logins[account.key] = { username: account.username, password: DEMO_PASSWORD };
  await writeFile(resolve(dataDir, 'demo-accounts.json'), `${JSON.stringify(logins, null, 2)}\n`);
  return logins;
}
