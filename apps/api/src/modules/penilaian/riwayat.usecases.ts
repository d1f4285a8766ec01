import { and, desc, eq } from 'drizzle-orm';
import type { GradeHistoryEntry, GridKind } from '@erapor/shared/penilaian/grid.schemas';
import type { AppContext } from '../../app-context';
import type { Session } from '../../plugins/access';
import { AppError } from '../../plugins/errors';
import { users } from '../auth/users.table';
import { gradeHistory } from './penilaian.table';
import { findPembelajaran } from './penilaian.repository';
import { guruIdOfUser } from '../referensi/peserta-didik.repository';
import { gradeAccess, TABLES } from './grid.usecases';

const HISTORY_LIMIT = 500;

const KIND_OF_TABLE = new Map(
  Object.entries(TABLES).map(([kind, table]) => [table.name as string, kind as GridKind]),
);

/**
 * The history of a student's cells in a pembelajaran (one grid when `kind` is given, one column
 * when `kolom` is), newest first. Open to the teacher of the pembelajaran, the wali of its class,
 * the Waka and the administrator of the school.
 */
export async function riwayatSel(
  ctx: AppContext,
  session: Session,
  query: { pembelajaran_id: string; anggota_rombel_id: string; kolom?: string; kind?: GridKind },
): Promise<GradeHistoryEntry[]> {
  const target = await findPembelajaran(ctx.db, session, query.pembelajaran_id);
  if (!target) {
    throw new AppError(
      404,
      'penilaian.pembelajaran_not_found',
      'Mata pelajaran tidak ditemukan di semester ini.',
    );
  }
  if (gradeAccess(session, await guruIdOfUser(ctx.db, session.userId), target) === null) {
    throw new AppError(
      403,
      'penilaian.riwayat_forbidden',
      'Anda tidak berhak melihat riwayat nilai ini.',
    );
  }
  const rows = await ctx.db
    .select({
      id: gradeHistory.id,
      tabel: gradeHistory.tabel,
      kolom: gradeHistory.kolom,
      nilaiLama: gradeHistory.nilaiLama,
      nilaiBaru: gradeHistory.nilaiBaru,
      version: gradeHistory.version,
      oleh: users.name,
      sumber: gradeHistory.sumber,
      waktu: gradeHistory.createdAt,
    })
    .from(gradeHistory)
    .leftJoin(users, eq(users.userId, gradeHistory.userId))
    .where(
      and(
        eq(gradeHistory.sekolahId, session.sekolahId),
        eq(gradeHistory.pembelajaranId, target.pembelajaranId),
        eq(gradeHistory.anggotaRombelId, query.anggota_rombel_id),
        query.kolom ? eq(gradeHistory.kolom, query.kolom) : undefined,
        query.kind ? eq(gradeHistory.tabel, TABLES[query.kind].name) : undefined,
      ),
    )
    .orderBy(desc(gradeHistory.id))
    .limit(HISTORY_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    kind: KIND_OF_TABLE.get(row.tabel) ?? 'slm',
    kolom: row.kolom,
    nilai_lama: row.nilaiLama,
    nilai_baru: row.nilaiBaru,
    version: row.version,
    oleh: row.oleh,
    sumber: row.sumber as GradeHistoryEntry['sumber'],
    waktu: row.waktu.toISOString(),
  }));
}
