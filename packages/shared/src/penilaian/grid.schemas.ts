import { z } from 'zod';
import type { PersetujuanPenyesuaian } from './nilai-akhir.schemas';

/**
 * The one contract of every grade grid (SLM, SAS, Nilai Akhir, TP attainment, Capaian
 * Kompetensi, Nilai Tengah Semester): the server sends rows of cells with the version it read,
 * the browser sends back only changed cells with that version. A cell is addressed by the
 * student's enrolment (`anggota_rombel_id`) and a column key (a TP id, `non-tes`, `nilai`, …).
 */

export const GRID_KINDS = [
  'slm',
  'sas',
  'nilai-akhir',
  'ketercapaian',
  'deskripsi',
  'pts',
] as const;
export type GridKind = (typeof GRID_KINDS)[number];

/**
 * The column keys of the Capaian Kompetensi grid (`deskripsi`): the report's two description
 * texts. No other grid has them, so a written cell of one is a description, not a score.
 */
export const DESKRIPSI_KOLOM: readonly string[] = ['capaian', 'perlu_ditingkatkan'];

/** What a column holds: a score 0–100, tercapai (1) / tidak (0), or free text. */
export type GridColumnType = 'score' | 'kompeten' | 'text';

export interface GridColumn {
  key: string;
  /** Short header, e.g. "TP 1", "Non Tes". */
  label: string;
  /** Long text shown on hover / in the header tooltip, e.g. the TP's description. */
  description?: string;
  type: GridColumnType;
  /** Computed by the server (e.g. the SAS NA): shown, never sent. */
  readOnly?: boolean;
}

export type GridValue = number | string | null;

export interface GridCell {
  value: GridValue;
  /** The version of the stored row; 0 when nothing is stored yet. */
  version: number;
  /**
   * SLM, SAS (a part, never the NA) and the typed finals: the score was last set by a remedial (its
   * first score and reason are in the history).
   */
  remedial?: true;
  /** The typed finals: the final was last set by an adjustment (its reason is in the history). */
  disesuaikan?: true;
  /** The Waka Kurikulum refused that remedial or adjustment; his note to the teacher. */
  remedial_ditolak?: string;
}

export interface GridRow {
  anggota_rombel_id: string;
  peserta_didik_id: string;
  nama: string;
  nisn: string | null;
  cells: Record<string, GridCell>;
}

/**
 * Why the grid is read-only: grading closed school-wide, the class locked by its wali, or the
 * reader is not a teacher of it but may look at it (the class's wali, the Waka, the administrator).
 */
export interface GridLock {
  reason: 'status-penilaian' | 'kunci-nilai' | 'hanya-lihat';
  message: string;
}

export interface GridPembelajaran {
  pembelajaran_id: string;
  nama_mata_pelajaran: string;
  mata_pelajaran_id: number;
  rombongan_belajar_id: string;
  rombel: string;
  tingkat: number;
  merdeka: boolean;
}

export interface GridData {
  kind: GridKind;
  pembelajaran: GridPembelajaran;
  lock: GridLock | null;
  columns: GridColumn[];
  rows: GridRow[];
}

const uuid = z.uuid();

export const gridCellWriteSchema = z.object({
  anggota_rombel_id: uuid,
  kolom: z.string().min(1).max(60),
  value: z.union([z.number(), z.string().max(5000), z.null()]),
  version: z.number().int().min(0),
  /** 'import' when the value came from an uploaded template unchanged; typed values omit it. */
  sumber: z.enum(['grid', 'import']).optional(),
});
export type GridCellWrite = z.infer<typeof gridCellWriteSchema>;

export const GRID_MAX_CELLS = 5000;

export const gridWriteSchema = z.object({
  pembelajaran_id: uuid,
  cells: z.array(gridCellWriteSchema).min(1).max(GRID_MAX_CELLS),
});
export type GridWrite = z.infer<typeof gridWriteSchema>;

/** A saved (or, in a conflict, the current) cell as the server now has it. */
export interface GridCellState {
  anggota_rombel_id: string;
  kolom: string;
  value: GridValue;
  version: number;
  /** The value was set by a remedial (as `GridCell.remedial`). */
  remedial?: true;
  /** The final was set by an adjustment (as `GridCell.disesuaikan`). */
  disesuaikan?: true;
  /**
   * In a conflict: the Waka refused that remedial or adjustment; his note (as
   * `GridCell.remedial_ditolak`).
   */
  remedial_ditolak?: string;
}

export interface GridWriteResult {
  /** Every written cell with its new version, plus cells the server derived (e.g. SAS NA). */
  cells: GridCellState[];
  /**
   * When it was written, as a presence cursor (microseconds); null when nothing changed. The grid
   * tells presence its own saves by it, so that only other saves count as news.
   */
  cursor: number | null;
}

