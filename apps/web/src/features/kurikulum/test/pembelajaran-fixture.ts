import type { PembelajaranGuru } from '@erapor/shared/kurikulum/kurikulum.schemas';

/** The teacher's one pembelajaran in the curriculum screens' component tests (a Merdeka class). */
export const PEMBELAJARAN_MATEMATIKA: PembelajaranGuru = {
  pembelajaran_id: '5f0c6a8e-3b1d-4c2a-9e7f-1a2b3c4d5e6a',
  rombongan_belajar_id: '5f0c6a8e-3b1d-4c2a-9e7f-1a2b3c4d5e6b',
  rombel: 'X TKJ 1',
  tingkat: 10,
  mata_pelajaran_id: 401000000,
  nama_mata_pelajaran: 'Matematika',
  merdeka: true,
  fase: 'E',
};
