/**
 * Official public documents a school needs around the report card (domain §8.4). Titles are the
 * documents' own Indonesian titles; links lead to the official portals that publish them.
 */
export interface DownloadItem {
  title: string;
  source: string;
  url: string;
}

export interface DownloadGroup {
  key: 'kurikulum' | 'smk' | 'ukk';
  items: DownloadItem[];
}

const JDIH = { source: 'JDIH Kemendikdasmen', url: 'https://jdih.kemdikbud.go.id/' };
const KURIKULUM = { source: 'Portal Kurikulum', url: 'https://kurikulum.kemdikbud.go.id/' };
const GURU = { source: 'Ruang GTK / Merdeka Mengajar', url: 'https://guru.kemdikbud.go.id/' };

export const DOWNLOAD_GROUPS: readonly DownloadGroup[] = [
  {
    key: 'kurikulum',
    items: [
      {
        title:
          'Permendikbudristek Nomor 12 Tahun 2024 tentang Kurikulum pada Pendidikan Anak Usia Dini, Jenjang Pendidikan Dasar, dan Jenjang Pendidikan Menengah',
        ...JDIH,
      },
      {
        title: 'Panduan Pembelajaran dan Asesmen Kurikulum Merdeka (Edisi Revisi 2024)',
        ...KURIKULUM,
      },
      { title: 'Panduan Pengembangan Projek Penguatan Profil Pelajar Pancasila', ...KURIKULUM },
      {
        title: 'Dimensi, Elemen, dan Subelemen Profil Pelajar Pancasila pada Kurikulum Merdeka',
        ...KURIKULUM,
      },
      { title: 'Panduan Penilaian pada Sekolah Menengah Kejuruan (Kurikulum 2013)', ...KURIKULUM },
    ],
  },
  {
    key: 'smk',
    items: [
      {
        title: 'Peraturan Pemerintah Nomor 4 Tahun 2022 tentang Standar Nasional Pendidikan',
        ...JDIH,
      },
      {
        title: 'Permendikbudristek Nomor 5 Tahun 2022 tentang Standar Kompetensi Lulusan',
        ...JDIH,
      },
      { title: 'Permendikbudristek Nomor 7 Tahun 2022 tentang Standar Isi', ...JDIH },
      { title: 'Permendikbudristek Nomor 16 Tahun 2022 tentang Standar Proses', ...JDIH },
      {
        title: 'Permendikbudristek Nomor 21 Tahun 2022 tentang Standar Penilaian Pendidikan',
        ...JDIH,
      },
      { title: 'Spektrum Keahlian Pendidikan Menengah Kejuruan', ...KURIKULUM },
      { title: 'Struktur Kurikulum dan Konsentrasi Keahlian SMK/MAK', ...KURIKULUM },
      {
        title:
          'Capaian Pembelajaran Kurikulum Merdeka (Keputusan Kepala BSKAP Nomor 032/H/KR/2024)',
        ...KURIKULUM,
      },
      { title: 'Panduan Pengembangan Kurikulum Operasional di Satuan Pendidikan', ...KURIKULUM },
      { title: 'Buku Saku Kurikulum Merdeka', ...KURIKULUM },
      { title: 'Platform Merdeka Mengajar', ...GURU },
      { title: 'Daftar Satuan Pendidikan Pelaksana Implementasi Kurikulum Merdeka', ...KURIKULUM },
      { title: 'Panduan Layanan Bimbingan dan Konseling', ...KURIKULUM },
    ],
  },
  {
    key: 'ukk',
    items: [
      { title: 'Pedoman Pelaksanaan Uji Kompetensi Keahlian SMK Tahun 2025', ...KURIKULUM },
      { title: 'Instrumen Uji Kompetensi Keahlian per Konsentrasi Keahlian', ...KURIKULUM },
    ],
  },
];
