import { nilaiAsesmen } from '@erapor/shared/penilaian/nilai';
import { isMapelAkademik } from '@erapor/shared/penilaian/mapel-khusus';
import { formatBatas } from '@erapor/shared/penilaian/batas-penilaian';
import type {
  GridCell,
  GridCellWrite,
  GridConflict,
  GridData,
  GridKind,
  GridLock,
  GridRow,
  GridWriteResult,
} from '@erapor/shared/penilaian/grid.schemas';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/client';
import type { Session } from '../../plugins/access';
import { AppError } from '../../plugins/errors';
import { userNamesOf } from '../auth/auth.repository';
import {
  readRows,
  RowRaceError,
  writeRowsGuarded,
  type GradeTable,
  type HistorySource,
  type StoredRow,
} from './grade-store';
import {
  findGradingTarget,
  tpOf,
  type PembelajaranRow,
  type RemedialFound,
  type SiswaRow,
  type TargetReads,
  type TpRow,
} from './penilaian.repository';
import { gradeLockReason, gradeWriteGuard, lockReasonText } from './grading-status.repository';
import { lastLockerOf } from './kunci-log.repository';
import {
  byTp,
  sasNaWrites,
  shapeOf,
  toCellStates,
  toRowWrites,
  windowOf,
  type KindShape,
  type RemedialMark,
} from './grid-shape';

export const TABLES = {
  slm: {
    name: 'nilai_tp',
    key: { column: 'tp_id', type: 'uuid' },
    values: [{ column: 'nilai', type: 'smallint' }],
  },
  sas: {
    name: 'nilai_sumatif',
    key: { column: 'jenis', type: 'text' },
    values: [{ column: 'nilai', type: 'smallint' }],
  },
  'nilai-akhir': {
    name: 'nilai_akhir',
    key: { column: 'kompetensi_id', type: 'smallint' },
    values: [{ column: 'nilai', type: 'smallint' }],
  },
  ketercapaian: {
    name: 'tp_nilai',
    key: { column: 'tp_id', type: 'uuid' },
    values: [{ column: 'kompeten', type: 'smallint' }],
  },
  deskripsi: {
    name: 'deskripsi_mata_pelajaran',
    key: null,
    values: [
      { column: 'capaian', type: 'text' },
      { column: 'perlu_ditingkatkan', type: 'text' },
    ],
  },
  pts: { name: 'nilai_pts', key: null, values: [{ column: 'nilai', type: 'smallint' }] },
} as const satisfies Record<GridKind, GradeTable>;

export interface GradingTarget {
  pembelajaran: PembelajaranRow;
  lock: GridLock | null;
  /** What `reads` asked for (empty lists otherwise). */
  tps: TpRow[];
  siswa: SiswaRow[];
  rows: StoredRow[];
  /**
   * Cells ("anggota|key", the stored key) whose latest change was a remedial or an adjustment
   * (asked with `reads.remedial`), with the Waka's note when he refused it.
   */
  remedial: Map<string, RemedialFound>;
}

/** The Waka and the administrator may look at every class's grades and their history. */
const seesWholeSchool = (session: Session) =>
  session.roles.includes('waka') || session.roles.includes('admin');

/**
 * How the signed-in user (`guruId`: his teacher record) stands to a pembelajaran's grades: he
 * teaches it (the Dapodik teacher or the guru pengajar), is the wali of its class, sees the whole
 * school (Waka, administrator), or none of these. Only a teacher writes; the others look.
 */
export function gradeAccess(
  session: Session,
  guruId: string | null,
  row: Pick<PembelajaranRow, 'guruId' | 'guruPengajarId' | 'waliGuruId'>,
): 'pengajar' | 'wali' | 'sekolah' | null {
  if (guruId !== null && (row.guruId === guruId || row.guruPengajarId === guruId)) {
    return 'pengajar';
  }
  if (guruId !== null && row.waliGuruId === guruId) return 'wali';
  return seesWholeSchool(session) ? 'sekolah' : null;
}

/**
 * The pembelajaran the signed-in teacher asks to grade, refused unless he teaches it (as the
 * Dapodik teacher or the guru pengajar), it is mapped (kelompok and order set) and it is an
 * academic subject; with the lock that currently applies to it. With `viewers` (reading a grid)
 * the wali of its class, the Waka and the administrator may also have it, always read-only.
 */
