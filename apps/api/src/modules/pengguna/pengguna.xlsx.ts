import { finishListSheet, newWorkbook } from '../../lib/workbook';
import { describeRoles } from '@erapor/shared/abilities/roles';
import type { AppContext } from '../../app-context';
import type { Session } from '../../plugins/access';
import { allPenggunaOf, rolesInSemester } from './pengguna.repository';
import { jenisOf } from './pengguna-akses.usecases';

const JENIS_LABEL = { PTK: 'PTK', PD: 'Peserta Didik', Admin: 'Administrator' } as const;

/**
 * The account list to hand out: the first password appears only while it is still the one in use
 * (cleared when the user changes it).
 */
export async function accountsWorkbook(
  ctx: AppContext,
  scope: Pick<Session, 'sekolahId' | 'semesterId'>,
): Promise<Buffer> {
  const accounts = await allPenggunaOf(ctx.db, scope.sekolahId);
  const roles = await rolesInSemester(
    ctx.db,
    accounts.map((account) => account.userId),
    scope.semesterId,
  );
  const workbook = await newWorkbook();
  workbook.creator = 'e-Rapor SMK';
  const sheet = workbook.addWorksheet('Akun Pengguna');
  sheet.columns = [
    { header: 'No', key: 'no', width: 6 },
    { header: 'Nama', key: 'name', width: 36 },
    { header: 'Jenis', key: 'jenis', width: 16 },
    { header: 'Nama Pengguna', key: 'username', width: 18 },
    { header: 'Email', key: 'email', width: 36 },
    { header: 'Kata Sandi Awal', key: 'password', width: 18 },
    { header: 'Peran', key: 'roles', width: 40 },
  ];
  accounts.forEach((account, index) => {
    const password = account.initialPasswordEnc
      ? (ctx.box.decrypt(account.initialPasswordEnc) ?? '')
      : '';
    sheet.addRow({
      no: index + 1,
      name: account.name,
      jenis: JENIS_LABEL[jenisOf(account)],
      username: account.username ?? '',
      email: account.email,
      password,
      roles: describeRoles(roles.get(account.userId) ?? []),
    });
  });
  finishListSheet(sheet);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
