/** Indonesian names of request fields, used to say which field a validation message is about. */
export const FIELD_LABELS: Record<string, string> = {
  email: 'Email atau nama pengguna',
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
};

export function fieldLabel(path: readonly PropertyKey[]): string {
  const key = path.map(String).join('.');
  if (!key) return 'Isian';
  return FIELD_LABELS[key] ?? key;
}
