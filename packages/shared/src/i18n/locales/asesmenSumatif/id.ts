import type { asesmenSumatifEn } from './en';

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

/** Layar Asesmen Sumatif (SLM dan SAS), bahasa Indonesia. */
export const asesmenSumatifId: Shape<typeof asesmenSumatifEn> = {
  jenis: 'Jenis Asesmen',
  slm: 'Sumatif Lingkup Materi (SLM)',
  sas: 'Sumatif Akhir Semester (SAS)',
  slmHint:
    'Satu nilai 0–100 per tujuan pembelajaran (TP) yang dipetakan ke mata pelajaran ini. Ketik, atau tempel satu blok dari Excel atau Google Sheets; simpan dengan Simpan (Ctrl+S).',
  sasHint:
    'Bagian non-tes dan tes 0–100; NA adalah rerata bagian yang terisi, dibulatkan, dihitung oleh server.',
  noTp: 'Belum ada tujuan pembelajaran (TP) yang dipetakan ke mata pelajaran ini, sehingga belum ada yang dinilai.',
  noTpAction: 'Tambah tujuan pembelajaran',
  gridTitle: '{{jenis}} — {{mapel}} {{rombel}}',
};
