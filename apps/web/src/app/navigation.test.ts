import { describe, expect, it } from 'vitest';
import {
  ANONYMOUS_RULES,
  createAppAbility,
  defineAbilityFor,
} from '@erapor/shared/abilities/define-ability';
import type { RoleName } from '@erapor/shared/abilities/roles';
import { NAVIGATION, filterNavigation, type NavEntry } from './navigation';
import { hasRoute } from './paths';

/** "Group: child, child" per entry, so a failing case shows the whole visible menu. */
function outline(entries: NavEntry[]): string[] {
  return entries.map((entry) =>
    entry.kind === 'link'
      ? entry.title
      : `${entry.title}: ${entry.children.map((c) => c.title).join(', ')}`,
  );
}

const GENAP_2025 = '20252';
const GANJIL_2025 = '20251';
const everyRouteExists = () => true;

const CASES: { roles: RoleName[]; semester: string; expected: string[] }[] = [
  {
    roles: ['admin'],
    semester: GANJIL_2025,
    expected: [
      'Beranda',
      'Sinkronisasi: Tarik Data Dapodik, Kirim Nilai Dapodik, Kirim Data e-Rapor',
      'Pengaturan: Umum, Akses Pengguna',
      'Referensi: Guru, Tendik, Instruktur, Asesor, Rombongan Belajar, Rombel Matpel Pilihan, Peserta Didik Aktif, Peserta Didik Keluar, Mata Pelajaran, Ekstrakurikuler, DUDI',
      'Profil Pengguna',
      'Pusat Unduhan',
      'Daftar Perubahan',
      'Cek Pembaharuan',
    ],
  },
  {
    roles: ['tu'],
    semester: GANJIL_2025,
    expected: [
      'Beranda',
      'Referensi: Guru, Tendik, Instruktur, Asesor, Rombongan Belajar, Rombel Matpel Pilihan, Peserta Didik Aktif, Peserta Didik Keluar',
      'Profil Pengguna',
      'Pusat Unduhan',
    ],
  },
  {
    roles: ['guru'],
    semester: GANJIL_2025,
    expected: [
      'Beranda',
      'Referensi: Peserta Didik Aktif, Kompetensi Dasar, Capaian Pembelajaran, Tujuan Pembelajaran, Bobot Penilaian',
      'Nilai Akademik: Asesmen Sumatif, Nilai Tengah Semester, Nilai Akhir, Capaian Kompetensi, Nilai Sikap',
      'Profil Pengguna',
      'Pusat Unduhan',
    ],
  },
  {
    roles: ['guru', 'wali'],
    semester: GENAP_2025,
    expected: [
      'Beranda',
      'Referensi: Peserta Didik Aktif, Password Peserta Didik, Kompetensi Dasar, Capaian Pembelajaran, Tujuan Pembelajaran, Bobot Penilaian',
      'Nilai Akademik: Asesmen Sumatif, Nilai Tengah Semester, Nilai Akhir, Capaian Kompetensi, Nilai Sikap',
      'Wali Kelas: Catatan Sikap, Praktik Kerja Lapangan, Ketidakhadiran, Nilai Ekstrakurikuler, Kenaikan Kelas, Cetak Rapor Semester, Unduh Leger',
      'Profil Pengguna',
      'Pusat Unduhan',
    ],
  },
  {
    roles: ['wali'],
    semester: GANJIL_2025,
    expected: [
      'Beranda',
      'Referensi: Password Peserta Didik',
      'Wali Kelas: Catatan Sikap, Praktik Kerja Lapangan, Ketidakhadiran, Nilai Ekstrakurikuler, Cetak Rapor Semester, Unduh Leger',
      'Profil Pengguna',
      'Pusat Unduhan',
    ],
  },
  {
    roles: ['waka'],
    semester: GANJIL_2025,
    expected: [
      'Beranda',
      'Referensi: Rombongan Belajar, Rombel Matpel Pilihan',
      'Monitoring: Nilai Akademik, Nilai Projek, Nilai Ekstrakurikuler, Nilai UKK, Nilai PKL, Cetak Rapor Semester, Unduh Leger, Cetak Buku Induk',
      'Profil Pengguna',
      'Pusat Unduhan',
    ],
  },
  {
    roles: ['kaprog'],
    semester: GANJIL_2025,
    expected: [
      'Beranda',
      'Referensi: Uji Kompetensi Keahlian',
      'Nilai UKK: Perencanaan',
      'Profil Pengguna',
      'Pusat Unduhan',
    ],
  },
  {
    roles: ['internal'],
    semester: GANJIL_2025,
    expected: ['Beranda', 'Nilai UKK: Penilaian', 'Profil Pengguna', 'Pusat Unduhan'],
  },
  {
    roles: ['pembina_ekskul'],
    semester: GANJIL_2025,
    expected: ['Beranda', 'Nilai Ekstrakurikuler', 'Profil Pengguna', 'Pusat Unduhan'],
  },
  {
    roles: ['pembimbing'],
    semester: GANJIL_2025,
    expected: [
      'Beranda',
      'Praktik Kerja Lapangan: Perencanaan, Input Penilaian, Ketidakhadiran, Daftar Nilai',
      'Profil Pengguna',
      'Pusat Unduhan',
    ],
  },
  {
    roles: ['pembimbing'],
    semester: '20222',
    expected: ['Beranda', 'Profil Pengguna', 'Pusat Unduhan'],
  },
  {
    roles: ['guru-p5'],
    semester: GANJIL_2025,
    expected: [
      'Beranda',
      'Nilai Projek: Perencanaan, Penilaian',
      'Profil Pengguna',
      'Pusat Unduhan',
    ],
  },
  {
    roles: ['pilihan'],
    semester: GANJIL_2025,
    expected: ['Beranda', 'Wali Kelas (Pilihan): Unduh Leger', 'Profil Pengguna', 'Pusat Unduhan'],
  },
  {
    roles: ['siswa'],
    semester: GANJIL_2025,
    expected: ['Beranda', 'Profil Pengguna', 'Pusat Unduhan'],
  },
];