export async function gradingTarget(
  db: Db,
  session: Session,
  pembelajaranId: string,
  options: { forWrite?: boolean; reads?: TargetReads; viewers?: boolean; kind?: GridKind } = {},
): Promise<GradingTarget> {
  const scope = { sekolahId: session.sekolahId, semesterId: session.semesterId };
  const found = await findGradingTarget(
    db,
    scope,
    session.userId,
    pembelajaranId,
    options.forWrite ?? false,
    options.reads,
    windowOf(options.kind),
  );
  if (!found) {
    throw new AppError(
      404,
      'penilaian.pembelajaran_not_found',
      'Mata pelajaran tidak ditemukan di semester ini.',
      {
        pembelajaran_id: 'Mata pelajaran tidak ditemukan di semester ini.',
      },
    );
  }
  const { row, guruId, gradingOpen } = found;
  const access = gradeAccess(session, guruId, row);
  const viewer = access !== 'pengajar' && access !== null && options.viewers === true;
  if (access !== 'pengajar' && !viewer) {
    throw new AppError(
      403,
      'penilaian.bukan_pengajar',
      'Anda bukan guru pengajar mata pelajaran ini, sehingga tidak dapat menilainya.',
    );
  }
  if (!isMapelAkademik(row.mataPelajaranId)) {
    throw new AppError(
      422,
      'penilaian.mapel_khusus',
      'Mata pelajaran ini dinilai di menu tersendiri (PKL atau Projek P5), bukan di sini.',
      {
        pembelajaran_id: 'Mata pelajaran ini dinilai di menu tersendiri.',
      },
    );
  }
  if (row.kelompokId === null || row.noUrut === null) {
    throw new AppError(
      422,
      'penilaian.belum_dipetakan',
      'Mata pelajaran ini belum dipetakan (kelompok dan nomor urut) oleh administrator, sehingga belum dapat dinilai.',
      {
        pembelajaran_id: 'Mata pelajaran belum dipetakan oleh administrator.',
      },
    );
  }
  let lock: GridLock | null = null;
  if (viewer) {
    lock = {
      reason: 'hanya-lihat',
      message:
        access === 'wali'
          ? `Anda melihat nilai ini sebagai wali kelas ${row.rombel}. Hanya guru pengajar mata pelajaran ini yang dapat mengubahnya.`
          : 'Anda melihat nilai ini untuk pemantauan. Hanya guru pengajar mata pelajaran ini yang dapat mengubahnya.',
    };
  } else {
    const reason = gradeLockReason(gradingOpen, row.kunciNilai);
    if (reason === 'kunci-nilai' && !options.forWrite) {
      // A teacher's next step is to ask for it to be opened: name who locked it (the last lock),
      // the wali or the administrator (decision 0021); both may open it.
      const last = await lastLockerOf(db, scope, row.rombonganBelajarId);
      const byWali = !last || (last.guruId !== null && last.guruId === row.waliGuruId);
      const bySelf = last !== null && last.guruId !== null && last.guruId === guruId;
      const oleh = last?.nama ? ` (${last.nama})` : '';
      lock = {
        reason,
        message: bySelf
          ? `Anda sendiri telah mengunci nilai kelas ${row.rombel}. Nilai hanya dapat dilihat; buka kuncinya di Beranda (Kelas Perwalian) bila ada nilai yang harus diubah.`
          : byWali
            ? `Nilai kelas ${row.rombel} sudah dikunci oleh wali kelas${oleh}. Nilai hanya dapat dilihat; minta wali kelas membuka kuncinya bila ada nilai yang harus diubah.`
            : `Nilai kelas ${row.rombel} sudah dikunci oleh administrator${oleh}. Nilai hanya dapat dilihat; minta administrator atau wali kelas membuka kuncinya bila ada nilai yang harus diubah.`,
      };
    } else if (reason) {
      const why = lockReasonText(reason, row.rombel, found.batasLewat);
      const sentence = why.charAt(0).toUpperCase() + why.slice(1);
      lock = { reason, message: `${sentence} Nilai hanya dapat dilihat.` };
    } else if (found.ptsLewat) {
      lock = {
        reason: 'status-penilaian',
        message: `Pengisian nilai tengah semester sudah ditutup pada batas waktu ${formatBatas(found.ptsLewat.batas, found.ptsLewat.zona)}. Nilai hanya dapat dilihat.`,
      };
    }
  }
  return {
    pembelajaran: row,
    lock,
    tps: found.tps,
    siswa: found.siswa,
    rows: found.rows,
    remedial: found.remedial,
  };
}

