import type { penilaianEn } from './en';

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

/** Layar penilaian (Nilai Akhir, Capaian Kompetensi, …), bahasa Indonesia; kunci per layar. */
export const penilaianId: Shape<typeof penilaianEn> = {
  picker: {
    tingkat: 'Tingkat',
    tingkatPlaceholder: 'Pilih tingkat',
    tingkatOption: 'Kelas {{tingkat}}',
    rombel: 'Rombongan Belajar',
    rombelPlaceholder: 'Pilih rombongan belajar',
    mapel: 'Mata Pelajaran',
    mapelPlaceholder: 'Pilih mata pelajaran',
    nothingFound: 'Tidak ada yang cocok',
    belumDipetakanOption: '{{mapel}} (belum dipetakan)',
    belumDipetakanNote:
      'Belum dipetakan administrator (kelompok dan nomor urut), sehingga belum dapat dinilai: {{mapel}}.',
    loading: 'Memuat mata pelajaran Anda…',
    loadFailed: 'Mata pelajaran Anda gagal dimuat',
    empty:
      'Anda tidak mengajar mata pelajaran apa pun di semester ini. Minta administrator memeriksa data pembelajaran.',
    notFound: 'Mata pelajaran di alamat ini bukan milik Anda di semester ini. Pilih yang lain.',
  },
};
