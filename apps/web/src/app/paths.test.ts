import { describe, expect, it } from 'vitest';
import { APP_ROUTES, documentTitleOf } from './paths';

describe('route table', () => {
  it('has the routes, resources, titles and layouts of the spec', () => {
    const table = APP_ROUTES.map((r) => [
      r.path,
      r.name,
      r.resource,
      r.title,
      r.layout,
      r.redirectIfLoggedIn,
    ]);
    expect(table).toEqual([
      ['/', 'beranda', 'Web', 'Beranda', 'vertical', false],
      ['/login', 'auth-login', 'Auth', 'Login Pengguna', 'full', true],
      ['/register', 'auth-register', 'Auth', 'Registrasi Pengguna', 'full', true],
      [
        '/reset-password/:token?',
        'auth-reset-password',
        'Auth',
        'Atur Ulang Kata Sandi',
        'full',
        true,
      ],
      ['/logout', 'auth-logout', 'Web', 'Keluar', 'full', false],
      ['/profile', 'profile', 'Web', 'Profil Pengguna', 'vertical', false],
      ['/beranda', 'beranda-siswa', 'Web', 'Beranda', 'full', false],
      ['/error-404', 'error-404', 'Auth', 'page not found', 'full', false],
      ['/not-authorized', 'not-authorized', 'Web', 'Akses Ditolak', 'full', false],
      ['/unduhan', 'unduhan', 'Web', 'Pusat Unduhan', 'vertical', false],
      ['/changelog', 'changelog', 'Administrator', 'Daftar Perubahan', 'vertical', false],
      ['/check-update', 'check-update', 'Administrator', 'Cek Pembaharuan', 'vertical', false],
      [
        '/sinkronisasi/dapodik',
        'sinkronisasi-dapodik',
        'Administrator',
        'Tarik Data Dapodik',
        'vertical',
        false,
      ],
      ['/setting/umum', 'setting-umum', 'Administrator', 'Pengaturan Umum', 'vertical', false],
      ['/setting/users', 'setting-users', 'Administrator', 'Hak Akses Pengguna', 'vertical', false],
      ['/referensi/guru', 'referensi-guru', 'Ref_Guru', 'Data Guru', 'vertical', false],
      ['/referensi/tendik', 'referensi-tendik', 'Ref_Guru', 'Data Tendik', 'vertical', false],
      [
        '/referensi/instruktur',
        'referensi-instruktur',
        'Ref_Guru',
        'Data Instruktur',
        'vertical',
        false,
      ],
      ['/referensi/asesor', 'referensi-asesor', 'Ref_Guru', 'Data Asesor', 'vertical', false],
      [
        '/referensi/rombongan-belajar',
        'referensi-rombongan-belajar',
        'Rombel',
        'Rombongan Belajar',
        'vertical',
        false,
      ],
      [
        '/referensi/rombel-pilihan',
        'referensi-rombel-pilihan',
        'Rombel',
        'Rombel Matpel Pilihan',
        'vertical',
        false,
      ],
      [
        '/referensi/peserta-didik-aktif',
        'referensi-peserta-didik-aktif',
        'Ref_Siswa',
        'Peserta Didik Aktif',
        'vertical',
        false,
      ],
      [
        '/referensi/peserta-didik-keluar',
        'referensi-peserta-didik-keluar',
        'Ref_Siswa_Keluar',
        'Peserta Didik Keluar',
        'vertical',
        false,
      ],
      [
        '/referensi/password-pd',
        'referensi-password-pd',
        'Guru',
        'Password Peserta Didik',
        'vertical',
        false,
      ],
      [
        '/referensi/mata-pelajaran',
        'referensi-mata-pelajaran',
        'Administrator',
        'Mata Pelajaran',
        'vertical',
        false,
      ],
      [
        '/referensi/ekstrakurikuler',
        'referensi-ekstrakurikuler',
        'Administrator',
        'Ekstrakurikuler',
        'vertical',
        false,
      ],
      ['/referensi/dudi', 'referensi-dudi', 'Administrator', 'Data DUDI', 'vertical', false],
      [
        '/referensi/kompetensi-dasar',
        'referensi-kompetensi-dasar',
        'Guru',
        'Kompetensi Dasar',
        'vertical',
        false,
      ],
      [
        '/referensi/capaian-pembelajaran',
        'referensi-capaian-pembelajaran',
        'Guru',
        'Capaian Pembelajaran',
        'vertical',
        false,
      ],
      [
        '/referensi/tujuan-pembelajaran',
        'referensi-tujuan-pembelajaran',
        'Guru',
        'Tujuan Pembelajaran',
        'vertical',
        false,
      ],
      [
        '/referensi/bobot-penilaian',
        'referensi-bobot-penilaian',
        'Guru',
        'Bobot Penilaian',
        'vertical',
        false,
      ],
      [
        '/penilaian/input-nilai',
        'penilaian-input-nilai',
        'Guru',
        'Asesmen Sumatif',
        'vertical',
        false,
      ],
      ['/penilaian/nilai-akhir', 'penilaian-nilai-akhir', 'Guru', 'Nilai Akhir', 'vertical', false],
      [
        '/penilaian/capaian-kompetensi',
        'penilaian-capaian-kompetensi',
        'Guru',
        'Capaian Kompetensi',
        'vertical',
        false,
      ],
      ['/progress/penilaian', 'progress-penilaian', 'Waka', 'Nilai Akademik', 'vertical', false],
      [
        '/penilaian/nilai-tengah-semester',
        'penilaian-nilai-tengah-semester',
        'Guru',
        'Nilai Tengah Semester',
        'vertical',
        false,
      ],
    ]);
  });

  it('gives every route the read action and a breadcrumb', () => {
    for (const route of APP_ROUTES) {
      expect(route.action).toBe('read');
      expect(route.breadcrumb.length).toBeGreaterThan(0);
    }
  });

  it('has unique names and paths', () => {
    expect(new Set(APP_ROUTES.map((r) => r.name)).size).toBe(APP_ROUTES.length);
    expect(new Set(APP_ROUTES.map((r) => r.path)).size).toBe(APP_ROUTES.length);
  });

  it('builds the document title', () => {
    expect(documentTitleOf({ title: 'Login Pengguna' })).toBe('Login Pengguna | e-Rapor SMK');
  });
});
