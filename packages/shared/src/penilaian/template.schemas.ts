import { z } from 'zod';
import { GRID_KINDS, type GridColumnType, type GridValue } from './grid.schemas';

/**
 * Excel templates of the grade grids: a teacher downloads the grid of a pembelajaran as a
 * workbook, fills it offline and uploads it; the server answers a preview (nothing saved) whose
 * valid cells the browser puts into the grid as unsaved edits, saved through the normal grid.
 */

/** The grids that have a template; `nilai-akhir` also carries the TP attainment (ketercapaian). */
export const TEMPLATE_KINDS = ['slm', 'sas', 'nilai-akhir', 'pts'] as const;
export type TemplateKind = (typeof TEMPLATE_KINDS)[number];

/** Indonesian names of the templates, for file names and messages. */
export const TEMPLATE_TITLES: Record<TemplateKind, string> = {
  slm: 'Sumatif Lingkup Materi',
  sas: 'Sumatif Akhir Semester',
  'nilai-akhir': 'Nilai Akhir dan Ketercapaian TP',
  pts: 'Nilai Tengah Semester',
};

/** A filled template is a few dozen kilobytes; anything above this is not one. */
export const TEMPLATE_MAX_BYTES = 5 * 1024 * 1024;

export const templateKindParamSchema = z.object({
  kind: z.enum(TEMPLATE_KINDS, { error: 'Jenis templat nilai tidak dikenal.' }),
});

/** One valid cell of the uploaded file, addressed like a grid cell, with the grid it belongs to. */
export const templateCellSchema = z.object({
  kind: z.enum(GRID_KINDS),
  anggota_rombel_id: z.string(),
  kolom: z.string(),
  value: z.union([z.number(), z.string(), z.null()]) satisfies z.ZodType<GridValue>,
});
export type TemplateCell = z.infer<typeof templateCellSchema>;

/**
 * One line of the check, about the Excel row (and column header) it is on, in Indonesian: in
 * `report` a problem (a refused cell, a skipped row or column, a file without rows), in
 * `peringatan` a warning that refuses nothing.
 */
export const templateReportItemSchema = z.object({
  /** The row number as Excel shows it; null for a problem of the whole file or a column. */
  baris: z.number().int().nullable(),
  /** The column header as printed in the file (e.g. "TP 2", "Nilai Akhir"). */
  kolom: z.string().nullable(),
  /**
   * The student of the class the row was matched to, as stored (not as typed in the file), so the
   * teacher sees whom a refused cell is about. Null when the row matched no student or was
   * skipped as a repeat (the message then quotes what the row says), and for a problem of the
   * whole file or a column.
   */
  nama_peserta_didik: z.string().nullable().optional(),
  nisn: z.string().nullable().optional(),
  /**
   * That student's number in the grade grid ("No", from 1): the grid numbers its students from 1
   * while the file's rows start below its header, so the teacher finds the row by this. Absent
   * when no student is named.
   */
  no: z.number().int().optional(),
  pesan: z.string(),
});
export type TemplateReportItem = z.infer<typeof templateReportItemSchema>;

/**
 * A cell of the upload that replaces a saved grade (the other cells fill empty ones): the student
 * as stored, the column header as printed, and the saved value with the file's.
 */
export const templateReplacementSchema = z.object({
  baris: z.number().int(),
  /** The student's number in the grade grid ("No", from 1). */
  no: z.number().int(),
  kolom: z.string(),
  nama_peserta_didik: z.string(),
  nisn: z.string().nullable(),
  /** How both values read: a score, or a TP attainment (1 tercapai, 0 tidak tercapai). */
  tipe: z.enum(['score', 'kompeten', 'text']) satisfies z.ZodType<GridColumnType>,
  lama: z.union([z.number(), z.string()]),
  baru: z.union([z.number(), z.string()]),
});
export type TemplateReplacement = z.infer<typeof templateReplacementSchema>;

/** The answer to an uploaded template: nothing is saved. */
export const templatePreviewSchema = z.object({
  kind: z.enum(TEMPLATE_KINDS),
  pembelajaran_id: z.string(),
  /** Cells whose value differs from what is stored: these go into the grid for review. */
  cells: z.array(templateCellSchema),
  /** What was refused or skipped (each refused cell, row or column has a line). */
  report: z.array(templateReportItemSchema),
  /**
   * What the teacher should look at although nothing was refused: a matched row whose typed name
   * differs from the stored student (its cells are still in `cells`). One line per row.
   */
  peringatan: z.array(templateReportItemSchema),
  /**
   * The cells of `cells` that replace a saved grade, with what they replace: an upload over saved
   * grades (a column pasted one row too low) is told before the teacher saves it, not after.
   */
  mengganti: z.array(templateReplacementSchema),
  ringkasan: z.object({
    /** Student rows read from the file. */
    baris: z.number().int(),
    /** Filled cells equal to what is already stored (nothing to do). */
    sama: z.number().int(),
    /** Filled cells refused (each has a line in the report). */
    ditolak: z.number().int(),
    /** Empty cells whose stored value is kept (an upload never clears a grade). */
    kosong_dibiarkan: z.number().int(),
    /**
     * Cells changed in the grid after the template was downloaded and left in the file as they
     * were then: the grid's newer value is kept.
     */
    usang: z.number().int(),
  }),
});
export type TemplatePreview = z.infer<typeof templatePreviewSchema>;

/** One line of the Nilai Tengah Semester screen: a pembelajaran with how many are graded. */
export const ptsRingkasanSchema = z.object({
  pembelajaran_id: z.string(),
  nama_mata_pelajaran: z.string(),
  rombongan_belajar_id: z.string(),
  rombel: z.string(),
  tingkat: z.number(),
  siap_dinilai: z.boolean(),
  kunci_nilai: z.boolean(),
  jumlah_siswa: z.number(),
  jumlah_dinilai: z.number(),
});
export type PtsRingkasan = z.infer<typeof ptsRingkasanSchema>;
