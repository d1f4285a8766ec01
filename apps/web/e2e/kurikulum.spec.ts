import { expect, screenshot, signIn, test } from './fixtures';

test('the demo guru adds a learning objective and saves an assessment weight', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'guru');
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/referensi/tujuan-pembelajaran');
  await expect(page).toHaveTitle('Tujuan Pembelajaran | e-Rapor SMK');
  const table = page.getByRole('table', { name: 'Daftar Tujuan Pembelajaran' });
  // The demo school came with its own CPs and TPs for every subject the guru teaches.
  await expect(table.getByRole('row')).not.toHaveCount(1);
  await expect(table.getByText('Fase F').first()).toBeVisible();
  await screenshot(page, 'kurikulum-tp-list');

  await page.getByRole('button', { name: 'Tambah TP' }).click();
  const modal = page.getByRole('dialog', { name: 'Tambah Tujuan Pembelajaran' });
  await modal.getByLabel(/^Rombel/).click();
  // the demo guru's first class, where he teaches one subject (PKK), also taught in XI RPL 2
  await page.getByRole('option', { name: 'XI RPL 1', exact: true }).click();
  const mapel = modal.getByLabel(/^Mata Pelajaran/);
  if (!(await mapel.inputValue())) {
    await mapel.click();
    await page.getByRole('option').first().click();
  }
  const subject = await mapel.inputValue();
  await modal.getByLabel(/^Capaian Pembelajaran/).click();
  await page.getByRole('option').first().click();
  // The form asks before sending anything empty.
  await modal.getByRole('button', { name: 'Simpan TP' }).click();
  await expect(modal.getByText('Tujuan pembelajaran wajib diisi.')).toBeVisible();
  const text = `Menyajikan hasil pengamatan lapangan secara runtut ${Date.now() % 100000}.`;
  await modal.getByLabel(/^Tujuan Pembelajaran/).fill(text);
  await modal.getByRole('button', { name: 'Simpan TP' }).click();
  await expect(page.getByText('Tujuan pembelajaran berhasil ditambahkan.')).toBeVisible();
  await expect(modal.getByText('1 TP tersimpan di jendela ini')).toBeVisible();
  await screenshot(page, 'kurikulum-tp-added');
  await modal.getByRole('button', { name: 'Selesai' }).click();
  await expect(modal).toBeHidden();

  await page.getByRole('textbox', { name: /Cari/ }).fill('pengamatan lapangan');
  await expect(table.getByText(text)).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(2);
  await screenshot(page, 'kurikulum-tp-listed');

  // The new TP goes to his parallel class too, with every other TP it lacks, in one go.
  const added = table.getByRole('row').filter({ hasText: text });
  await expect(added).toContainText('XI RPL 1');
  await expect(added).not.toContainText('XI RPL 2');
  await page.getByRole('button', { name: 'Salin ke rombel paralel' }).click();
  const salin = page.getByRole('dialog', { name: 'Salin TP ke rombel paralel' });
  await salin.getByRole('combobox', { name: 'Dari rombel' }).click();
  await page.getByRole('option', { name: `${subject} – XI RPL 1`, exact: true }).click();
  const target = salin.getByRole('checkbox', { name: /^XI RPL 2 — \d+ TP belum dipetakan$/ });
  await expect(target).toBeVisible();
  await target.check();
  await screenshot(page, 'kurikulum-tp-salin');
  await salin.getByRole('button', { name: 'Petakan ke 1 rombel' }).click();
  await expect(salin).toBeHidden();
  await expect(
    page.getByText(/^\d+ TP dipetakan ke 1 rombel \(\d+ pemetaan baru\)\.$/),
  ).toBeVisible();
  await expect(added).toContainText('XI RPL 2');
  // A search that finds nothing says so, not that the teacher has no TP.
  await page.getByRole('textbox', { name: /Cari/ }).fill('zzzz tidak ada');
  await expect(table).toContainText('Tidak ada yang cocok dengan pencarian ini.');
  await expect(table).not.toContainText('Belum ada tujuan pembelajaran');

  await page.goto('/referensi/bobot-penilaian');
  await expect(page).toHaveTitle('Bobot Penilaian | e-Rapor SMK');
  const weights = page.getByRole('table', { name: 'Daftar Bobot Penilaian' });
  const materi = weights.getByRole('textbox', { name: /^Bobot Sumatif Materi / }).first();
  await materi.fill('0');
  await page.getByRole('button', { name: 'Simpan' }).click();
  // A bad weight names its row (subject – class) and field, and nothing is saved.
  await expect(page.getByRole('alert')).toContainText(
    / – [^:]+: Bobot Sumatif Materi harus bilangan bulat 1–100\./,
  );
  await expect(materi).toHaveAttribute('aria-invalid', 'true');
  await screenshot(page, 'kurikulum-bobot-error');
  // "7,5" pasted from a spreadsheet is refused under the box, not kept as 75
  await materi.fill('2');
  await materi.evaluate((element) => {
    const data = new DataTransfer();
    data.setData('text/plain', '7,5');
    element.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  });
  await expect(materi).toHaveValue('2');
  await expect(materi).toHaveAccessibleDescription(/^Bobot Sumatif Materi: "7,5" tidak ditempel\./);
  await screenshot(page, 'kurikulum-bobot-tempel');
  await materi.fill('3');
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(
    page.getByText(/^Bobot penilaian \d+ pembelajaran berhasil disimpan\.$/),
  ).toBeVisible();
  await page.reload();
  await expect(
    page
      .getByRole('table', { name: 'Daftar Bobot Penilaian' })
      .getByRole('textbox', { name: /^Bobot Sumatif Materi / })
      .first(),
  ).toHaveValue('3');
  await screenshot(page, 'kurikulum-bobot-saved');
});