/** Body of the 409 answer: nothing was written; these cells changed since they were read. */
export interface GridConflict extends GridCellState {
  /** The name of the user who made the current value. */
  updated_by: string | null;
  updated_at: string | null;
  /**
   * The signed-in user made the current value himself (in another tab or on another device): a
   * name cannot tell (two teachers may share one), so the server says it.
   */
  oleh_anda?: boolean;
}
export const GRID_CONFLICT_CODE = 'penilaian.conflict';
export const GRID_LOCKED_CODE = 'penilaian.locked';

export interface GradeHistoryEntry {
  id: number;
  /** The grid the cell belongs to. */
  kind: GridKind;
  kolom: string;
  nilai_lama: string | null;
  nilai_baru: string | null;
  version: number;
  oleh: string | null;
  /**
   * The asking user made this change himself (here, in another tab or on another device): a name
   * cannot tell, so the server says it.
   */
  oleh_anda?: boolean;
  sumber: 'grid' | 'import' | 'generate' | 'reset' | 'sync' | 'remedial' | 'adjust';
  /** The reason given with the change (a remedial or an adjusted final). */
  alasan: string | null;
  waktu: string;
  /** A remedial or an adjustment: the Waka Kurikulum's decision on it, null while there is none. */
  persetujuan?: PersetujuanPenyesuaian | null;
  /** Decisions on it the Waka took back, oldest first (each with who took it back, and when). */
  ditarik?: KeputusanDitarik[];
}

/** A decision on a remedial or adjustment that a Waka took back (penyesuaian_persetujuan_batal). */
export interface KeputusanDitarik extends PersetujuanPenyesuaian {
  ditarik_oleh: string | null;
  ditarik_pada: string;
}

/** One save of a grid as its history keeps it (peers.md M4: a bulk change is one event). */
export interface GradeSaveEntry {
  /** When the save was made (its transaction's time, ISO-8601): every cell of it carries it. */
  waktu: string;
  oleh: string | null;
  sumber: GradeHistoryEntry['sumber'];
  alasan: string | null;
  /** How many cells and students it changed. */
  jumlah_sel: number;
  jumlah_siswa: number;
  /** Its changed cells in the order written (at most RIWAYAT_LEMBAR_CELLS of them). */
  sel: { anggota_rombel_id: string; kolom: string; lama: string | null; baru: string | null }[];
  /**
   * Its time in microseconds since 1970, exactly: asked back as `sebelum`, the saves older than
   * this one (the next page).
   */
  kursor: number;
}
/** The saves a grid's history lists at once (more on request, older), and the cells shown of each. */
export const RIWAYAT_LEMBAR_SAVES = 30;
export const RIWAYAT_LEMBAR_CELLS = 300;

/**
 * Presence in a grid (peers.md M3): an open grid tells the server every
 * `KEHADIRAN_INTERVAL_MS` (and when its active column changes) that its user is there, and
 * learns who else has the same pembelajaran open, whether someone else has changed this grid
 * since, and whether it has been locked or unlocked meanwhile.
 */
export const KEHADIRAN_INTERVAL_MS = 15_000;
/** A user not heard of for this long has left. */
export const KEHADIRAN_TTL_SECONDS = 45;

/** At most this many of its own saves a grid names in one heartbeat (the newest). */
export const KEHADIRAN_MAX_MILIK = 100;

export const gridKehadiranSchema = z.object({
  pembelajaran_id: uuid,
  /** The column key of the active cell; null when no cell is active. */
  kolom: z.string().min(1).max(60).nullable(),
  /**
   * The cursors of this grid's own saves newer than the last answer's: these are not news. Any
   * other change is, including the same user's from another tab or device.
   */
  milik: z.array(z.number().int().nonnegative()).max(KEHADIRAN_MAX_MILIK).default([]),
});
export type GridKehadiranWrite = z.infer<typeof gridKehadiranSchema>;

export interface GridKehadiranOrang {
  nama: string;
  /** The grid the other user has open (the same pembelajaran, maybe another kind). */
  kind: GridKind;
  kolom: string | null;
}

export interface GridPerubahan {
  /** When it was made, in microseconds: newer than the previous answer's means news. */
  cursor: number;
  /** Who made the newest change not made by this grid's own saves, and when. */
  nama: string | null;
  pada: string;
  /** Made by the asking user himself (in another tab or on another device). */
  sendiri: boolean;
}

export interface GridKehadiran {
  lainnya: GridKehadiranOrang[];
  /** The newest change to this grid's cells other than the ones named in `milik`. */
  perubahan: GridPerubahan | null;
  lock: GridLock | null;
}
