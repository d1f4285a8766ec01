import { z } from 'zod';
import { GRID_KINDS } from './grid.schemas';

const uuid = z.uuid({ error: 'Pilih data yang benar.' });

export const gridKindParamSchema = z.object({
  kind: z.enum(GRID_KINDS, { error: 'Jenis lembar penilaian tidak dikenal.' }),
});
export const pembelajaranQuerySchema = z.object({ pembelajaran_id: uuid });

export const riwayatQuerySchema = z.object({
  pembelajaran_id: uuid,
  anggota_rombel_id: uuid,
  kolom: z.string().min(1).max(60).optional(),
});

/** One pembelajaran the signed-in teacher grades, for the Tingkat → Rombel → Mapel choosers. */
export const pembelajaranGuruSchema = z.object({
  pembelajaran_id: z.string(),
  nama_mata_pelajaran: z.string(),
  mata_pelajaran_id: z.number(),
  rombongan_belajar_id: z.string(),
  rombel: z.string(),
  tingkat: z.number(),
  jenis_rombel: z.number(),
  merdeka: z.boolean(),
  kunci_nilai: z.boolean(),
  /** Mapped by the administrator (kelompok and order): only then can it be graded. */
  siap_dinilai: z.boolean(),
});
export type PembelajaranGuru = z.infer<typeof pembelajaranGuruSchema>;

export const statusPenilaianSchema = z.object({ dibuka: z.boolean() });
export const kunciNilaiBodySchema = z.object({ rombongan_belajar_id: uuid, kunci: z.boolean() });