describe('filterNavigation on the whole menu tree', () => {
  it.each(CASES)(
    '$roles in $semester sees exactly its entries',
    ({ roles, semester, expected }) => {
      const ability = defineAbilityFor(roles, semester);
      expect(outline(filterNavigation(NAVIGATION, ability, everyRouteExists))).toEqual(expected);
    },
  );

  it('keeps the menu order of the product', () => {
    expect(NAVIGATION.map((entry) => entry.title)).toEqual([
      'Beranda',
      'Sinkronisasi',
      'Pengaturan',
      'Referensi',
      'Nilai Ekstrakurikuler',
      'Nilai Akademik',
      'Praktik Kerja Lapangan',
      'Nilai UKK',
      'Nilai Projek',
      'Wali Kelas',
      'Wali Kelas (Pilihan)',
      'Monitoring',
      'Profil Pengguna',
      'Pusat Unduhan',
      'Daftar Perubahan',
      'Cek Pembaharuan',
    ]);
  });

  it('shows nothing for anonymous visitors', () => {
    const anonymous = createAppAbility(ANONYMOUS_RULES);
    expect(filterNavigation(NAVIGATION, anonymous, everyRouteExists)).toEqual([]);
  });
});

describe('filterNavigation with the routes that exist today', () => {
  it('renders no link to a screen that is not in the route table', () => {
    const ability = defineAbilityFor(['admin', 'guru', 'wali', 'waka', 'kaprog'], GENAP_2025);
    const links = filterNavigation(NAVIGATION, ability).flatMap((entry) =>
      entry.kind === 'link' ? [entry.path] : entry.children.map((child) => child.path),
    );
    expect(links.every(hasRoute)).toBe(true);
    expect(links).toEqual(expect.arrayContaining(['/', '/profile', '/unduhan', '/changelog']));
    expect(links).toEqual(
      expect.arrayContaining([
        '/referensi/guru',
        '/referensi/rombongan-belajar',
        '/referensi/password-pd',
      ]),
    );
  });

  it('hides a group with no child left', () => {
    const onlyHome = (path: string) => path === '/';
    const entries = filterNavigation(
      NAVIGATION,
      defineAbilityFor(['admin'], GANJIL_2025),
      onlyHome,
    );
    expect(entries.some((entry) => entry.kind === 'group')).toBe(false);
  });
});