/** The grid of one kind for a pembelajaran: its students, columns and stored cells with versions. */
export async function getGrid(
  ctx: AppContext,
  session: Session,
  kind: GridKind,
  pembelajaranId: string,
): Promise<GridData> {
  // One statement: a consistent picture, one round trip to PostgreSQL, and on the embedded
  // database one protocol exchange that no other request can queue in between.
  const found = await gradingTarget(ctx.db, session, pembelajaranId, {
    kind,
    reads: {
      tps: byTp(kind),
      siswa: true,
      rows: { table: TABLES[kind] },
      remedial: remedialTable(kind),
    },
    viewers: true,
  });
  const { pembelajaran: target, lock, siswa, rows: stored } = found;
  const shape = shapeOf(kind, target, found.tps);
  const byStudent = new Map<string, Record<string, GridCell>>();
  for (const row of stored) {
    const cells = byStudent.get(row.anggotaRombelId) ?? {};
    for (const cell of shape.cellsOf(row)) {
      cells[cell.kolom] = {
        value: cell.value,
        version: row.version,
        ...remedialMark(found.remedial.get(`${row.anggotaRombelId}|${row.key}`)),
      };
    }
    byStudent.set(row.anggotaRombelId, cells);
  }
  const rows: GridRow[] = siswa.map((student) => {
    const cells = byStudent.get(student.anggotaRombelId) ?? {};
    for (const column of shape.columns) cells[column.key] ??= { value: null, version: 0 };
    return {
      anggota_rombel_id: student.anggotaRombelId,
      peserta_didik_id: student.pesertaDidikId,
      nama: student.nama,
      nisn: student.nisn,
      cells,
    };
  });
  return {
    kind,
    pembelajaran: {
      pembelajaran_id: target.pembelajaranId,
      nama_mata_pelajaran: target.namaMataPelajaran,
      mata_pelajaran_id: target.mataPelajaranId,
      rombongan_belajar_id: target.rombonganBelajarId,
      rombel: target.rombel,
      tingkat: target.tingkat,
      merdeka: target.merdeka,
    },
    lock,
    columns: shape.columns,
    rows,
  };
}

export class GridConflictError extends Error {
  constructor(readonly conflicts: GridConflict[]) {
    super('conflict');
  }
}

/**
 * The table of the grids whose scores a remedial or an adjustment sets and marks (TP scores, SAS
 * parts, finals).
 */
function remedialTable(kind: GridKind): GradeTable | undefined {
  return kind === 'slm' || kind === 'sas' || kind === 'nilai-akhir' ? TABLES[kind] : undefined;
}

/** A cell's mark: set by a remedial or an adjustment, with the Waka's note when he refused it. */
function remedialMark(found: RemedialFound | undefined): RemedialMark {
  if (!found) return {};
  const mark: RemedialMark = found.jenis === 'adjust' ? { disesuaikan: true } : { remedial: true };
  return found.ditolak ? { ...mark, remedial_ditolak: found.ditolak } : mark;
}

/**
 * A 409 naming the cells that changed since they were read, with who changed them (by name, as
 * every answer shows a user: whichever route refuses the write) and when.
 */
function conflictError(
  kind: GridKind,
  shape: KindShape,
  conflicts: readonly StoredRow[],
  remedial: ReadonlyMap<string, RemedialFound>,
  names: ReadonlyMap<string, string>,
  userId: string,
) {
  return new GridConflictError(
    conflicts.flatMap((row) =>
      (row.version === 0 && Object.keys(row.values).length === 0
        ? [
            {
              kolom:
                kind === 'deskripsi'
                  ? 'capaian'
                  : kind === 'nilai-akhir' || kind === 'pts'
                    ? 'nilai'
                    : row.key,
              value: null,
            },
          ]
        : shape.cellsOf(row)
      ).map((cell) => ({
        anggota_rombel_id: row.anggotaRombelId,
        kolom: cell.kolom,
        value: cell.value,
        version: row.version,
        ...remedialMark(remedial.get(`${row.anggotaRombelId}|${row.key}`)),
        updated_by: row.updatedBy ? (names.get(row.updatedBy) ?? null) : null,
        updated_at: row.updatedAt,
        oleh_anda: row.updatedBy === userId,
      })),
    ),
  );
}

/** Reads and writes of one save before it gives up on a race it keeps losing (never in practice). */
const SAVE_ATTEMPTS = 3;

/**
 * Saves cells of one grid: refused when grading is closed or the class locked (423), when a cell
 * is wrong (422, naming it), or when any row changed since it was read (409 with the current rows;
 * nothing written). Atomic, and a resent save is not applied twice.
 *
 * The target, its columns and students and the current rows of the students written are read in
 * one statement without locks; the cells are checked against them here. The write then runs as
 * one transaction (writeRowsGuarded) that first takes the grading-status lock and a share lock on
 * the class and writes only when grading is still open and the class unlocked, and only rows
 * still at the versions read. When that does not hold (a wali locked the class, the administrator
 * closed grading, a colleague saved the same rows meanwhile), nothing was written and the save
 * starts over from the read, which then answers 423 or 409 as before.
 */
