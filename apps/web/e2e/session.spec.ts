import { expect, expiredAccessToken, screenshot, signIn, test } from './fixtures';

test('an expired access token is refreshed once, transparently', async ({ page }) => {
  await signIn(page, 'guru');
  await expect(page).toHaveURL(/\/$/);
  const expired = await page.evaluate(() => {
    const user = JSON.parse(localStorage.getItem('userData') ?? '{}') as {
      user_id: string;
      roles: string[];
      sekolah: { sekolah_id: string };
      semester: { semester_id: string };
    };
    return {
      sub: user.user_id,
      sid: user.sekolah.sekolah_id,
      sem: user.semester.semester_id,
      roles: user.roles,
    };
  });
  const token = expiredAccessToken(expired);
  await page.evaluate((value) => localStorage.setItem('accessToken', value), token);

  const refreshes: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/jwt/refresh-token')) refreshes.push(request.url());
  });
  await page
    .getByRole('navigation', { name: 'Menu utama' })
    .getByRole('link', { name: 'Profil Pengguna' })
    .click();
  await expect(page.getByLabel('Nama', { exact: true })).not.toHaveValue('');
  await expect(page).toHaveURL(/\/profile$/);
  expect(refreshes).toHaveLength(1);
  const stored = await page.evaluate(() => localStorage.getItem('accessToken'));
  expect(stored).not.toBe(token);
});

test('a garbage token with a dead refresh token ends the session at /login', async ({ page }) => {
  await signIn(page, 'guru');
  await expect(page).toHaveURL(/\/$/);
  await page.evaluate(() => {
    localStorage.setItem('accessToken', 'rusak');
    localStorage.setItem('refreshToken', 'juga-rusak');
  });
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login/);
  const keys = await page.evaluate(() =>
    ['userData', 'accessToken', 'refreshToken', 'userAbilities'].map((key) =>
      localStorage.getItem(key),
    ),
  );
  expect(keys).toEqual([null, null, null, null]);
});

test('a server error opens the modal, which only its button closes, then goes home', async ({
  page,
}) => {
  await signIn(page, 'admin');
  await expect(page).toHaveURL(/\/$/);
  await page.route('**/api/profile', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({
        error: { code: 'server.error', message: 'Kesalahan server' },
        icon: 'error',
        title: 'Server Bermasalah',
        text: 'Basis data sedang tidak dapat dihubungi.',
      }),
    }),
  );
  await page
    .getByRole('navigation', { name: 'Menu utama' })
    .getByRole('link', { name: 'Profil Pengguna' })
    .click();
  const modal = page.getByRole('dialog');
  await expect(modal).toContainText('Server Bermasalah');
  await expect(modal).toContainText('Basis data sedang tidak dapat dihubungi.');
  await screenshot(page, 'server-error-modal');
  await page.keyboard.press('Escape');
  await page.mouse.click(10, 10);
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: 'OK' }).click();
  await expect(modal).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
});

test('logout ends the session', async ({ page }) => {
  await signIn(page, 'wali');
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('button', { name: /Menu akun/ }).click();
  await page.getByRole('menuitem', { name: 'Keluar' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
  await page.goto('/');
  await expect(page).toHaveURL(/\/login/);
});

test('the semester switcher changes the session semester', async ({ page }) => {
  await signIn(page, 'wali');
  await expect(page).toHaveURL(/\/$/);
  const switcher = page.getByRole('combobox', { name: 'Semester' });
  const before = await page.evaluate(() => localStorage.getItem('semester_id'));
  await switcher.click();
  const other = page.getByRole('option').filter({ hasNotText: '(aktif)' }).first();
  const label = (await other.textContent()) ?? '';
  await other.click();
  await expect(page.getByText(`Sekarang Anda bekerja di semester ${label}.`)).toBeVisible();
  const after = await page.evaluate(() => localStorage.getItem('semester_id'));
  expect(after).not.toBe(before);
  await expect(page.getByRole('region', { name: 'Semester' })).toContainText(label);
});

test('a teacher who switches to a semester without a role on a grading page gets back to the running semester in one click', async ({
  page,
}) => {
  await signIn(page, 'guru');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/penilaian/input-nilai');
  await expect(page.getByRole('heading', { name: 'Asesmen Sumatif' })).toBeVisible();
  const switcher = page.getByRole('combobox', { name: 'Semester' });
  await expect(switcher).toHaveValue(/\(aktif\)/);
  const active = ((await switcher.inputValue()) ?? '').replace(/ \(aktif\)$/, '');
  await switcher.click();
  const other = page.getByRole('option').filter({ hasNotText: '(aktif)' }).first();
  const label = (await other.textContent()) ?? '';
  await other.click();
  // the demo's teacher has no role in the other semester: the page says so, not a role he lacks
  await expect(page.getByRole('heading', { name: 'Akses Ditolak' })).toBeVisible();
  await expect(
    page.getByText(
      `Anda tidak memiliki peran pada semester ${label}, sehingga halaman ini tidak dapat dibuka.`,
    ),
  ).toBeVisible();
  await page.waitForTimeout(400); // the page's fade-in, for the screenshot
  await screenshot(page, 'semester-tanpa-peran');
  await page.getByRole('button', { name: `Kembali ke semester aktif (${active})` }).click();
  await expect(page.getByText(`Sekarang Anda bekerja di semester ${active}.`)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('combobox', { name: 'Semester' })).toHaveValue(/\(aktif\)/);
  await page.goto('/penilaian/input-nilai');
  await expect(page.getByRole('heading', { name: 'Asesmen Sumatif' })).toBeVisible();
});
