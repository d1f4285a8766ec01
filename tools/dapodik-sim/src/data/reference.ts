/**
 * The small subset of national reference ids the simulated school uses. The ids and names
 * are the real national reference values (Dapodik `ref.*` tables as shipped with the
 * national reference data: ref.mata_pelajaran, ref.jurusan, ref.kurikulum, ref.jenis_ptk,
 * ref.agama, ref.pekerjaan, ref.status_kepegawaian, ref.gelar_akademik). The special ids
 * 800001000 (PKL) and the P5 family 200040000/2000400x0 follow e-Rapor's usage.
 */

export const AGAMA: Record<number, string> = {
  1: 'Islam',
  2: 'Kristen',
  3: 'Katholik',
  4: 'Hindu',
  5: 'Buddha',
  6: 'Kong Hu Chu',
};

/** Religion subject per agama_id (ref.mata_pelajaran). */
export const RELIGION_SUBJECT: Record<number, { id: number; nama: string }> = {
  1: { id: 100011070, nama: 'Pendidikan Agama Islam dan Budi Pekerti' },
  2: { id: 100012050, nama: 'Pendidikan Agama Kristen dan Budi Pekerti' },
  3: { id: 100013010, nama: 'Pendidikan Agama Katholik dan Budi Pekerti' },
  4: { id: 100015010, nama: 'Pendidikan Agama Hindu dan Budi Pekerti' },
  5: { id: 100014140, nama: 'Pendidikan Agama Buddha dan Budi Pekerti' },
  6: { id: 100016010, nama: 'Pendidikan Agama Konghuchu dan Budi Pekerti' },
};

export interface SubjectRef {
  /** ref.mata_pelajaran id */
  id: number;
  /** ref.mata_pelajaran.nama */
  ref: string;
  /** Display name chosen by the school (nama_mata_pelajaran). */
  nama: string;
}

const s = (id: number, ref: string, nama = ref): SubjectRef => ({ id, ref, nama });

export const SUBJECT = {
  pancasila: s(200010300, 'Pendidikan Pancasila'),
  bindo: s(300110000, 'Bahasa Indonesia'),
  mtk: s(401000000, 'Matematika (Umum)', 'Matematika'),
  bing: s(300210000, 'Bahasa Inggris'),
  sejarah: s(401230000, 'Sejarah'),
  pjok: s(500010000, 'Pendidikan Jasmani, Olahraga, dan Kesehatan'),
  seni: s(600011000, 'Seni dan Budaya ', 'Seni Budaya'),
  informatika: s(700106100, 'Informatika'),
  ipas: s(401900000, 'Ilmu Pengetahuan Alam dan Sosial (IPAS)', 'Projek IPAS'),
  mulok: s(300311900, 'Muatan Lokal Bahasa Daerah', 'Bahasa Jawa'),
  pkk: s(600070200, 'Projek Kreatif dan Kewirausahaan'),
  /** Not in the shipped ref.mata_pelajaran; e-Rapor creates it (erapor-smk-domain.md §2.1). */
  pkl: s(800001000, 'Praktik Kerja Lapangan'),
  p5: s(200040000, 'Project Penguatan Profil Pelajar Pancasila'),
} as const;

/** P5 themes (child pembelajaran of 200040000). */
export const P5_THEME = {
  gayaHidup: s(200040010, 'Gaya Hidup Berkelanjutan'),
  kearifan: s(200040020, 'Kearifan Lokal'),
  bhinneka: s(200040030, 'Bhineka Tunggal Ika'),
  rekayasa: s(200040060, 'Rekayasa dan Teknologi'),
  kewirausahaan: s(200040070, 'Kewirausahaan'),
  kebekerjaan: s(200040080, 'Kebekerjaan'),
} as const;

/** Subjects offered as jenis-16 elective groups in grades 11 and 12. */
export const ELECTIVES: readonly SubjectRef[] = [
  s(300310400, 'Bahasa Jepang'),
  s(300310700, 'Bahasa Mandarin'),
  s(401002000, 'Matematika Tingkat Lanjut'),
  s(300230000, 'Bahasa Inggris Tingkat Lanjut'),
];

export interface Programme {
  key: string;
  /** Short name of the programme (grade 10) and of the concentration (grades 11+). */
  shortProgram: string;
  shortKonsentrasi: string;
  /** ref.jurusan: programme (level 11) and concentration (level 12). */
  jurusanProgram: { id: string; nama: string };
  jurusanKonsentrasi: { id: string; nama: string };
  /** ref.kurikulum: Merdeka curricula of the programme and of the concentration. */
  kurikulumProgram: { id: number; nama: string };
  kurikulumKonsentrasi: { id: number; nama: string };
  dasar: SubjectRef;
  konsentrasi: SubjectRef;
  /** Relative share of the school's classes. */
  weight: number;
  /** A four-year programme has a grade 13. */
  years: 3 | 4;
}