test('the demo guru corrects a school CP he mistyped, then deletes it', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'guru');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/referensi/capaian-pembelajaran');
  await expect(page).toHaveTitle('Capaian Pembelajaran | e-Rapor SMK');
  const table = page.getByRole('table', { name: 'Daftar Capaian Pembelajaran' });
  await expect(table.getByRole('row')).not.toHaveCount(1);

  const stamp = Date.now() % 100000;
  const elemen = `Elemen uji ${stamp}`;
  await page.getByRole('button', { name: 'Tambah CP' }).click();
  const modal = page.getByRole('dialog', { name: 'Tambah Capaian Pembelajaran' });
  await modal.getByLabel(/^Rombel/).click();
  await page.getByRole('option').first().click();
  const mapel = modal.getByLabel(/^Mata Pelajaran/);
  if (!(await mapel.inputValue())) {
    await mapel.click();
    await page.getByRole('option').first().click();
  }
  await modal.getByLabel(/^Elemen/).fill(elemen);
  await modal.getByLabel(/^Deskripsi/).fill(`Peserta didik mampu menjelaskn konsep ${stamp}.`);
  await modal.getByRole('button', { name: 'Simpan' }).click();
  await expect(modal).toBeHidden();

  await page.getByRole('textbox', { name: /Cari/ }).fill(elemen);
  await expect(table.getByText(`menjelaskn konsep ${stamp}`)).toBeVisible();
  await table.getByRole('button', { name: `Ubah CP ${elemen}` }).click();
  const edit = page.getByRole('dialog', { name: 'Ubah Capaian Pembelajaran' });
  await expect(edit.getByLabel(/^Deskripsi/)).toHaveValue(
    `Peserta didik mampu menjelaskn konsep ${stamp}.`,
  );
  await edit.getByLabel(/^Deskripsi/).fill(`Peserta didik mampu menjelaskan konsep ${stamp}.`);
  await edit.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Capaian pembelajaran berhasil disimpan.')).toBeVisible();
  await expect(table.getByText(`menjelaskan konsep ${stamp}`)).toBeVisible();
  await expect(table.getByText(`menjelaskn konsep ${stamp}`)).toHaveCount(0);
  await screenshot(page, 'kurikulum-cp-diubah');

  await table.getByRole('button', { name: `Hapus CP ${elemen}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Hapus Capaian Pembelajaran' });
  await confirm.getByRole('button', { name: 'Hapus' }).click();
  await expect(page.getByText('Capaian pembelajaran berhasil dihapus.')).toBeVisible();
  await expect(table.getByText(elemen)).toHaveCount(0);
});
