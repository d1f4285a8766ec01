import { and, desc, eq, sql } from 'drizzle-orm';
import {
  RIWAYAT_LEMBAR_CELLS,
  RIWAYAT_LEMBAR_SAVES,
  type GradeHistoryEntry,
  type GradeSaveEntry,
  type GridKind,
} from '@erapor/shared/penilaian/grid.schemas';
import type { AppContext } from '../../app-context';
import type { Session } from '../../plugins/access';
import { AppError } from '../../plugins/errors';
import { users } from '../auth/users.table';
import { isoTime, microseconds } from './grade-store';
import { gradeHistory, penyesuaianPersetujuan } from './penilaian.table';
import {
  keputusanColumns,
  keputusanDitarikOf,
  persetujuanDto,
  penyetuju,
} from './persetujuan.repository';
import { executePrepared, jsonValue } from './prepared-sql';
import { findPembelajaran, type PembelajaranRow } from './penilaian.repository';
import { guruIdOfUser } from '../referensi/peserta-didik.repository';
import { kompetensiOf } from './grid-shape';
import { gradeAccess, TABLES } from './grid.usecases';

const HISTORY_LIMIT = 500;

/** The sources of a change the Waka decides on. */
const PENYESUAIAN = new Set<string>(['remedial', 'adjust']);

const KIND_OF_TABLE = new Map(
  Object.entries(TABLES).map(([kind, table]) => [table.name as string, kind as GridKind]),
);

/**
 * A grid column as its history rows name it. A final grade (the Nilai Akhir grid's column
 * `nilai`) is stored, and recorded, under the kompetensi of its pembelajaran (4, 1 or 99); every
 * other grid's column key is the recorded one.
 */
function recordedKolom(kind: GridKind | undefined, kolom: string, target: PembelajaranRow) {
  return kind === 'nilai-akhir' && kolom === 'nilai' ? String(kompetensiOf(target)) : kolom;
}

/** The grid column of a history row (the reverse of recordedKolom). */
const gridKolom = (tabel: string, kolom: string) =>
  tabel === TABLES['nilai-akhir'].name ? 'nilai' : kolom;

/**
 * The pembelajaran whose history is asked for, refused (404, 403) unless the signed-in user is its
 * teacher, the wali of its class, the Waka or the administrator of the school.
 */
async function historyTarget(ctx: AppContext, session: Session, pembelajaranId: string) {
  const target = await findPembelajaran(ctx.db, session, pembelajaranId);
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
  return target;
}

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
  const target = await historyTarget(ctx, session, query.pembelajaran_id);
  const rows = await ctx.db
    .select({
      id: gradeHistory.id,
      tabel: gradeHistory.tabel,
      kolom: gradeHistory.kolom,
      nilaiLama: gradeHistory.nilaiLama,
      nilaiBaru: gradeHistory.nilaiBaru,
      version: gradeHistory.version,
      oleh: users.name,
      olehId: gradeHistory.userId,
      sumber: gradeHistory.sumber,
      alasan: gradeHistory.alasan,
      waktu: gradeHistory.createdAt,
      ...keputusanColumns,
    })
    .from(gradeHistory)
    .leftJoin(users, eq(users.userId, gradeHistory.userId))
    .leftJoin(penyesuaianPersetujuan, eq(penyesuaianPersetujuan.gradeHistoryId, gradeHistory.id))
    .leftJoin(penyetuju, eq(penyetuju.userId, penyesuaianPersetujuan.userId))
    .where(
      and(
        eq(gradeHistory.sekolahId, session.sekolahId),
        eq(gradeHistory.pembelajaranId, target.pembelajaranId),
        eq(gradeHistory.anggotaRombelId, query.anggota_rombel_id),
        query.kolom
          ? eq(gradeHistory.kolom, recordedKolom(query.kind, query.kolom, target))
          : undefined,
        query.kind ? eq(gradeHistory.tabel, TABLES[query.kind].name) : undefined,
      ),
    )
    .orderBy(desc(gradeHistory.id))
    .limit(HISTORY_LIMIT);
  // decisions taken back are read only for the remedials and adjustments listed
  const ditarik = await keputusanDitarikOf(
    ctx.db,
    rows.filter((row) => PENYESUAIAN.has(row.sumber)).map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    kind: KIND_OF_TABLE.get(row.tabel) ?? 'slm',
    kolom: gridKolom(row.tabel, row.kolom),
    nilai_lama: row.nilaiLama,
    nilai_baru: row.nilaiBaru,
    version: row.version,
    oleh: row.oleh,
    // a name cannot tell the asking user's own change (two teachers may share one): the id does
    oleh_anda: row.olehId === session.userId,
    sumber: row.sumber as GradeHistoryEntry['sumber'],
    alasan: row.alasan,
    waktu: row.waktu.toISOString(),
    // a remedial or an adjustment carries the Waka's decision (none yet: null)
    ...(PENYESUAIAN.has(row.sumber) ? { persetujuan: persetujuanDto(row) } : {}),
    ...(ditarik.has(row.id) ? { ditarik: ditarik.get(row.id) } : {}),
  }));
}

