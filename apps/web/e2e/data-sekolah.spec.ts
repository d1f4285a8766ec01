import { addStudent } from '@erapor/dapodik-sim/mutations';
import type { DapodikSim } from '@erapor/dapodik-sim/server';
import { expect, screenshot, signIn, startDemoSchoolSim, test } from './fixtures';

let sim: DapodikSim;

test.beforeAll(async () => {
  sim = await startDemoSchoolSim();
});
test.afterAll(async () => {
  await sim.close();
});

test('admin connects Dapodik, checks, pulls everything and finds the new users', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page, 'admin');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/sinkronisasi/dapodik');
  await expect(page).toHaveTitle('Tarik Data Dapodik | e-Rapor SMK');

  await page.getByLabel('Alamat Web Service').fill(sim.url);
  await page.getByLabel('Token Web Service').fill('sim-token');
  await page.getByRole('button', { name: 'Tes Koneksi' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Terhubung ke Dapodik' })).toBeVisible();
  await expect(page.getByText(/Token tersimpan/)).toBeVisible();

  // One student registered in Dapodik since the demo was imported: the pull must bring them in.
  const newcomer = sim.mutate((school) => addStudent(school, { nama: 'NADIA PUTRI RAMADHANI' }));
  await page.getByRole('button', { name: 'Cek Data Dapodik' }).click();
  const gtkRow = page.getByRole('row').filter({ hasText: 'GTK' }).first();
  await expect(gtkRow).toContainText(String(sim.school.gtk.length));
  await screenshot(page, 'sinkronisasi-cek');

  await page.getByRole('button', { name: 'Tarik Semua Data' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('1 baru');
  await dialog.getByRole('button', { name: 'Ya, tarik data' }).click();
  await expect(page.getByRole('progressbar', { name: 'Proses Tarik Data' })).toBeVisible();
  await expect(page.getByText('Tarik data Dapodik selesai.').first()).toBeVisible({
    timeout: 150_000,
  });
  await expect(page.getByRole('row').filter({ hasText: 'Selesai' }).first()).toBeVisible();
  await screenshot(page, 'sinkronisasi-selesai');

  await page.goto('/setting/users');
  await expect(page).toHaveTitle('Hak Akses Pengguna | e-Rapor SMK');
  const teacher = sim.school.gtk[0]!;
  await page.getByPlaceholder('Cari nama, email atau nama pengguna').fill(teacher.nama);
  const row = page.getByRole('row').filter({ hasText: teacher.nama }).first();
  await expect(row).toBeVisible();
  await expect(row).toContainText('PTK');
  await row.getByRole('button', { name: /^Detail/ }).click();
  await expect(page.getByRole('dialog')).toContainText(teacher.nama);
  await expect(page.getByRole('button', { name: 'Atur ulang kata sandi' })).toBeVisible();
  await screenshot(page, 'pengguna-detail');
  await page.keyboard.press('Escape');
  await page.getByPlaceholder('Cari nama, email atau nama pengguna').fill(newcomer.nama);
  await expect(page.getByRole('row').filter({ hasText: newcomer.nama }).first()).toContainText(
    'PD',
  );

  await page.goto('/setting/umum');
  await expect(page).toHaveTitle('Pengaturan Umum | e-Rapor SMK');
  await expect(page.getByText(`terhubung ke ${sim.url}`)).toBeVisible();
  await page.getByPlaceholder('Pilih PTK').click();
  await page.getByRole('option', { name: teacher.nama }).click();
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Pengaturan umum disimpan.')).toBeVisible();
  await screenshot(page, 'pengaturan-umum');
});
