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
};

export function fieldLabel(path: readonly PropertyKey[]): string {
  const key = path.map(String).join('.');
  if (!key) return 'Isian';
  return FIELD_LABELS[key] ?? key;
}
