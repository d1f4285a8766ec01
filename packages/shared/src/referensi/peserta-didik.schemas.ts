import { z } from 'zod';
import { optionalEmail } from './gtk.schemas';
import { listQuerySchema, optionSchema, pageSchema } from './list.schemas';

export const PD_SORTS = ['nama', 'nisn', 'jenis_kelamin', 'tanggal_lahir', 'kelas'] as const;

export const pdListQuerySchema = listQuerySchema(PD_SORTS).extend({
  tingkat: z.coerce.number().int().min(10).max(13).optional(),
  rombongan_belajar_id: z.uuid().optional(),
});

export const pdItemSchema = z.object({
  peserta_didik_id: z.string(),
  nama: z.string(),
  no_induk: z.string().nullable(),
  nisn: z.string().nullable(),
  jenis_kelamin: z.string().nullable(),
  tempat_lahir: z.string().nullable(),
  tanggal_lahir: z.string().nullable(),
  agama: z.string().nullable(),
  /** The regular class of the semester; null = not yet in a class. */
  rombongan_belajar_id: z.string().nullable(),
  kelas: z.string().nullable(),
  tingkat: z.number().nullable(),
});
export type PdItem = z.infer<typeof pdItemSchema>;
export const pdPageSchema = pageSchema(pdItemSchema);

export const pdDetailSchema = pdItemSchema.extend({
  nik: z.string().nullable(),
  agama_id: z.number().nullable(),
  status: z.string(),
  anak_ke: z.number().nullable(),
  alamat: z.string().nullable(),
  no_telp: z.string().nullable(),
  no_hp: z.string().nullable(),
  sekolah_asal: z.string().nullable(),
  diterima_kelas: z.string().nullable(),
  diterima: z.string().nullable(),
  email: z.string().nullable(),
  nama_ayah: z.string().nullable(),
  nama_ibu: z.string().nullable(),
  kerja_ayah: z.string().nullable(),
  kerja_ibu: z.string().nullable(),
  nama_wali: z.string().nullable(),
  alamat_wali: z.string().nullable(),
  telp_wali: z.string().nullable(),
  kerja_wali_id: z.number().nullable(),
  kerja_wali: z.string().nullable(),
  /** Whether the signed-in user may edit the family and guardian fields of this student. */
  can_edit: z.boolean(),
});
export type PdDetail = z.infer<typeof pdDetailSchema>;

/** Family statuses offered in the edit form (free text is kept as Dapodik sent it). */
export const STATUS_DALAM_KELUARGA = ['Anak Kandung', 'Anak Tiri', 'Anak Angkat'] as const;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => value || null);

/** The fields e-Rapor lets the school correct; everything else comes from Dapodik. */
export const pdUpdateBodySchema = z.object({
  status: z.string().trim().min(1).max(50),
  anak_ke: z
    .number()
    .int()
    .min(1)
    .max(20)
    .nullish()
    .transform((value) => value ?? null),
  diterima_kelas: optionalText(50),
  email: optionalEmail,
  nama_wali: optionalText(150),
  alamat_wali: optionalText(500),
  telp_wali: z
    .string()
    .trim()
    .regex(/^[0-9+\-\s]{0,30}$/, { message: 'Telepon wali hanya boleh berisi angka.' })
    .nullish()
    .transform((value) => value || null),
  kerja_wali: z
    .number()
    .int()
    .min(1)
    .nullish()
    .transform((value) => value ?? null),
});
export type PdUpdateBody = z.input<typeof pdUpdateBodySchema>;

export const pdFilterOptionsSchema = z.object({
  tingkat: z.array(z.number()),
  rombel: z.array(optionSchema.extend({ tingkat: z.number() })),
  pekerjaan: z.array(optionSchema),
});
export type PdFilterOptions = z.infer<typeof pdFilterOptionsSchema>;

export const PASSWORD_PD_SORTS = ['nama', 'nisn', 'kelas', 'last_login_at'] as const;
export const passwordPdQuerySchema = listQuerySchema(PASSWORD_PD_SORTS).extend({
  rombongan_belajar_id: z.uuid().optional(),
});

export const passwordPdItemSchema = z.object({
  peserta_didik_id: z.string(),
  nama: z.string(),
  nisn: z.string().nullable(),
  kelas: z.string().nullable(),
  username: z.string().nullable(),
  email: z.string().nullable(),
  /** The generated first password while the student has not changed it; null once changed. */
  password: z.string().nullable(),
  has_account: z.boolean(),
  last_login_at: z.string().nullable(),
});
export type PasswordPdItem = z.infer<typeof passwordPdItemSchema>;
export const passwordPdPageSchema = pageSchema(passwordPdItemSchema).extend({
  sekolah: z.string(),
});
