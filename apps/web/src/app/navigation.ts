import type { Icon } from '@tabler/icons-react';
import {
  IconArrowsExchange,
  IconBook2,
  IconBriefcase,
  IconCertificate,
  IconChartBar,
  IconChecklist,
  IconDownload,
  IconHome,
  IconListDetails,
  IconPuzzle,
  IconRefresh,
  IconSettings,
  IconUserCircle,
  IconUsersGroup,
  IconBallFootball,
  IconUserStar,
} from '@tabler/icons-react';
import type { AppAbility, Subject } from '@erapor/shared/abilities/define-ability';
import { hasRoute } from './paths';

export interface NavLinkEntry {
  kind: 'link';
  title: string;
  path: string;
  resource: Subject;
  icon?: Icon;
}

export interface NavGroupEntry {
  kind: 'group';
  title: string;
  icon: Icon;
  children: NavLinkEntry[];
}

export type NavEntry = NavLinkEntry | NavGroupEntry;

function link(title: string, path: string, resource: Subject, icon?: Icon): NavLinkEntry {
  return { kind: 'link', title, path, resource, icon };
}

function group(title: string, icon: Icon, children: NavLinkEntry[]): NavGroupEntry {
  return { kind: 'group', title, icon, children };
}

/**
 * The whole navigation of the product in its menu order (domain §3.5). Menu resources are the
 * finer subjects (Wali, Kenaikan, Pilihan, Projek, Internal, Password_pd) so each person sees only
 * what applies to him.
 */
