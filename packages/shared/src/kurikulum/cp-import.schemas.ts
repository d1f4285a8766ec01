import { z } from 'zod';

/** The official catalogue is one .xlsx of at most 20 MB and 5,000 CP rows. */
export const CP_IMPORT_MAX_BYTES = 20 * 1024 * 1024;
export const CP_IMPORT_MAX_ROWS = 5000;

export const CP_IMPORT_FIELDS = [
  'mata_pelajaran_id',
  'mata_pelajaran',
  'kelas',
  'fase',
  'elemen',
  'deskripsi',
] as const;
export type CpImportField = (typeof CP_IMPORT_FIELDS)[number];

/** One row as read from the workbook; every cell as text. */
export const cpImportRowSchema = z.object({
  baris: z.number().int(),
  mata_pelajaran_id: z.string().max(50),
  mata_pelajaran: z.string().max(500),
  kelas: z.string().max(20),
  fase: z.string().max(20),
  elemen: z.string().max(20_000),
  deskripsi: z.string().max(50_000),
});
export type CpImportRow = z.infer<typeof cpImportRowSchema>;

/**
 * `baru` will be added, `sudah_ada` is in the school already (left as is), `mirip` is new but
 * another wording of a CP the school holds (added only when the administrator chooses to),
 * `dilewati` is for a subject this school does not teach (not in its Dapodik data), `salah` has
 * a bad cell.
 */
export const CP_IMPORT_STATUS = ['baru', 'sudah_ada', 'mirip', 'dilewati', 'salah'] as const;
export type CpImportStatus = (typeof CP_IMPORT_STATUS)[number];

export const cpImportIssueSchema = z.object({
  field: z.enum(CP_IMPORT_FIELDS).nullable(),
  message: z.string(),
});
export type CpImportIssue = z.infer<typeof cpImportIssueSchema>;

export const cpImportPreviewRowSchema = cpImportRowSchema.extend({
  status: z.enum(CP_IMPORT_STATUS),
  errors: z.array(cpImportIssueSchema),
});
export type CpImportPreviewRow = z.infer<typeof cpImportPreviewRowSchema>;

export const cpImportPreviewSchema = z.object({
  /** Which of the known layouts the header row matched, in words. */
  format: z.string(),
  rows: z.array(cpImportPreviewRowSchema),
  baru: z.number().int(),
  sudah_ada: z.number().int(),
  mirip: z.number().int(),
  dilewati: z.number().int(),
  salah: z.number().int(),
  /** Rows with nothing in the subject, phase, element and text cells (not listed). */
  kosong: z.number().int(),
});
export type CpImportPreview = z.infer<typeof cpImportPreviewSchema>;

export const cpImportConfirmBodySchema = z.object({
  rows: z.array(cpImportRowSchema).min(1).max(CP_IMPORT_MAX_ROWS),
});

export const cpImportResultSchema = z.object({
  message: z.string(),
  saved: z.number().int(),
  sudah_ada: z.number().int(),
  skipped: z.number().int(),
});
export type CpImportResult = z.infer<typeof cpImportResultSchema>;

/** What the school holds, for the administrator's catalogue card. */
export const cpRingkasanSchema = z.object({
  total: z.number().int(),
  dir: z.number().int(),
  sekolah: z.number().int(),
  aktif: z.number().int(),
  fase_e: z.number().int(),
  fase_f: z.number().int(),
  mapel: z.number().int(),
});
export type CpRingkasan = z.infer<typeof cpRingkasanSchema>;

/**
 * The school's official CPs of one subject and phase, for taking back a wrong import: how many
 * there are and how many of them a TP uses (those stay).
 */
export const cpResmiGroupSchema = z.object({
  mata_pelajaran_id: z.number().int(),
  mata_pelajaran: z.string(),
  fase: z.enum(['E', 'F']),
  total: z.number().int(),
  dipakai: z.number().int(),
});
export type CpResmiGroup = z.infer<typeof cpResmiGroupSchema>;
export const cpResmiListSchema = z.object({ data: z.array(cpResmiGroupSchema) });
export type CpResmiList = z.infer<typeof cpResmiListSchema>;

/** Which official CPs to delete (those no TP uses): one subject, in one phase or in both. */
export const cpResmiHapusQuerySchema = z.object({
  mata_pelajaran_id: z.coerce.number().int().positive().max(2_147_483_647),
  fase: z.enum(['E', 'F']).optional(),
});
export type CpResmiHapusQuery = z.infer<typeof cpResmiHapusQuerySchema>;

export const cpResmiHapusResultSchema = z.object({
  message: z.string(),
  /** Deleted now. */
  dihapus: z.number().int(),
  /** Kept, as a TP uses them. */
  dipakai: z.number().int(),
});
export type CpResmiHapusResult = z.infer<typeof cpResmiHapusResultSchema>;
