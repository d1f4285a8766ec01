import { DESKRIPSI_KOLOM } from '../penilaian/grid.schemas';

/** Indonesian names of request fields, used to say which field a validation message is about. */
export const FIELD_LABELS: Record<string, string> = {
  email: 'Email',
  password: 'Kata sandi',
  password_confirmation: 'Konfirmasi kata sandi',
  current_password: 'Kata sandi saat ini',
  semester_id: 'Semester',
  refreshToken: 'Token penyegaran',
  npsn: 'NPSN',
  nama_sekolah: 'Nama sekolah',
  name: 'Nama',
  token: 'Token atur ulang',
  photo: 'Foto',
  tanggal_rapor: 'Tanggal rapor',
  tanggal_rapor_kelas_akhir: 'Tanggal rapor kelas akhir',
  zona: 'Zona waktu',
  kepala_sekolah: 'Kepala sekolah',
  jabatan: 'Jabatan kepala sekolah',
  rombel_4_tahun: 'Rombel 4 tahun',
  logo: 'Logo sekolah',
  role: 'Peran',
  page: 'Halaman',
  per_page: 'Jumlah per halaman',
  q: 'Kata kunci pencarian',
  sort: 'Urutan',
  order: 'Arah urutan',
  nama: 'Nama',
  nik: 'NIK',
  jenis_kelamin: 'Jenis kelamin',
  tempat_lahir: 'Tempat lahir',
  tanggal_lahir: 'Tanggal lahir',
  no_hp: 'Nomor HP',
  dudi_id: 'DUDI',
  jenis: 'Jenis',
  id: 'ID',
  tingkat: 'Tingkat',
  rombongan_belajar_id: 'Rombongan belajar',
  status: 'Status dalam keluarga',
  anak_ke: 'Anak ke',
  diterima_kelas: 'Diterima di kelas',
  nama_wali: 'Nama wali',
  alamat_wali: 'Alamat wali',
  telp_wali: 'Telepon wali',
  kerja_wali: 'Pekerjaan wali',
  rows: 'Baris impor',
  pembelajaran: 'Pembelajaran',
  bidang_usaha: 'Bidang usaha',
  alamat: 'Alamat',
  kota: 'Kota/kabupaten',
  telepon: 'Telepon',
  npwp: 'NPWP',
  nomor_mou: 'Nomor MoU',
  judul_mou: 'Judul MoU',
  tanggal_mulai: 'Tanggal mulai',
  tanggal_selesai: 'Tanggal selesai',
  judul_akt_pd: 'Judul kegiatan',
  sk_tugas: 'SK tugas',
  tgl_sk_tugas: 'Tanggal SK tugas',
  guru_id: 'Guru pembimbing',
  pengajar_id: 'Guru pengajar',
  peserta_didik_ids: 'Peserta didik',
  pembelajaran_id: 'Pembelajaran',
  pembelajaran_ids: 'Kelas tujuan pemetaan',
  dari_pembelajaran_id: 'Kelas asal TP',
  mata_pelajaran_id: 'Mata pelajaran',
  elemen: 'Elemen',
  deskripsi: 'Deskripsi',
  aktif: 'Status aktif',
  cp_id: 'Capaian pembelajaran',
  kd_id: 'Kompetensi dasar',
  kompetensi_id: 'Aspek penilaian',
  kode: 'Kode KD',
  alias: 'Alias',
  cells: 'Sel nilai',
  value: 'Nilai',
  version: 'Versi sel',
  anggota_rombel_id: 'Peserta didik',
  kolom: 'Kolom',
  kind: 'Jenis lembar',
  dibuka: 'Status penilaian',
  kunci: 'Kunci nilai',
  alasan: 'Alasan',
  ids: 'Daftar penyesuaian',
  catatan: 'Catatan',
  sebelum: 'Batas riwayat',
  nilai: 'Nilai',
  batas: 'Batas waktu penilaian',
  milik: 'Simpanan sebelumnya',
  siswa: 'Peserta didik',
  terima_belum_lengkap: 'Peserta didik yang belum lengkap',
  bobot: 'Bobot',
  bobot_sumatif_materi: 'Bobot sumatif materi',
  bobot_sumatif_akhir: 'Bobot sumatif akhir',
  baris: 'Nomor baris',
  pembelajaranId: 'Pembelajaran',
  fase: 'Fase',
  nama_mata_pelajaran: 'Nama tampil mata pelajaran',
  guru_pengajar_id: 'Guru pengajar',
  kelompok_id: 'Kelompok',
  no_urut: 'No urut',
  url: 'Alamat Web Service',
  data_sets: 'Jenis data',
  nama_dudi: 'Nama DUDI',
  judul_kegiatan: 'Judul kegiatan',
  pembimbing: 'Guru pembimbing',
  peserta: 'NISN peserta',
  mata_pelajaran: 'Nama mata pelajaran',
  kelas: 'Kelas',
  sumber: 'Sumber nilai',
};

/** What one item of a list is called when a message names it ("Nilai (sel ke-3)"). */
const ITEM_NAMES: Record<string, string> = {
  cells: 'sel',
  rows: 'baris',
  bobot: 'baris',
  siswa: 'peserta didik',
  terima_belum_lengkap: 'peserta didik',
  milik: 'simpanan',
  pembelajaran: 'baris',
};

const labelOf = (key: string) => FIELD_LABELS[key] ?? key;

/** The item of the request at the path's first `length` segments, if there is one. */
function itemAt(request: unknown, segments: readonly string[], length: number): unknown {
  let item = request;
  for (const segment of segments.slice(0, length)) {
    if (item === null || typeof item !== 'object') return undefined;
    item = (item as Record<string, unknown>)[segment];
  }
  return item;
}

/**
 * A field whose name depends on what its item holds: a grade cell's value is a score ("Nilai")
 * unless the cell is of a description column, whose text the teacher knows as "Deskripsi" (a
 * message about a too long or damaged description must not speak of a score). Matched without
 * case, as the grid save matches a column key.
 */
function labelInItem(list: string, leaf: string, item: unknown): string | undefined {
  if (list !== 'cells' || leaf !== 'value' || item === null || typeof item !== 'object') {
    return undefined;
  }
  const kolom = (item as { kolom?: unknown }).kolom;
  return typeof kolom === 'string' && DESKRIPSI_KOLOM.includes(kolom.toLowerCase())
    ? 'Deskripsi'
    : undefined;
}

/**
 * The Indonesian name of a field by its path: `email` → "Email atau nama pengguna"; inside a list,
 * the field and which item (`cells.2.value` → "Nilai (sel ke-3)", `milik.0` → "Simpanan sebelumnya
 * (simpanan ke-1)"). Given the request the path is in, a field named by what its item holds is
 * named so (`cells.0.value` of a description column → "Deskripsi (sel ke-1)").
 */
export function fieldLabel(path: readonly PropertyKey[], request?: unknown): string {
  const segments = path.map(String);
  const key = segments.join('.');
  if (!key) return 'Isian';
  if (FIELD_LABELS[key]) return FIELD_LABELS[key];
  const index = segments.findLastIndex((segment) => /^\d+$/.test(segment));
  if (index < 0) return labelOf(segments.at(-1)!);
  const list = segments[index - 1] ?? '';
  const leaf = segments.length > index + 1 ? segments.at(-1)! : list;
  const item = ITEM_NAMES[list] ?? 'isian';
  const label =
    (request !== undefined && labelInItem(list, leaf, itemAt(request, segments, index + 1))) ||
    labelOf(leaf);
  return `${label} (${item} ke-${Number(segments[index]) + 1})`;
}