export const NAVIGATION: readonly NavEntry[] = [
  link('Beranda', '/', 'Web', IconHome),
  group('Sinkronisasi', IconRefresh, [
    link('Tarik Data Dapodik', '/sinkronisasi/dapodik', 'Administrator'),
    link('Kirim Nilai Dapodik', '/sinkronisasi/kirim-nilai-dapodik', 'Administrator'),
    link('Kirim Data e-Rapor', '/sinkronisasi/erapor', 'Administrator'),
  ]),
  group('Pengaturan', IconSettings, [
    link('Umum', '/setting/umum', 'Administrator'),
    link('Akses Pengguna', '/setting/users', 'Administrator'),
  ]),
  group('Referensi', IconBook2, [
    link('Guru', '/referensi/guru', 'Ref_Guru'),
    link('Tendik', '/referensi/tendik', 'Ref_Guru'),
    link('Instruktur', '/referensi/instruktur', 'Ref_Guru'),
    link('Asesor', '/referensi/asesor', 'Ref_Guru'),
    link('Rombongan Belajar', '/referensi/rombongan-belajar', 'Rombel'),
    link('Rombel Matpel Pilihan', '/referensi/rombel-pilihan', 'Rombel'),
    link('Peserta Didik Aktif', '/referensi/peserta-didik-aktif', 'Ref_Siswa'),
    link('Peserta Didik Keluar', '/referensi/peserta-didik-keluar', 'Ref_Siswa_Keluar'),
    link('Password Peserta Didik', '/referensi/password-pd', 'Password_pd'),
    link('Mata Pelajaran', '/referensi/mata-pelajaran', 'Administrator'),
    link('Ekstrakurikuler', '/referensi/ekstrakurikuler', 'Administrator'),
    link('DUDI', '/referensi/dudi', 'Administrator'),
    link('Kompetensi Dasar', '/referensi/kompetensi-dasar', 'Guru'),
    link('Capaian Pembelajaran', '/referensi/capaian-pembelajaran', 'Guru'),
    link('Tujuan Pembelajaran', '/referensi/tujuan-pembelajaran', 'Guru'),
    link('Bobot Penilaian', '/referensi/bobot-penilaian', 'Guru'),
    link('Uji Kompetensi Keahlian', '/referensi/uji-kompetensi-keahlian', 'Kaprog'),
  ]),
  link('Nilai Ekstrakurikuler', '/penilaian/ekstrakurikuler', 'Ekskul', IconBallFootball),
  group('Nilai Akademik', IconChecklist, [
    link('Asesmen Sumatif', '/penilaian/input-nilai', 'Guru'),
    // e-Rapor hides this screen from its menu; a teacher should find it.
    link('Nilai Tengah Semester', '/penilaian/nilai-tengah-semester', 'Guru'),
    link('Nilai Akhir', '/penilaian/nilai-akhir', 'Guru'),
    link('Capaian Kompetensi', '/penilaian/capaian-kompetensi', 'Guru'),
    link('Nilai Sikap', '/penilaian/sikap', 'Guru'),
  ]),
  group('Praktik Kerja Lapangan', IconBriefcase, [
    link('Perencanaan', '/pkl/perencanaan', 'Pkl'),
    link('Input Penilaian', '/pkl/penilaian', 'Pkl'),
    link('Ketidakhadiran', '/pkl/ketidakhadiran', 'Pkl'),
    link('Daftar Nilai', '/pkl/daftar-nilai', 'Pkl'),
  ]),
  group('Nilai UKK', IconCertificate, [
    link('Perencanaan', '/nilai-ukk/perencanaan', 'Kaprog'),
    link('Penilaian', '/nilai-ukk/penilaian', 'Internal'),
  ]),
  group('Nilai Projek', IconPuzzle, [
    link('Perencanaan', '/nilai-projek/perencanaan', 'Projek'),
    link('Penilaian', '/nilai-projek/penilaian', 'Projek'),
  ]),
  group('Wali Kelas', IconUsersGroup, [
    link('Catatan Sikap', '/wali-kelas/catatan-sikap', 'Wali'),
    link('Praktik Kerja Lapangan', '/wali-kelas/praktik-kerja-lapangan', 'Wali'),
    link('Ketidakhadiran', '/wali-kelas/ketidakhadiran', 'Wali'),
    link('Nilai Ekstrakurikuler', '/wali-kelas/nilai-ekstrakurikuler', 'Wali'),
    link('Kenaikan Kelas', '/wali-kelas/kenaikan-kelas', 'Kenaikan'),
    link('Cetak Rapor Semester', '/wali-kelas/cetak-rapor', 'Wali'),
    link('Unduh Leger', '/wali-kelas/unduh-legger', 'Wali'),
  ]),
  group('Wali Kelas (Pilihan)', IconUserStar, [
    link('Unduh Leger', '/wali-kelas-pilihan/unduh-legger', 'Pilihan'),
  ]),
  group('Monitoring', IconChartBar, [
    link('Nilai Akademik', '/progress/penilaian', 'Waka'),
    link('Nilai Projek', '/progress/nilai-projek', 'Waka'),
    link('Nilai Ekstrakurikuler', '/progress/nilai-ekskul', 'Waka'),
    link('Nilai UKK', '/progress/nilai-ukk', 'Waka'),
    link('Nilai PKL', '/progress/nilai-pkl', 'Waka'),
    link('Cetak Rapor Semester', '/progress/cetak-rapor', 'Waka'),
    link('Unduh Leger', '/progress/unduh-legger', 'Waka'),
    link('Cetak Buku Induk', '/progress/buku-induk', 'Waka'),
  ]),
  link('Profil Pengguna', '/profile', 'Web', IconUserCircle),
  link('Pusat Unduhan', '/unduhan', 'Web', IconDownload),
  link('Daftar Perubahan', '/changelog', 'Administrator', IconListDetails),
  link('Cek Pembaharuan', '/check-update', 'Administrator', IconArrowsExchange),
];

/**
 * The entries a user may open: links whose resource he can read and whose screen exists; a
 * group only when at least one child remains.
 */
export function filterNavigation(
  tree: readonly NavEntry[],
  ability: AppAbility,
  routeExists: (path: string) => boolean = hasRoute,
): NavEntry[] {
  const visible = (entry: NavLinkEntry) =>
    routeExists(entry.path) && ability.can('read', entry.resource);
  const result: NavEntry[] = [];
  for (const entry of tree) {
    if (entry.kind === 'link') {
      if (visible(entry)) result.push(entry);
      continue;
    }
    const children = entry.children.filter(visible);
    if (children.length > 0) result.push({ ...entry, children });
  }
  return result;
}
