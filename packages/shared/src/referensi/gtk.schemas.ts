import { z } from 'zod';
import { listQuerySchema, optionSchema, pageSchema } from './list.schemas';

/** The four staff lists of the Referensi menu (domain §2.1 jenis_ptk groups). */
export const JENIS_GTK = ['guru', 'tendik', 'instruktur', 'asesor'] as const;
export type JenisGtk = (typeof JENIS_GTK)[number];
/** Staff e-Rapor keeps itself (not in Dapodik): instructors (97) and assessors (98). */
export const JENIS_GTK_LOKAL = ['instruktur', 'asesor'] as const;
export type JenisGtkLokal = (typeof JENIS_GTK_LOKAL)[number];

export const GTK_SORTS = ['nama', 'nuptk', 'jenis_kelamin', 'tanggal_lahir', 'email'] as const;
export const gtkListQuerySchema = listQuerySchema(GTK_SORTS).extend({
  jenis: z.enum(JENIS_GTK),
});

export const gtkItemSchema = z.object({
  guru_id: z.string(),
  nama: z.string(),
  /** Name with academic titles, e.g. "Dra. SITI AMINAH, M.Pd.". */
  nama_lengkap: z.string(),
  nuptk: z.string().nullable(),
  nik: z.string().nullable(),
  jenis_kelamin: z.string().nullable(),
  tempat_lahir: z.string().nullable(),
  tanggal_lahir: z.string().nullable(),
  jenis_ptk: z.string().nullable(),
  email: z.string().nullable(),
  no_hp: z.string().nullable(),
  is_dapodik: z.boolean(),
  dudi_id: z.string().nullable(),
  dudi: z.string().nullable(),
});
export type GtkItem = z.infer<typeof gtkItemSchema>;
export const gtkPageSchema = pageSchema(gtkItemSchema);

export const gtkDetailSchema = gtkItemSchema.extend({
  gelar_depan: z.string().nullable(),
  gelar_belakang: z.string().nullable(),
  nip: z.string().nullable(),
  agama: z.string().nullable(),
  status_kepegawaian_id: z.number().nullable(),
  pendidikan_terakhir: z.string().nullable(),
});
export type GtkDetail = z.infer<typeof gtkDetailSchema>;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => value || null);

/** Empty means none; otherwise a plausible address (the message names the field itself). */
export const optionalEmail = z
  .string()
  .trim()
  .max(254)
  .regex(/^$|^[^\s@]+@[^\s@]+\.[^\s@]+$/, { message: 'Email bukan alamat email yang benar.' })
  .nullish()
  .transform((value) => value || null);

/** An instructor or assessor typed in the add/edit modal or read from an import row. */
export const gtkLokalBodySchema = z.object({
  nama: z.string().trim().min(1).max(150),
  nik: z
    .string()
    .trim()
    .regex(/^\d{16}$/, { message: 'NIK harus 16 digit angka.' }),
  jenis_kelamin: z.enum(['L', 'P']),
  tempat_lahir: optionalText(100),
  tanggal_lahir: z.iso
    .date()
    .nullish()
    .transform((value) => value ?? null),
  email: optionalEmail,
  no_hp: z
    .string()
    .trim()
    .regex(/^[0-9+\-\s]{0,30}$/, { message: 'Nomor HP hanya boleh berisi angka.' })
    .nullish()
    .transform((value) => value || null),
  /** Asesor only: the partner (DUDI) the assessor works for; none is allowed. */
  dudi_id: z
    .uuid()
    .nullish()
    .transform((value) => value ?? null),
});
export type GtkLokalBody = z.input<typeof gtkLokalBodySchema>;
export type GtkLokalValues = z.output<typeof gtkLokalBodySchema>;

export const jenisLokalParamSchema = z.object({ jenis: z.enum(JENIS_GTK_LOKAL) });

/** Import files: one .xlsx sheet of at most 1 MB and 500 rows. */
export const GTK_IMPORT_MAX_BYTES = 1024 * 1024;
export const GTK_IMPORT_MAX_ROWS = 500;

export const importRowSchema = z.object({
  baris: z.number().int(),
  nama: z.string(),
  nik: z.string(),
  jenis_kelamin: z.string(),
  tempat_lahir: z.string(),
  tanggal_lahir: z.string(),
  email: z.string(),
  no_hp: z.string(),
});
export type ImportRow = z.infer<typeof importRowSchema>;

export const importPreviewRowSchema = importRowSchema.extend({
  valid: z.boolean(),
  /** Indonesian problems of this row, empty when it can be saved. */
  errors: z.array(z.string()),
});
export type ImportPreviewRow = z.infer<typeof importPreviewRowSchema>;

export const importPreviewSchema = z.object({
  rows: z.array(importPreviewRowSchema),
  valid: z.number().int(),
  invalid: z.number().int(),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

export const importConfirmBodySchema = z.object({
  rows: z.array(importRowSchema).min(1).max(GTK_IMPORT_MAX_ROWS),
});

export const importResultSchema = z.object({
  message: z.string(),
  saved: z.number().int(),
  skipped: z.number().int(),
});
export type ImportResult = z.infer<typeof importResultSchema>;

export const dudiOptionsSchema = z.object({ data: z.array(optionSchema) });
