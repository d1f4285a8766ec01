import { newWorkbook } from '../../lib/workbook';
import type { PasswordPdItem } from '@erapor/shared/referensi/peserta-didik.schemas';
import type { AppContext } from '../../app-context';
import type { Session } from '../../plugins/access';
import { AppError } from '../../plugins/errors';
import { findSekolah } from '../auth/auth.repository';
import {
  guruIdOfUser,
  createPdQueries,
  type PasswordQuery,
  type PdScope,
} from './peserta-didik.repository';

/** The administrator sees every student's account; a wali those of his classes; nobody else. */
async function accountScope(ctx: AppContext, session: Session): Promise<PdScope> {
  if (session.roles.includes('admin')) return { kind: 'school' };
  if (session.roles.includes('wali')) {
    return { kind: 'wali', guruId: await guruIdOfUser(ctx.db, session.userId) };
  }
  throw new AppError(
    403,
    'auth.forbidden',
    'Hanya administrator dan wali kelas yang dapat melihat kata sandi peserta didik.',
  );
}

type AccountRow = Awaited<
  ReturnType<ReturnType<typeof createPdQueries>['accounts']>
>['rows'][number];

function toItem(ctx: AppContext, row: AccountRow): PasswordPdItem {
  return {
    peserta_didik_id: row.pesertaDidikId,
    nama: row.nama,
    nisn: row.nisn,
    kelas: row.kelas,
    username: row.username,
    email: row.email,
    password: row.initialPasswordEnc ? ctx.box.decrypt(row.initialPasswordEnc) : null,
    has_account: row.userId !== null,
    last_login_at: row.lastLoginAt ? row.lastLoginAt.toISOString() : null,
  };
}

export async function listAccounts(ctx: AppContext, session: Session, query: PasswordQuery) {
  const scope = await accountScope(ctx, session);
  const queries = createPdQueries(ctx.db, session.sekolahId, session.semesterId);
  const [{ rows, total }, sekolah] = await Promise.all([
    queries.accounts(scope, query, true),
    findSekolah(ctx.db, session.sekolahId),
  ]);
  return {
    data: rows.map((row) => toItem(ctx, row)),
    total,
    page: query.page,
    per_page: query.per_page,
    sekolah: sekolah?.nama ?? '',
  };
}

/** Every matching account in one sheet, for printing or handing over to the class. */
export async function accountsWorkbook(
  ctx: AppContext,
  session: Session,
  query: PasswordQuery,
): Promise<Buffer> {
  const scope = await accountScope(ctx, session);
  const queries = createPdQueries(ctx.db, session.sekolahId, session.semesterId);
  const [{ rows }, sekolah] = await Promise.all([
    queries.accounts(scope, query, false),
    findSekolah(ctx.db, session.sekolahId),
  ]);
  const workbook = await newWorkbook();
  workbook.creator = 'e-Rapor SMK';
  const sheet = workbook.addWorksheet('Password PD');
  sheet.addRow([`Akun Peserta Didik — ${sekolah?.nama ?? ''}`]).font = { bold: true, size: 13 };
  sheet.addRow([]);
  const header = sheet.addRow([
    'No',
    'Nama',
    'NISN',
    'Kelas',
    'Nama Pengguna',
    'Email',
    'Kata Sandi',
    'Terakhir Masuk',
  ]);
  header.font = { bold: true };
  rows.forEach((row, index) => {
    const item = toItem(ctx, row);
    sheet.addRow([
      index + 1,
      item.nama,
      item.nisn ?? '',
      item.kelas ?? 'Belum masuk rombel',
      item.username ?? '',
      item.email ?? '',
      !item.has_account ? 'Belum ada akun' : (item.password ?? 'Sudah diganti'),
      row.lastLoginAt ?? '',
    ]);
  });
  const widths = [6, 32, 14, 16, 18, 32, 16, 20];
  widths.forEach((width, index) => (sheet.getColumn(index + 1).width = width));
  sheet.getColumn(8).numFmt = 'dd/mm/yyyy hh:mm';
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