export const PROGRAMMES: readonly Programme[] = [
  {
    key: 'tjkt',
    shortProgram: 'TJKT',
    shortKonsentrasi: 'TKJ',
    jurusanProgram: { id: '16012', nama: 'Teknik Jaringan Komputer dan Telekomunikasi' },
    jurusanKonsentrasi: { id: '16012425', nama: 'Teknik Komputer dan Jaringan' },
    kurikulumProgram: {
      id: 10722,
      nama: 'SMK Merdeka Teknik Jaringan Komputer dan Telekomunikasi',
    },
    kurikulumKonsentrasi: { id: 10816, nama: 'SMK Merdeka Teknik Komputer dan Jaringan' },
    dasar: s(800000122, 'Dasar Dasar Teknik Jaringan Komputer dan Telekomunikasi'),
    konsentrasi: s(800000216, 'Teknik Komputer dan Jaringan'),
    weight: 3,
    years: 3,
  },
  {
    key: 'pplg',
    shortProgram: 'PPLG',
    shortKonsentrasi: 'RPL',
    jurusanProgram: { id: '16010', nama: 'Pengembangan Perangkat Lunak dan Gim' },
    jurusanKonsentrasi: { id: '16010410', nama: 'Rekayasa Perangkat Lunak' },
    kurikulumProgram: { id: 10721, nama: 'SMK Merdeka Pengembangan Perangkat Lunak dan Gim' },
    kurikulumKonsentrasi: { id: 10813, nama: 'SMK Merdeka Rekayasa Perangkat Lunak' },
    dasar: s(800000121, 'Dasar Dasar Pengembangan Perangkat Lunak dan Gim'),
    konsentrasi: s(800000213, 'Rekayasa Perangkat Lunak'),
    weight: 3,
    years: 3,
  },
  {
    key: 'akl',
    shortProgram: 'AKL',
    shortKonsentrasi: 'AK',
    jurusanProgram: { id: '35014', nama: 'Akuntansi dan Keuangan Lembaga' },
    jurusanKonsentrasi: { id: '35014605', nama: 'Akuntansi' },
    kurikulumProgram: { id: 10739, nama: 'SMK Merdeka Akuntansi dan Keuangan Lembaga' },
    kurikulumKonsentrasi: { id: 10852, nama: 'SMK Merdeka Akuntansi' },
    dasar: s(800000139, 'Dasar Dasar Akuntansi dan Keuangan Lembaga'),
    konsentrasi: s(800000252, 'Akuntansi'),
    weight: 2,
    years: 3,
  },
  {
    key: 'ka',
    shortProgram: 'KA',
    shortKonsentrasi: 'KA',
    jurusanProgram: { id: '12024', nama: 'Kimia Analisis' },
    jurusanKonsentrasi: { id: '12024300', nama: 'Kimia Analisis' },
    kurikulumProgram: { id: 10713, nama: 'SMK Merdeka Kimia Analisis' },
    kurikulumKonsentrasi: { id: 10791, nama: 'SMK Merdeka Kimia Analisis' },
    dasar: s(800000113, 'Dasar Dasar Kimia Analisis'),
    konsentrasi: s(800000191, 'Kimia Analisis'),
    weight: 1,
    years: 4,
  },
];

/** ref.jenis_ptk ids used (tendik group: 11, 30, 40, 41, 42, 43, 44). */
export const JENIS_PTK = {
  guruMapel: { id: '4', nama: 'Guru Mapel' },
  guruBk: { id: '5', nama: 'Guru BK' },
  kepalaSekolah: { id: '20', nama: 'Kepala Sekolah' },
  tas: { id: '11', nama: 'Tenaga Administrasi Sekolah' },
  laboran: { id: '30', nama: 'Laboran' },
  pustakawan: { id: '40', nama: 'Tenaga Perpustakaan' },
  tukangKebun: { id: '41', nama: 'Tukang Kebun' },
  penjaga: { id: '42', nama: 'Penjaga Sekolah' },
  satpam: { id: '43', nama: 'Petugas Keamanan' },
  pesuruh: { id: '44', nama: 'Pesuruh/Office Boy' },
} as const;

/** ref.status_kepegawaian ids used. */
export const STATUS_KEPEGAWAIAN = {
  pnsDpk: { id: 2, nama: 'PNS Diperbantukan' },
  gty: { id: 4, nama: 'GTY/PTY' },
  guruHonor: { id: 8, nama: 'Guru Honor Sekolah' },
  tenagaHonor: { id: 9, nama: 'Tenaga Honor Sekolah' },
  pppk: { id: 11, nama: 'PPPK' },
} as const;

/** ref.pekerjaan ids used for parents. */
export const PEKERJAAN: readonly (readonly [number, string])[] = [
  [1, 'Tidak bekerja'],
  [2, 'Nelayan'],
  [3, 'Petani'],
  [5, 'PNS/TNI/Polri'],
  [6, 'Karyawan Swasta'],
  [7, 'Pedagang Kecil'],
  [8, 'Pedagang Besar'],
  [9, 'Wiraswasta'],
  [11, 'Buruh'],
  [12, 'Pensiunan'],
  [14, 'Karyawan BUMN'],
];

/** ref.gelar_akademik codes used in rwy_pend_formal, by field of study. */
export const GELAR = {
  spd: 'S.Pd',
  skom: 'S.Kom',
  st: 'S.T',
  se: 'S.E.',
  ssi: 'S.Si',
  spdi: 'S.Pd.I',
  sth: 'S.Th.',
  mpd: 'M.Pd',
  drs: 'Drs',
  dra: 'Dra',
  ir: 'Ir',
  amd: 'A.Md',
} as const;
