import { z } from 'zod';
import { listQuerySchema, optionSchema, pageSchema } from './list.schemas';

/** Regular classes (1) and elective-subject classes (16) share one list screen. */
export const JENIS_ROMBEL_KELAS = ['1', '16'] as const;

export const ROMBEL_SORTS = ['nama', 'tingkat', 'wali_kelas', 'jurusan', 'anggota'] as const;
export const rombelListQuerySchema = listQuerySchema(ROMBEL_SORTS).extend({
  jenis: z.enum(JENIS_ROMBEL_KELAS).default('1'),
});

export const rombelItemSchema = z.object({
  rombongan_belajar_id: z.string(),
  nama: z.string(),
  tingkat: z.number(),
  jenis_rombel: z.number(),
  wali_kelas: z.string().nullable(),
  jurusan: z.string().nullable(),
  kurikulum: z.string().nullable(),
  /** Kurikulum Merdeka classes use the kelompok of 2022 (16/17). */
  merdeka: z.boolean(),
  anggota: z.number().int(),
});
export type RombelItem = z.infer<typeof rombelItemSchema>;
export const rombelPageSchema = pageSchema(rombelItemSchema);

export const anggotaItemSchema = z.object({
  anggota_rombel_id: z.string(),
  peserta_didik_id: z.string(),
  nama: z.string(),
  nisn: z.string().nullable(),
  jenis_kelamin: z.string().nullable(),
  tempat_lahir: z.string().nullable(),
  tanggal_lahir: z.string().nullable(),
  agama: z.string().nullable(),
});
export type AnggotaItem = z.infer<typeof anggotaItemSchema>;
export const anggotaListSchema = z.object({
  rombel: z.object({ rombongan_belajar_id: z.string(), nama: z.string() }),
  data: z.array(anggotaItemSchema),
});
export type AnggotaList = z.infer<typeof anggotaListSchema>;

export const pembelajaranItemSchema = z.object({
  pembelajaran_id: z.string(),
  mata_pelajaran_id: z.number(),
  mata_pelajaran: z.string().nullable(),
  nama_mata_pelajaran: z.string(),
  guru: z.string().nullable(),
  guru_pengajar_id: z.string().nullable(),
  kelompok_id: z.number().nullable(),
  no_urut: z.number().nullable(),
  /** Gradable only once both kelompok and no urut are set (domain §2.2). */
  siap_dinilai: z.boolean(),
});
export type PembelajaranItem = z.infer<typeof pembelajaranItemSchema>;

export const pembelajaranFormSchema = z.object({
  rombel: z.object({
    rombongan_belajar_id: z.string(),
    nama: z.string(),
    merdeka: z.boolean(),
  }),
  data: z.array(pembelajaranItemSchema),
  guru: z.array(optionSchema),
  kelompok: z.array(optionSchema),
});
export type PembelajaranForm = z.infer<typeof pembelajaranFormSchema>;

export const savePembelajaranBodySchema = z.object({
  pembelajaran: z
    .array(
      z.object({
        pembelajaran_id: z.uuid(),
        nama_mata_pelajaran: z
          .string()
          .trim()
          .refine((value) => value.length > 0 && value.length <= 150, {
            message: 'Nama mata pelajaran wajib diisi (paling banyak 150 karakter).',
          }),
        guru_pengajar_id: z.uuid().nullable(),
        kelompok_id: z.number().int().nullable(),
        no_urut: z
          .number()
          .int()
          .nullable()
          .refine((value) => value === null || (value >= 1 && value <= 99), {
            message: 'No urut harus antara 1 dan 99.',
          }),
      }),
    )
    .min(1)
    .max(200),
});
export type SavePembelajaranBody = z.infer<typeof savePembelajaranBodySchema>;

export const MAPEL_SORTS = ['kelas', 'mata_pelajaran_id', 'nama_mata_pelajaran', 'guru'] as const;
export const mapelListQuerySchema = listQuerySchema(MAPEL_SORTS).extend({
  rombongan_belajar_id: z.uuid().optional(),
});
export const mapelItemSchema = z.object({
  pembelajaran_id: z.string(),
  rombongan_belajar_id: z.string(),
  kelas: z.string(),
  mata_pelajaran_id: z.number(),
  mata_pelajaran: z.string().nullable(),
  nama_mata_pelajaran: z.string(),
  guru: z.string().nullable(),
  siap_dinilai: z.boolean(),
});
export type MapelItem = z.infer<typeof mapelItemSchema>;
export const mapelPageSchema = pageSchema(mapelItemSchema).extend({
  rombel: z.array(optionSchema),
});

export const EKSKUL_SORTS = ['nama_ekskul', 'pembina', 'anggota'] as const;
export const ekskulListQuerySchema = listQuerySchema(EKSKUL_SORTS);
export const ekskulItemSchema = z.object({
  ekstrakurikuler_id: z.string(),
  nama_ekskul: z.string(),
  pembina: z.string().nullable(),
  ruang: z.string().nullable(),
  rombongan_belajar_id: z.string().nullable(),
  anggota: z.number().int(),
});
export type EkskulItem = z.infer<typeof ekskulItemSchema>;
export const ekskulPageSchema = pageSchema(ekskulItemSchema);
