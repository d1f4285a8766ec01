import { z } from 'zod';
import { semesterSchema } from '../auth/auth.schemas';

export const ZONA_WAKTU = ['Asia/Jakarta', 'Asia/Makassar', 'Asia/Jayapura'] as const;
export type ZonaWaktu = (typeof ZONA_WAKTU)[number];

export const JABATAN_KEPALA_SEKOLAH = [
  'Kepala Sekolah',
  'Plt. Kepala Sekolah',
  'Plh. Kepala Sekolah',
] as const;

/** School logo: JPEG or PNG up to 1 MB, stored at most 300 px wide or high. */
export const LOGO_MAX_BYTES = 1024 * 1024;
export const LOGO_MAX_PX = 300;

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'Tanggal harus berbentuk TTTT-BB-HH.' })
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), {
    message: 'Tanggal tidak dikenal.',
  });

export const settingsSchema = z.object({
  semesters: z.array(semesterSchema),
  /** The school's active semester (new sign-ins start in it). */
  semester_aktif_id: z.string(),
  /** The semester the dated settings below belong to: the session's. */
  semester_id: z.string(),
  semester_nama: z.string(),
  /** 1 ganjil, 2 genap; tanggal_rapor_kelas_akhir only applies in 2. */
  periode: z.number().int(),
  tanggal_rapor: z.string().nullable(),
  tanggal_rapor_kelas_akhir: z.string().nullable(),
  zona: z.enum(ZONA_WAKTU),
  kepala_sekolah: z.string().nullable(),
  jabatan: z.enum(JABATAN_KEPALA_SEKOLAH),
  data_guru: z.array(z.object({ guru_id: z.string(), nama: z.string() })),
  rombel_4_tahun: z.array(z.string()),
  data_rombel: z.array(
    z.object({ rombongan_belajar_id: z.string(), nama: z.string(), tingkat: z.number().int() }),
  ),
  dapodik: z.object({ url: z.string().nullable(), token_set: z.boolean() }),
  has_logo: z.boolean(),
});
export type SettingsDto = z.infer<typeof settingsSchema>;

export const saveSettingsBodySchema = z.object({
  tanggal_rapor: isoDate.nullable(),
  tanggal_rapor_kelas_akhir: isoDate.nullable().optional(),
  zona: z.enum(ZONA_WAKTU),
  kepala_sekolah: z.uuid({ message: 'Pilih kepala sekolah dari daftar.' }).nullable(),
  jabatan: z.enum(JABATAN_KEPALA_SEKOLAH),
  rombel_4_tahun: z.array(z.uuid({ message: 'Rombongan belajar tidak valid.' })).max(200),
});
export type SaveSettingsBody = z.infer<typeof saveSettingsBodySchema>;