export async function writeGrid(
  ctx: AppContext,
  session: Session,
  kind: GridKind,
  pembelajaranId: string,
  cells: readonly GridCellWrite[],
  sumber: HistorySource = 'grid',
  alasan?: string,
): Promise<GridWriteResult> {
  const anggota = [...new Set(cells.map((cell) => cell.anggota_rombel_id.toLowerCase()))];
  const scope = { sekolahId: session.sekolahId, semesterId: session.semesterId };
  for (let attempt = 1; attempt <= SAVE_ATTEMPTS; attempt++) {
    const found = await gradingTarget(ctx.db, session, pembelajaranId, {
      kind,
      reads: { tps: byTp(kind), siswa: true, rows: { table: TABLES[kind], anggota } },
    });
    const { pembelajaran: target, lock, siswa } = found;
    if (lock) throw new AppError(423, 'penilaian.locked', lock.message);
    const shape = shapeOf(kind, target, found.tps);
    const writes = toRowWrites(
      kind,
      shape,
      target,
      new Set(siswa.map((s) => s.anggotaRombelId)),
      cells,
    );
    if (kind === 'sas') writes.push(...sasNaWrites(writes, found.rows));
    const context = {
      sekolahId: session.sekolahId,
      pembelajaranId: target.pembelajaranId,
      userId: session.userId,
      sumber,
      alasan,
    };
    const outcome = await writeRowsGuarded(
      ctx.db,
      TABLES[kind],
      context,
      writes,
      found.rows,
      gradeWriteGuard(
        scope,
        target.rombonganBelajarId,
        byTp(kind)
          ? {
              pembelajaranId: target.pembelajaranId,
              tpIds: [...new Set(writes.map((write) => write.key))].sort(),
            }
          : undefined,
        windowOf(kind),
      ),
    ).catch((error: unknown) => {
      if (error instanceof RowRaceError) return null; // read again
      throw error;
    });
    if (outcome?.conflicts.length) {
      // the current values the 409 shows keep their remedial mark (read only on a conflict)
      const marked = remedialTable(kind);
      const remedial = marked
        ? (
            await gradingTarget(ctx.db, session, pembelajaranId, {
              kind,
              reads: { remedial: marked },
            })
          ).remedial
        : new Map<string, RemedialFound>();
      const names = await userNamesOf(
        ctx.db,
        outcome.conflicts.map((row) => row.updatedBy),
      );
      throw conflictError(kind, shape, outcome.conflicts, remedial, names, session.userId);
    }
    if (outcome && !outcome.refused) {
      // the cells a remedial or an adjustment set carry its mark (not a SAS's NA computed
      // alongside); an ordinary save, every save at the deadline, marks nothing
      const jenis = sumber === 'remedial' || sumber === 'adjust' ? sumber : null;
      const raised =
        jenis && remedialTable(kind)
          ? new Set(cells.map((cell) => `${cell.anggota_rombel_id}|${cell.kolom}`))
          : null;
      const mark = jenis ? remedialMark({ jenis, ditolak: null }) : {};
      const cellStates = toCellStates(shape, outcome.rows, (key) => (raised?.has(key) ? mark : {}));
      return { cells: cellStates, cursor: outcome.cursor ?? null };
    }
  }
  throw new RowRaceError();
}

/** The Nilai Asesmen of every student, for the Nilai Akhir screen (domain §5.1 with our fix). */
export async function nilaiAsesmenOf(db: Db, target: PembelajaranRow, anggota: readonly string[]) {
  const [tps, slm, sas] = await Promise.all([
    tpOf(db, target.pembelajaranId),
    readRows(db, TABLES.slm, target.pembelajaranId, undefined, { audit: false }),
    readRows(db, TABLES.sas, target.pembelajaranId, undefined, { audit: false }),
  ]);
  const mapped = new Set(tps.map((tp) => tp.tpId));
  return new Map(
    anggota.map((id) => {
      const scores = slm
        .filter(
          (row) => row.anggotaRombelId === id && mapped.has(row.key) && row.values.nilai !== null,
        )
        .map((row) => row.values.nilai as number);
      const na =
        sas.find((row) => row.anggotaRombelId === id && row.key === 'na')?.values.nilai ?? null;
      return [
        id,
        nilaiAsesmen({
          slm: scores,
          jumlahTp: mapped.size,
          sas: na as number | null,
          bobotMateri: target.bobotSumatifMateri,
          bobotAkhir: target.bobotSumatifAkhir,
        }),
      ];
    }),
  );
}
