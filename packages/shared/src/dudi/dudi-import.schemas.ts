import { z } from 'zod';

/** Import files: one .xlsx of at most 2 MB and 500 data rows. */
export const DUDI_IMPORT_MAX_BYTES = 2 * 1024 * 1024;
export const DUDI_IMPORT_MAX_ROWS = 500;

/**
 * One row of the import sheet = one activity of one agreement of one partner, with its
 * supervisors (NUPTK or name) and participants (NISN), several separated by ";".
 */
export const DUDI_IMPORT_FIELDS = [
  'nama_dudi',
  'bidang_usaha',
  'alamat',
  'kota',
  'telepon',
  'email',
  'npwp',
  'nomor_mou',
  'judul_mou',
  'tanggal_mulai',
  'tanggal_selesai',
  'judul_kegiatan',
  'sk_tugas',
  'tgl_sk_tugas',
  'pembimbing',
  'peserta',
] as const;
export type DudiImportField = (typeof DUDI_IMPORT_FIELDS)[number];

const cell = z.string().max(10_000);
export const dudiImportRowSchema = z.object({
  baris: z.number().int(),
  nama_dudi: cell,
  bidang_usaha: cell,
  alamat: cell,
  kota: cell,
  telepon: cell,
  email: cell,
  npwp: cell,
  nomor_mou: cell,
  judul_mou: cell,
  tanggal_mulai: cell,
  tanggal_selesai: cell,
  judul_kegiatan: cell,
  sk_tugas: cell,
  tgl_sk_tugas: cell,
  pembimbing: cell,
  peserta: cell,
});
export type DudiImportRow = z.infer<typeof dudiImportRowSchema>;

/** A problem of one cell (field) or of the whole row (field null, e.g. a duplicate row). */
export const importIssueSchema = z.object({
  field: z.enum(DUDI_IMPORT_FIELDS).nullable(),
  message: z.string(),
});
export type ImportIssue = z.infer<typeof importIssueSchema>;

export const dudiImportPreviewRowSchema = dudiImportRowSchema.extend({
  valid: z.boolean(),
  errors: z.array(importIssueSchema),
  /** The partner (same name and city) or agreement (same number) already exists: it is updated. */
  dudi_ada: z.boolean(),
  mou_ada: z.boolean(),
  jumlah_pembimbing: z.number().int(),
  jumlah_peserta: z.number().int(),
});
export type DudiImportPreviewRow = z.infer<typeof dudiImportPreviewRowSchema>;

export const dudiImportPreviewSchema = z.object({
  rows: z.array(dudiImportPreviewRowSchema),
  valid: z.number().int(),
  invalid: z.number().int(),
});
export type DudiImportPreview = z.infer<typeof dudiImportPreviewSchema>;

export const dudiImportConfirmBodySchema = z.object({
  rows: z.array(dudiImportRowSchema).min(1).max(DUDI_IMPORT_MAX_ROWS),
});

export const dudiImportResultSchema = z.object({
  message: z.string(),
  saved: z.number().int(),
  skipped: z.number().int(),
  dudi_baru: z.number().int(),
  mou_baru: z.number().int(),
  peserta_baru: z.number().int(),
});
export type DudiImportResult = z.infer<typeof dudiImportResultSchema>;
