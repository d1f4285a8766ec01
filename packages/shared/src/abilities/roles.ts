/**
 * Role names as the real e-Rapor SMK stores them. Roles are granted per user per semester.
 * Manual roles are assigned by the administrator; derived roles follow Dapodik data.
 */
export const ROLE_NAMES = [
  'admin',
  'tu',
  'guru',
  'siswa',
  'user',
  'waka',
  'kaprog',
  'internal',
  'wali',
  'pilihan',
  'guru-p5',
  'pembimbing',
  'pembina_ekskul',
] as const;

export type RoleName = (typeof ROLE_NAMES)[number];

export const ROLE_DISPLAY_NAMES: Record<RoleName, string> = {
  admin: 'Administrator',
  tu: 'Tata Usaha',
  guru: 'Guru',
  siswa: 'Peserta Didik',
  user: 'Asesor',
  waka: 'Waka Kurikulum',
  kaprog: 'Kepala Program',
  internal: 'Penguji Internal UKK',
  wali: 'Wali Kelas',
  pilihan: 'Wali Kelas Matpel Pilihan',
  'guru-p5': 'Koordinator P5',
  pembimbing: 'Pembimbing PKL',
  pembina_ekskul: 'Pembina Ekstrakurikuler',
};

/** Roles the administrator may add or remove by hand; the others are derived or structural. */
export const MANUAL_ROLES: readonly RoleName[] = ['waka', 'kaprog', 'internal'];

export function isRoleName(value: string): value is RoleName {
  return (ROLE_NAMES as readonly string[]).includes(value);
}

/** The display string shown in the navbar, e.g. "Guru, Wali Kelas". */
export function describeRoles(roles: readonly RoleName[]): string {
  return roles.map((role) => ROLE_DISPLAY_NAMES[role]).join(', ');
}
