import { and, asc, eq, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { AGAMA_OF_MAPEL_JSON } from '@erapor/shared/penilaian/mapel-khusus';
import type { Db } from '../../db/client';
import { users } from '../auth/users.table';
import { tpMapel, tujuanPembelajaran } from '../kurikulum/kurikulum.table';
import { pesertaDidik } from '../peserta-didik/peserta-didik.table';
import { agama as refAgama, kelompok, kurikulum } from '../referensi/referensi.table';
import { anggotaRombel, pembelajaran, rombonganBelajar } from '../rombel/rombel.table';
import { isMerdeka } from '../referensi/rombel.repository';
import {
  BATAS_PENILAIAN_KEY,
  BATAS_PTS_KEY,
  batasLewatSql,
  gradingOpenSql,
  parseBatasLewat,
  statusLockSql,
  type BatasLewat,
  type GradingWindow,
  type PembelajaranScope,
} from './grading-status.repository';
import { parseRows, rowsJsonSql, type GradeTable, type StoredRow } from './grade-store';
import { executePrepared, jsonValue } from './prepared-sql';
import { penyesuaianPersetujuan } from './penilaian.table';

/** What grading needs to know of a pembelajaran (its class, curriculum, sub-subjects). */
const targetFields = {
  pembelajaranId: pembelajaran.pembelajaranId,
  namaMataPelajaran: pembelajaran.namaMataPelajaran,
  mataPelajaranId: pembelajaran.mataPelajaranId,
  guruId: pembelajaran.guruId,
  guruPengajarId: pembelajaran.guruPengajarId,
  kelompokId: pembelajaran.kelompokId,
  noUrut: pembelajaran.noUrut,
  indukPembelajaranId: pembelajaran.indukPembelajaranId,
  bobotSumatifMateri: pembelajaran.bobotSumatifMateri,
  bobotSumatifAkhir: pembelajaran.bobotSumatifAkhir,
  rombonganBelajarId: rombonganBelajar.rombonganBelajarId,
  rombel: rombonganBelajar.nama,
  tingkat: rombonganBelajar.tingkat,
  waliGuruId: rombonganBelajar.guruId,
  kunciNilai: rombonganBelajar.kunciNilai,
  merdeka: isMerdeka,
  // Sub-subjects sit in their parent's class (Dapodik nests them under it): the class narrows
  // the search to its own pembelajaran (indexed) instead of every pembelajaran of every school.
  punyaSubMapel: sql<boolean>`exists (
    select 1 from ${pembelajaran} as anak
    where anak.rombongan_belajar_id = ${pembelajaran.rombonganBelajarId}
      and anak.induk_pembelajaran_id = ${pembelajaran.pembelajaranId}
      and anak.deleted_at is null)`,
};

const targetWhere = (scope: PembelajaranScope, pembelajaranId: string) =>
  and(
    eq(pembelajaran.pembelajaranId, pembelajaranId),
    eq(pembelajaran.sekolahId, scope.sekolahId),
    eq(pembelajaran.semesterId, scope.semesterId),
    isNull(pembelajaran.deletedAt),
    isNull(rombonganBelajar.deletedAt),
  );

/** A pembelajaran of the session's school and semester with what grading needs to know of it. */
export async function findPembelajaran(db: Db, scope: PembelajaranScope, pembelajaranId: string) {
  const [row] = await db
    .select(targetFields)
    .from(pembelajaran)
    .innerJoin(
      rombonganBelajar,
      eq(rombonganBelajar.rombonganBelajarId, pembelajaran.rombonganBelajarId),
    )
    .leftJoin(kurikulum, eq(kurikulum.kurikulumId, rombonganBelajar.kurikulumId))
    .where(targetWhere(scope, pembelajaranId))
    .limit(1);
  return row ?? null;
}
export type PembelajaranRow = NonNullable<Awaited<ReturnType<typeof findPembelajaran>>>;

/** The passing marks a pembelajaran names: its own and its report group's (kkmOf picks one). */
export async function kkmPembelajaran(
  db: Db,
  pembelajaranId: string,
): Promise<{ pembelajaran: number | null; kelompok: number | null }> {
  const [row] = await db
    .select({ pembelajaran: pembelajaran.kkm, kelompok: kelompok.kkm })
    .from(pembelajaran)
    .leftJoin(kelompok, eq(kelompok.kelompokId, pembelajaran.kelompokId))
    .where(eq(pembelajaran.pembelajaranId, pembelajaranId))
    .limit(1);
  return row ?? { pembelajaran: null, kelompok: null };
}

/** What a grid load or save reads along with the target, in the same statement. */
export interface TargetReads {
  /** The TPs mapped to the pembelajaran. */
  tps?: boolean;
  /** The students it grades (religion subjects: that religion only). */
  siswa?: boolean;
  /** Stored rows of a grade table (values and versions), of these students or all of them. */
  rows?: { table: GradeTable; anggota?: readonly string[] };
  /**
   * The cells of this table (TP scores, SAS parts, finals) whose latest change was a remedial or
   * an adjustment.
   */
  remedial?: GradeTable;
}

/** A cell last set by a remedial or an adjustment, and the Waka's note when he refused it. */
export interface RemedialFound {
  jenis: 'remedial' | 'adjust';
  ditolak: string | null;
}

export interface GradingTargetFound {
  row: PembelajaranRow;
  guruId: string | null;
  gradingOpen: boolean;
  /** The deadline, when it has passed (and so closed grading): for the lock's wording. */
  batasLewat: BatasLewat | null;
  /**
   * Asked for the 'pts' window: its deadline when that has passed (mid-semester scores closed);
   * else null.
   */
  ptsLewat: BatasLewat | null;
  tps: TpRow[];
  siswa: SiswaRow[];
  rows: StoredRow[];
  /**
   * Asked with `remedial`: the rows' cells, as "anggota|key" (the stored key: TP id, SAS part,
   * kompetensi), last set by a remedial or an adjustment, with the Waka's note when he refused it.
   */
  remedial: Map<string, RemedialFound>;
}

/**
 * The scores of a pembelajaran in `table` (TP scores, SAS parts, finals) whose latest change is a
 * remedial or an adjustment: such a history entry at the version the score still has (every
 * change moves a row's version on), with that entry's id and source. Read through the partial index of the school's
 * remedials and adjustments, so a school without any reads nothing. The Waka's refusals are read
 * afterwards, only when there are remedials (refusalNotes): naming the decision table here made
 * PGlite's plan for the whole grid load dearer, remedials or not (decision 0018).
 */
function remedialJsonSql(scope: PembelajaranScope, pembelajaranId: string, table: GradeTable) {
  // names from the trusted table constants, written into the text as the statement always had them
  if (!table.key) throw new Error(`${table.name}: a remedial marks a keyed cell`);
  const key = table.key.column;
  return sql`
    select coalesce(json_agg(json_build_array(h.anggota_rombel_id, h.kolom, h.id, h.sumber)), '[]'::json)
    from grade_history h
    join ${sql.raw(table.name)} n on n.pembelajaran_id = h.pembelajaran_id
                   and n.anggota_rombel_id = h.anggota_rombel_id
                   and n.${sql.raw(key)}::text = h.kolom
                   and n.version = h.version
    where h.sekolah_id = ${scope.sekolahId} and h.sumber in ('remedial', 'adjust')
      and h.tabel = ${sql.raw(`'${table.name}'`)} and h.pembelajaran_id = ${pembelajaranId}`;
}

/** The Waka's notes on the refused ones among these remedial history entries, by entry id. */
async function refusalNotes(db: Db, historyIds: readonly number[]): Promise<Map<number, string>> {
  if (historyIds.length === 0) return new Map();
  const rows = await db
    .select({ id: penyesuaianPersetujuan.gradeHistoryId, catatan: penyesuaianPersetujuan.catatan })
    .from(penyesuaianPersetujuan)
    .where(
      and(
        inArray(penyesuaianPersetujuan.gradeHistoryId, [...historyIds]),
        eq(penyesuaianPersetujuan.keputusan, 'tolak'),
      ),
    );
  return new Map(rows.map((row) => [row.id, row.catatan ?? '']));
}

/**
 * In one query (every save and every grid load asks it): the pembelajaran as findPembelajaran
 * answers it, the teacher record of the signed-in user, whether grading is open school-wide
 * (as isGradingOpen), and what `reads` asks for (TPs, students, stored grade rows), all from one
 * snapshot. Null when the pembelajaran is not in the session's school and semester. One prepared
 * statement answering JSON values (see prepared-sql.ts): every statement is a round trip to
 * PostgreSQL and a protocol exchange with PGlite, and a grid load is now one of them.
 * With `lockRombel` (inside a write transaction) the class row is share-locked, so a wali locking
 * the class waits for saves already under way and every later save sees the lock; and the
 * school's grading-status lock is taken shared first, in a statement of its own so that this one
 * reads with a snapshot taken after it, so the administrator closing grading does the same (see
 * setGradingOpen).
 */
export async function findGradingTarget(
  db: Db,
  scope: PembelajaranScope,
  userId: string,
  pembelajaranId: string,
  lockRombel = false,
  reads: TargetReads = {},
  window: GradingWindow = 'penilaian',
): Promise<GradingTargetFound | null> {
  const p = pembelajaran;
  const r = rombonganBelajar;
  if (lockRombel) {
    await executePrepared(db, statusLockSql(scope));
  }
  const agama = sql`(${AGAMA_OF_MAPEL_JSON}::jsonb ->> ${p.mataPelajaranId}::text)::int`;
  const [found] = await executePrepared<{
    target: unknown;
    user_guru_id: string | null;
    grading_open: boolean | null;
    batas_lewat: unknown;
    pts_lewat: unknown;
    tps: unknown;
    siswa: unknown;
    rows: unknown;
    remedial: unknown;
  }>(
    db,
    sql`
      select json_build_object(
               'pembelajaranId', ${p.pembelajaranId}, 'namaMataPelajaran', ${p.namaMataPelajaran},
               'mataPelajaranId', ${p.mataPelajaranId}, 'guruId', ${p.guruId},
               'guruPengajarId', ${p.guruPengajarId}, 'kelompokId', ${p.kelompokId},
               'noUrut', ${p.noUrut}, 'indukPembelajaranId', ${p.indukPembelajaranId},
               'bobotSumatifMateri', ${p.bobotSumatifMateri},
               'bobotSumatifAkhir', ${p.bobotSumatifAkhir},
               'rombonganBelajarId', ${r.rombonganBelajarId}, 'rombel', ${r.nama},
               'tingkat', ${r.tingkat}, 'waliGuruId', ${r.guruId}, 'kunciNilai', ${r.kunciNilai},
               'merdeka', ${targetFields.merdeka}, 'punyaSubMapel', ${targetFields.punyaSubMapel}
             ) as target,
             (select ${users.guruId} from ${users} where ${users.userId} = ${userId}) as user_guru_id,
             ${gradingOpenSql(scope)} as grading_open,
             (${batasLewatSql(scope, BATAS_PENILAIAN_KEY)}) as batas_lewat,
             ${window === 'pts' ? sql`(${batasLewatSql(scope, BATAS_PTS_KEY)})` : sql`null::json`} as pts_lewat,
             ${reads.tps ? sql`(${tpsJsonSql(pembelajaranId)})` : sql`null::json`} as tps,
             ${reads.siswa ? sql`(${siswaJsonSql(sql`${r.rombonganBelajarId}`, agama)})` : sql`null::json`} as siswa,
             ${reads.rows ? sql`(${rowsJsonSql(reads.rows.table, pembelajaranId, reads.rows.anggota, false)})` : sql`null::json`} as rows,
             ${reads.remedial ? sql`(${remedialJsonSql(scope, pembelajaranId, reads.remedial)})` : sql`null::json`} as remedial
      from ${p}
      join ${r} on ${r.rombonganBelajarId} = ${p.rombonganBelajarId}
      left join ${kurikulum} on ${kurikulum.kurikulumId} = ${r.kurikulumId}
      where ${targetWhere(scope, pembelajaranId)}
      limit 1
      ${lockRombel ? sql`for share of ${r}` : sql``}`,
  );
  if (!found) return null;
  const remedial = jsonValue<[string, string, number, RemedialFound['jenis']][]>(
    found.remedial,
    [],
  );
  const ditolak = await refusalNotes(
    db,
    remedial.map(([, , historyId]) => historyId),
  );
  return {
    row: jsonValue<PembelajaranRow>(found.target, null as never),
    guruId: found.user_guru_id ?? null,
    gradingOpen: found.grading_open !== false,
    batasLewat: parseBatasLewat(found.batas_lewat),
    ptsLewat: parseBatasLewat(found.pts_lewat),
    tps: parseTps(found.tps),
    siswa: parseSiswa(found.siswa),
    rows: reads.rows ? parseRows(reads.rows.table, found.rows) : [],
    remedial: new Map(
      remedial.map(([anggota, kolom, historyId, jenis]) => [
        `${anggota}|${kolom}`,
        { jenis, ditolak: ditolak.get(historyId) ?? null },
      ]),
    ),
  };
}

/** The pembelajaran a teacher teaches (as the Dapodik teacher or the local guru pengajar). */
export async function pembelajaranOfGuru(db: Db, scope: PembelajaranScope, guruId: string) {
  return db
    .select({
      pembelajaranId: pembelajaran.pembelajaranId,
      namaMataPelajaran: pembelajaran.namaMataPelajaran,
      mataPelajaranId: pembelajaran.mataPelajaranId,
      kelompokId: pembelajaran.kelompokId,
      noUrut: pembelajaran.noUrut,
      indukPembelajaranId: pembelajaran.indukPembelajaranId,
      rombonganBelajarId: rombonganBelajar.rombonganBelajarId,
      rombel: rombonganBelajar.nama,
      tingkat: rombonganBelajar.tingkat,
      jenisRombel: rombonganBelajar.jenisRombel,
      kunciNilai: rombonganBelajar.kunciNilai,
      merdeka: isMerdeka,
    })
    .from(pembelajaran)
    .innerJoin(
      rombonganBelajar,
      eq(rombonganBelajar.rombonganBelajarId, pembelajaran.rombonganBelajarId),
    )
    .leftJoin(kurikulum, eq(kurikulum.kurikulumId, rombonganBelajar.kurikulumId))
    .where(
      and(
        eq(pembelajaran.sekolahId, scope.sekolahId),
        eq(pembelajaran.semesterId, scope.semesterId),
        isNull(pembelajaran.deletedAt),
        isNull(rombonganBelajar.deletedAt),
        or(eq(pembelajaran.guruId, guruId), eq(pembelajaran.guruPengajarId, guruId)),
      ),
    )
    .orderBy(asc(rombonganBelajar.tingkat), asc(rombonganBelajar.nama), asc(pembelajaran.noUrut));
}

export interface SiswaRow {
  anggotaRombelId: string;
  pesertaDidikId: string;
  nama: string;
  nisn: string | null;
}

/**
 * The students of a class a pembelajaran grades, as one JSON value (see parseSiswa): the class
 * members, for a religion subject only those of that religion (domain §5.0), by name. `agama` is
 * an SQL expression (null = every student), so the query also works as a subquery.
 *
 * Each member's student record is looked up by its key (`limit 1` keeps the lookup from being
 * folded into a join). As a join, PostgreSQL hashed the class against a scan of every student of
 * every school on the server, testing the religion on each: at the deadline bench most of the
 * database time of every grid load and save, and growing with the number of schools.
 */
function siswaJsonSql(rombonganBelajarId: SQL | string, agama: SQL) {
  return sql`
      select coalesce(json_agg(json_build_array(a.anggota_rombel_id, pd.peserta_didik_id, pd.nama, pd.nisn)
                               order by pd.nama, a.anggota_rombel_id), '[]'::json)
      from ${anggotaRombel} as a
      cross join lateral (
        select s.peserta_didik_id, s.nama, s.nisn, s.agama_id from ${pesertaDidik} as s
        where s.peserta_didik_id = a.peserta_didik_id
        limit 1
      ) as pd
      where a.rombongan_belajar_id = ${rombonganBelajarId} and a.deleted_at is null
        and (${agama} is null or pd.agama_id = ${agama})`;
}

function parseSiswa(json: unknown): SiswaRow[] {
  const list = jsonValue<[string, string, string, string | null][]>(json, []);
  return list.map(([anggotaRombelId, pesertaDidikId, nama, nisn]) => ({
    anggotaRombelId,
    pesertaDidikId,
    nama,
    nisn,
  }));
}

/**
 * The students a pembelajaran grades: the class members, for a religion subject only those of
 * that religion (domain §5.0), by name. Answered as one JSON array (one value is cheaper to hand
 * over than a result row per student, above all on PGlite).
 */
export async function siswaOf(
  db: Db,
  rombonganBelajarId: string,
  agamaId: number | null,
): Promise<SiswaRow[]> {
  const [row] = await executePrepared<{ siswa: unknown }>(
    db,
    sql`select (${siswaJsonSql(rombonganBelajarId, sql`${agamaId}::int`)}) as siswa`,
  );
  return parseSiswa(row?.siswa);
}

/** A member of a class whom a religion subject does not grade, with the religion on record. */
export interface AnggotaLainAgama {
  anggotaRombelId: string;
  nama: string;
  nisn: string | null;
  /** The name of the religion on the student's record; null when none is recorded. */
  agama: string | null;
}

/**
 * The members of a class outside a religion subject's religion (domain §5.0): not graded in it,
 * but a teacher who pastes the whole class list into its template is told why their rows are
 * skipped. Read only for such a file, so a plain join is enough.
 */
export async function anggotaLainAgama(
  db: Db,
  rombonganBelajarId: string,
  agamaId: number,
): Promise<AnggotaLainAgama[]> {
  return db
    .select({
      anggotaRombelId: anggotaRombel.anggotaRombelId,
      nama: pesertaDidik.nama,
      nisn: pesertaDidik.nisn,
      agama: refAgama.nama,
    })
    .from(anggotaRombel)
    .innerJoin(pesertaDidik, eq(pesertaDidik.pesertaDidikId, anggotaRombel.pesertaDidikId))
    .leftJoin(refAgama, eq(refAgama.agamaId, pesertaDidik.agamaId))
    .where(
      and(
        eq(anggotaRombel.rombonganBelajarId, rombonganBelajarId),
        isNull(anggotaRombel.deletedAt),
        or(isNull(pesertaDidik.agamaId), ne(pesertaDidik.agamaId, agamaId)),
      ),
    );
}

/**
 * The TPs mapped to a pembelajaran as one JSON value, in the order they were mapped. Each TP is looked up by its key (`limit 1` keeps the lookup
 * from being folded into a join): PGlite never gathers table statistics, and without them the
 * planner scanned every TP of the school once per mapped TP, on every grid load and save.
 */
function tpsJsonSql(pembelajaranId: string) {
  return sql`
      select coalesce(json_agg(json_build_array(${tpMapel.tpId}, tp.deskripsi) order by ${tpMapel.urutan}),
                      '[]'::json)
      from ${tpMapel}
      cross join lateral (
        select ${tujuanPembelajaran.deskripsi} as deskripsi from ${tujuanPembelajaran}
        where ${tujuanPembelajaran.tpId} = ${tpMapel.tpId} and ${tujuanPembelajaran.deletedAt} is null
        limit 1
      ) as tp
      where ${tpMapel.pembelajaranId} = ${pembelajaranId}`;
}

export interface TpRow {
  tpId: string;
  deskripsi: string;
}

function parseTps(json: unknown): TpRow[] {
  return jsonValue<[string, string][]>(json, []).map(([tpId, deskripsi]) => ({
    tpId,
    deskripsi,
  }));
}

/** The TPs mapped to a pembelajaran, in the order they were mapped (one prepared JSON value). */
export async function tpOf(db: Db, pembelajaranId: string): Promise<TpRow[]> {
  const [row] = await executePrepared<{ tps: unknown }>(
    db,
    sql`select (${tpsJsonSql(pembelajaranId)}) as tps`,
  );
  return parseTps(row?.tps);
}