/**
 * The saves of one grid of a pembelajaran, newest first (RIWAYAT_LEMBAR_SAVES at a time; with
 * `sebelum`, those older than that save), each with its changed cells: a save
 * (a grid save, a template import, a generated or reset set) writes all its history rows in one
 * transaction, so they share its time, user and source. Open to whoever may see the cells'
 * history (historyTarget). One scan of the pembelajaran's history of that grid.
 */
export async function riwayatLembar(
  ctx: AppContext,
  session: Session,
  query: { pembelajaran_id: string; kind: GridKind; sebelum?: number },
): Promise<GradeSaveEntry[]> {
  const target = await historyTarget(ctx, session, query.pembelajaran_id);
  const h = sql`grade_history`;
  const where = sql`${h}.sekolah_id = ${session.sekolahId}
    and ${h}.pembelajaran_id = ${target.pembelajaranId}
    and ${h}.tabel = ${TABLES[query.kind].name}`;
  const rows = await executePrepared<{
    waktu: string;
    oleh: string | null;
    sumber: GradeSaveEntry['sumber'];
    alasan: string | null;
    jumlah_sel: number;
    jumlah_siswa: number;
    sel: unknown;
    kursor: string;
  }>(
    ctx.db,
    sql`with moments as (
          -- the moments of the page: saves made at the same moment (a template import and the
          -- typed cells of one save) are never split between two pages
          select distinct created_at from ${h} where ${where}
            and (${query.sebelum ?? null}::bigint is null
                 or ${microseconds(sql`${h}.created_at`)} < ${query.sebelum ?? null}::bigint)
          order by created_at desc
          limit ${RIWAYAT_LEMBAR_SAVES}
        ), saves as (
          select created_at, user_id, sumber, max(alasan) as alasan, count(*)::int as n,
                 count(distinct anggota_rombel_id)::int as siswa
          from ${h} where ${where} and created_at in (select created_at from moments)
          group by created_at, user_id, sumber
        ), cells as (
          select s.created_at, s.user_id, s.sumber,
                 json_build_array(${h}.anggota_rombel_id, ${h}.kolom, ${h}.nilai_lama, ${h}.nilai_baru) as cell,
                 row_number() over (partition by s.created_at, s.user_id, s.sumber order by ${h}.id) as nomor
          from ${h}
          join saves as s on s.created_at = ${h}.created_at and s.sumber = ${h}.sumber
                          and s.user_id is not distinct from ${h}.user_id
          where ${where}
        )
        select ${isoTime(sql`s.created_at`)} as waktu, u.name as oleh, s.sumber, s.alasan,
               s.n as jumlah_sel, s.siswa as jumlah_siswa,
               ${microseconds(sql`s.created_at`)}::text as kursor,
               (select json_agg(c.cell order by c.nomor) from cells as c
                where c.created_at = s.created_at and c.sumber = s.sumber
                  and c.user_id is not distinct from s.user_id
                  and c.nomor <= ${RIWAYAT_LEMBAR_CELLS}) as sel
        from saves as s
        left join users as u on u.user_id = s.user_id
        order by s.created_at desc, s.sumber`,
  );
  return rows.map((row) => ({
    waktu: row.waktu,
    oleh: row.oleh,
    sumber: row.sumber,
    alasan: row.alasan,
    jumlah_sel: row.jumlah_sel,
    jumlah_siswa: row.jumlah_siswa,
    kursor: Number(row.kursor),
    sel: jsonValue<[string, string, string | null, string | null][]>(row.sel, []).map(
      ([anggota, kolom, lama, baru]) => ({
        anggota_rombel_id: anggota,
        kolom: gridKolom(TABLES[query.kind].name, kolom),
        lama,
        baru,
      }),
    ),
  }));
}
