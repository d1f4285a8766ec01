import { z } from 'zod';

/**
 * What the product needs from each Dapodik row (dapodik-ws.md §3). Unknown keys are ignored;
 * DECIMAL columns arrive as strings and are converted here; a row missing a key field makes the
 * whole answer invalid, so nothing is half-applied.
 */
const uuid = z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i);
const text = z
  .string()
  .nullish()
  .transform((value) => (value ? value.trim() || null : null));
const date = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}/)
  .nullish()
  .transform((value) => (value ? value.slice(0, 10) : null));
const intFromAny = z
  .union([z.number(), z.string()])
  .nullish()
  .transform((value) => {
    if (value === null || value === undefined || value === '') return null;
    const parsed = Number(value);
    return Number.isInteger(parsed) ? parsed : null;
  });

export const sekolahRowSchema = z.object({
  sekolah_id: uuid,
  nama: z.string().min(1),
  npsn: z.string(),
  bentuk_pendidikan_id: intFromAny,
  alamat_jalan: text,
  desa_kelurahan: text,
  kecamatan: text,
  kabupaten_kota: text,
  provinsi: text,
  kode_pos: text,
  email: text,
  nomor_telepon: text,
});

export const gtkRowSchema = z.object({
  ptk_id: uuid,
  nama: z.string().min(1),
  jenis_kelamin: text,
  tempat_lahir: text,
  tanggal_lahir: date,
  agama_id: intFromAny,
  agama_id_str: text,
  nuptk: text,
  nip: text,
  nik: text,
  jenis_ptk_id: intFromAny.pipe(z.number().int()),
  jenis_ptk_id_str: text,
  status_kepegawaian_id: intFromAny,
  pendidikan_terakhir: text,
  email: text,
  rwy_pend_formal: z
    .array(z.object({ riwayat_pendidikan_formal_id: uuid, gelar_akademik_id_str: text }))
    .nullish()
    .transform((value) => value ?? []),
});
export type GtkRow = z.infer<typeof gtkRowSchema>;

export const pesertaDidikRowSchema = z.object({
  peserta_didik_id: uuid,
  nama: z.string().min(1),
  nipd: text,
  nisn: text,
  nik: text,
  jenis_kelamin: text,
  tempat_lahir: text,
  tanggal_lahir: date,
  agama_id: intFromAny,
  agama_id_str: text,
  alamat_jalan: text,
  nomor_telepon_rumah: text,
  nomor_telepon_seluler: text,
  nama_ayah: text,
  pekerjaan_ayah_id: intFromAny,
  pekerjaan_ayah_id_str: text,
  nama_ibu: text,
  pekerjaan_ibu_id: intFromAny,
  pekerjaan_ibu_id_str: text,
  nama_wali: text,
  pekerjaan_wali_id: intFromAny,
  pekerjaan_wali_id_str: text,
  email: text,
  sekolah_asal: text,
  tanggal_masuk_sekolah: date,
  nama_rombel: text,
});
export type PesertaDidikRow = z.infer<typeof pesertaDidikRowSchema>;

const pembelajaranRowSchema = z.object({
  pembelajaran_id: uuid,
  mata_pelajaran_id: intFromAny.pipe(z.number().int()),
  mata_pelajaran_id_str: text,
  ptk_id: uuid.nullish().transform((value) => value ?? null),
  nama_mata_pelajaran: text,
  induk_pembelajaran_id: uuid.nullish().transform((value) => value ?? null),
});

export const rombelRowSchema = z.object({
  rombongan_belajar_id: uuid,
  nama: z.string().min(1),
  tingkat_pendidikan_id: intFromAny,
  jenis_rombel: intFromAny.pipe(z.number().int()),
  kurikulum_id: intFromAny,
  kurikulum_id_str: text,
  ptk_id: uuid.nullish().transform((value) => value ?? null),
  jurusan_id: text,
  jurusan_id_str: text,
  id_ruang_str: text,
  anggota_rombel: z
    .array(z.object({ anggota_rombel_id: uuid, peserta_didik_id: uuid }))
    .default([]),
  pembelajaran: z
    .array(pembelajaranRowSchema)
    .nullish()
    .transform((value) => value ?? []),
  id_kelas_ekskul: uuid.nullish(),
  nm_ekskul: text,
});
export type RombelRow = z.infer<typeof rombelRowSchema>;
