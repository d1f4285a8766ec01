import { expect, screenshot, signIn, test, type DemoRole } from './fixtures';

const STAFF_MENU = ['Beranda', 'Profil Pengguna', 'Pusat Unduhan'];
const ADMIN_MENU = [...STAFF_MENU, 'Daftar Perubahan', 'Cek Pembaharuan'];

const STAFF: { role: DemoRole; roleName: RegExp; menu: string[] }[] = [
  { role: 'admin', roleName: /Administrator/, menu: ADMIN_MENU },
  { role: 'tu', roleName: /Tata Usaha/, menu: STAFF_MENU },
  { role: 'guru', roleName: /Guru/, menu: STAFF_MENU },
  { role: 'wali', roleName: /Wali Kelas/, menu: STAFF_MENU },
  { role: 'waka', roleName: /Waka Kurikulum/, menu: STAFF_MENU },
  { role: 'kaprog', roleName: /Kepala Program/, menu: STAFF_MENU },
  { role: 'internal', roleName: /Penguji Internal UKK/, menu: STAFF_MENU },
  { role: 'pembina_ekskul', roleName: /Pembina Ekstrakurikuler/, menu: STAFF_MENU },
  { role: 'pembimbing', roleName: /Pembimbing PKL/, menu: STAFF_MENU },
  { role: 'guru-p5', roleName: /Koordinator P5/, menu: STAFF_MENU },
];

for (const { role, roleName, menu } of STAFF) {
  test(`${role} signs in and lands on Beranda with its menu`, async ({ page }) => {
    await signIn(page, role);
    await expect(page).toHaveURL(/\/$/);
    await expect(page).toHaveTitle('Beranda | e-Rapor SMK');
    await expect(page.getByText(/Selamat datang, .+, Anda masuk sebagai/)).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Menu utama' });
    await expect(nav.getByRole('link')).toHaveText(menu);
    await expect(page.getByRole('region', { name: 'Peran Anda' })).toContainText(roleName);
    await expect(page.getByText('Sekolah Demo', { exact: true })).toBeVisible();
    if (role === 'admin' || role === 'guru') await screenshot(page, `home-${role}`);
  });
}

test('siswa lands on /beranda in the full layout without a menu', async ({ page }) => {
  await signIn(page, 'siswa');
  await expect(page).toHaveURL(/\/beranda$/);
  await expect(page).toHaveTitle('Beranda | e-Rapor SMK');
  await expect(page.getByRole('heading', { name: 'Beranda Saya' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Sekolah' })).toContainText('NPSN');
  await expect(page.getByRole('navigation', { name: 'Menu utama' })).toHaveCount(0);
  await screenshot(page, 'home-siswa');

  // Other pages stay menu-less for students too.
  await page.getByRole('link', { name: 'Profil Pengguna' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: 'Profil Pengguna' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Menu utama' })).toHaveCount(0);
});
