import type { DapodikSim } from '@erapor/dapodik-sim/server';
import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expect, screenshot, signIn, startDemoSchoolSim, test } from './fixtures';

let sim: DapodikSim;

test.beforeAll(async () => {
  sim = await startDemoSchoolSim();
});
test.afterAll(async () => {
  await sim.close();
});

/** One good row and one with a short NIK, as a school would fill the template. */
async function instructorWorkbook(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Instruktur');
  sheet.addRow(['No', 'Nama', 'NIK', 'Jenis Kelamin (L/P)', 'Tempat Lahir', 'Tanggal Lahir']);
  sheet.addRow([1, 'Rudi Bengkel', '3404010101850001', 'L', 'Sleman', '1985-01-01']);
  sheet.addRow([2, 'Salah NIK', '3404', 'P', 'Bantul', '1990-02-02']);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** Saves the connection and pulls through the API with the signed-in admin's token. */
async function pullFromSimulator(page: Page) {
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  const headers = { authorization: `Bearer ${token}` };
  const api = (path: string) => `/api/sinkronisasi/dapodik/${path}`;
  const saved = await page.request.put(api('koneksi'), {
    headers,
    data: { url: sim.url, token: 'sim-token' },
  });
  expect(saved.ok()).toBe(true);
  const started = await page.request.post(api('tarik'), { headers, data: {} });
  expect(started.ok(), await started.text()).toBe(true);
  const { sync_run_id: id } = (await started.json()) as { sync_run_id: string };
  await expect
    .poll(
      async () => {
        const run = await page.request.get(api(`riwayat/${id}`), { headers });
        return ((await run.json()) as { status: string }).status;
      },
      { timeout: 150_000, intervals: [500] },
    )
    .toBe('done');
}

test('admin finds a teacher in Data Guru and the members of a class', async ({ page }) => {
  test.setTimeout(240_000);
  await signIn(page, 'admin');
  await expect(page).toHaveURL(/\/$/);
  await pullFromSimulator(page);

  await page.goto('/referensi/guru');
  await expect(page).toHaveTitle('Data Guru | e-Rapor SMK');
  const table = page.getByRole('table', { name: 'Daftar GTK' });
  await expect(table.getByRole('row')).not.toHaveCount(1);
  const teacher = sim.school.gtk.find((g) => g.jenis_ptk_id === '4' || g.jenis_ptk_id === '5')!;
  await page.getByRole('textbox', { name: 'Cari di Daftar GTK' }).fill(teacher.nama);
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).toContainText(teacher.nama);
  await screenshot(page, 'referensi-guru');
  await page.getByRole('button', { name: `Detail ${teacher.nama}` }).click();
  await expect(page.getByRole('dialog')).toContainText(teacher.nuptk ?? teacher.nama);
  await page.waitForTimeout(400); // let the dialog finish fading in
  await screenshot(page, 'referensi-guru-detail');
  await page.keyboard.press('Escape');

  await page.goto('/referensi/rombongan-belajar');
  await expect(page).toHaveTitle('Rombongan Belajar | e-Rapor SMK');
  const rombel = sim.school.rombonganBelajar.find(
    (r) => r.jenis_rombel === '1' && r.anggota_rombel.length > 0,
  )!;
  const row = page.getByRole('row').filter({ hasText: rombel.nama }).first();
  await expect(row).toContainText(String(rombel.anggota_rombel.length));
  await screenshot(page, 'referensi-rombel');
  await row.getByRole('button', { name: `Anggota ${rombel.nama}` }).click();
  const dialog = page.getByRole('dialog', { name: `Anggota ${rombel.nama}` });
  await expect(dialog.getByRole('table').getByRole('row')).toHaveCount(
    rombel.anggota_rombel.length + 1,
  );
  await page.waitForTimeout(400); // let the dialog finish fading in
  await screenshot(page, 'referensi-rombel-anggota');
  await page.keyboard.press('Escape');

  await row.getByRole('button', { name: `Pembelajaran ${rombel.nama}` }).click();
  await expect(page.getByRole('dialog')).toContainText('Kelompok');
  await page.waitForTimeout(400); // let the dialog finish fading in
  await screenshot(page, 'referensi-pembelajaran');
  await page.keyboard.press('Escape');

  await page.goto('/referensi/peserta-didik-aktif');
  await expect(page).toHaveTitle('Peserta Didik Aktif | e-Rapor SMK');
  const student = rombel.anggota_rombel[0]!;
  const studentName = sim.school.pesertaDidik.find(
    (pd) => pd.peserta_didik_id === student.peserta_didik_id,
  )!.nama;
  await page.getByRole('textbox', { name: /Cari di/ }).fill(studentName);
  await page.getByRole('button', { name: `Detail ${studentName}` }).click();
  await expect(page.getByRole('dialog')).toContainText(rombel.nama);
  await page.waitForTimeout(400); // let the dialog finish fading in
  await screenshot(page, 'referensi-pd-detail');
  await page.getByRole('button', { name: 'Ubah Data Keluarga' }).click();
  await page.getByLabel('Nama Wali').fill('Pak Darmo');
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Data peserta didik berhasil disimpan.')).toBeVisible();
  await expect(page.getByRole('dialog')).toContainText('Pak Darmo');

  await page.goto('/referensi/instruktur');
  await expect(page).toHaveTitle('Data Instruktur | e-Rapor SMK');
  await page.getByRole('button', { name: 'Impor Excel' }).click();
  const importDialog = page.getByRole('dialog', { name: 'Impor dari Excel' });
  await importDialog.locator('input[type=file]').setInputFiles({
    name: 'instruktur.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await instructorWorkbook(),
  });
  await expect(importDialog.getByText('Siap disimpan')).toBeVisible();
  await expect(importDialog.getByText('NIK harus 16 digit angka.')).toBeVisible();
  await page.waitForTimeout(400); // let the dialog finish fading in
  await screenshot(page, 'referensi-instruktur-impor');
  await importDialog.getByRole('button', { name: 'Simpan 1 baris valid' }).click();
  await expect(page.getByText(/1 instruktur berhasil disimpan/)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Daftar GTK' })).toContainText('Rudi Bengkel');
});
