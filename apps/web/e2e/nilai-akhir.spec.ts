import type { APIRequestContext, Page } from '@playwright/test';
import type { GridData } from '@erapor/shared/penilaian/grid.schemas';
import type { PembelajaranGuru } from '@erapor/shared/penilaian/penilaian.schemas';
import { demoAccounts, expect, gridCell, screenshot, signIn, test } from './fixtures';
import { downloadWorkbook, uploadWorkbook } from './workbooks';

type Headers = Record<string, string>;

async function apiAs(request: APIRequestContext): Promise<Headers> {
  const account = demoAccounts().guru;
  const login = await request.post('/api/jwt/login', {
    data: { email: account.username, password: account.password },
  });
  expect(login.ok()).toBe(true);
  return { authorization: `Bearer ${(await login.json()).accessToken as string}` };
}

async function grid(request: APIRequestContext, headers: Headers, kind: string, id: string) {
  const response = await request.get(`/api/penilaian/grid/${kind}?pembelajaran_id=${id}`, {
    headers,
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as GridData;
}

async function put(
  request: APIRequestContext,
  headers: Headers,
  kind: string,
  id: string,
  cells: object[],
) {
  const response = await request.put(`/api/penilaian/grid/${kind}`, {
    headers,
    data: { pembelajaran_id: id, cells },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** The demo teacher's last open pembelajaran whose grid of `kind` passes `accept`, with that grid. */
async function findTarget(
  request: APIRequestContext,
  headers: Headers,
  kind: string,
  accept: (candidate: GridData) => boolean,
) {
  const list = (await (
    await request.get('/api/penilaian/pembelajaran', { headers })
  ).json()) as PembelajaranGuru[];
  for (const item of [...list].reverse()) {
    if (!item.siap_dinilai || item.kunci_nilai) continue;
    const candidate = await grid(request, headers, kind, item.pembelajaran_id);
    if (!candidate.lock && accept(candidate)) return { target: item, found: candidate };
  }
  throw new Error(`the demo teacher has no pembelajaran with such a ${kind} grid`);
}

/** Picks the pembelajaran in the Tingkat → Rombongan Belajar → Mata Pelajaran choosers. */
async function pick(page: Page, target: PembelajaranGuru) {
  await page.getByRole('combobox', { name: 'Tingkat' }).click();
  await page.getByRole('option', { name: `Kelas ${target.tingkat}`, exact: true }).click();
  await page.getByRole('combobox', { name: 'Rombongan Belajar' }).click();
  await page.getByRole('option', { name: target.rombel, exact: true }).click();
  await page.getByRole('combobox', { name: 'Mata Pelajaran' }).click();
  await page.getByRole('option', { name: target.nama_mata_pelajaran, exact: true }).click();
}

test('the demo guru uses the computed grades, then applies and resets the proposed descriptions', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const headers = await apiAs(request);
  // A pembelajaran of the demo teacher with the demo TPs mapped (the last one, to stay clear of
  // the other journeys' classes), its SLM and SAS filled the way a teacher would on Asesmen
  // Sumatif: everyone complete except one student missing a TP score and the SAS, and one with
  // nothing at all.
  const { target, found: slm } = await findTarget(
    request,
    headers,
    'slm',
    (candidate) => candidate.columns.length >= 2 && candidate.rows.length >= 4,
  );
  const id = target.pembelajaran_id;
  const rows = slm.rows;
  const incomplete = rows[rows.length - 2]!;
  const ungraded = rows[rows.length - 1]!;
  await put(
    request,
    headers,
    'slm',
    id,
    rows.flatMap((row, i) =>
      slm.columns.map((column, j) => ({
        anggota_rombel_id: row.anggota_rombel_id,
        kolom: column.key,
        value:
          row === ungraded || (row === incomplete && j === slm.columns.length - 1)
            ? null
            : 68 + ((i * 7 + j * 5) % 28),
        version: row.cells[column.key]!.version,
      })),
    ),
  );
  const sas = await grid(request, headers, 'sas', id);
  await put(
    request,
    headers,
    'sas',
    id,
    sas.rows.flatMap((row, i) =>
      ['non-tes', 'tes'].map((kolom) => ({
        anggota_rombel_id: row.anggota_rombel_id,
        kolom,
        value:
          row.anggota_rombel_id === incomplete.anggota_rombel_id ||
          row.anggota_rombel_id === ungraded.anggota_rombel_id
            ? null
            : 70 + ((i * 3) % 25),
        version: row.cells[kolom]!.version,
      })),
    ),
  );

  await signIn(page, 'guru');
  await expect(page).toHaveURL(/\/$/);
  const menu = page.getByRole('navigation', { name: 'Menu utama' });
  await menu.getByText('Nilai Akademik').click();
  await menu.getByRole('link', { name: 'Nilai Akhir' }).click();
  await expect(page).toHaveTitle('Nilai Akhir | e-Rapor SMK');
  await pick(page, target);

  const table = page.getByRole('table', { name: 'Nilai asesmen hasil hitungan' });
  const incompleteRow = table.getByRole('row').filter({ hasText: incomplete.nama });
  await expect(incompleteRow).toContainText('belum lengkap');
  await expect(incompleteRow).toContainText('kurang 1 nilai TP, SAS belum ada');
  await expect(table.getByRole('row').filter({ hasText: ungraded.nama })).toContainText(
    `kurang ${slm.columns.length} nilai TP`,
  );
  await screenshot(page, 'nilai-akhir-asesmen');

  // Why this number: the incomplete student's grade from his TP scores (one not graded), without
  // a SAS, computed only from what exists.
  const index = rows.length - 2;
  const scores = slm.columns.slice(0, -1).map((_, j) => 68 + ((index * 7 + j * 5) % 28));
  const mean = scores.reduce((sum, value) => sum + value, 0) / scores.length;
  await incompleteRow
    .getByRole('button', { name: `Rincian nilai asesmen ${incomplete.nama}` })
    .click();
  const rincian = page.getByRole('dialog', { name: `Rincian Nilai Asesmen — ${incomplete.nama}` });
  await expect(rincian.getByTestId('rincian-slm')).toContainText(
    `Rerata SLM = (${scores.join(' + ')}) : ${scores.length} = `,
  );
  await expect(rincian.getByText('belum dinilai')).toHaveCount(1);
  await expect(rincian.getByTestId('rincian-sas')).toHaveText('SAS belum ada.');
  await expect(rincian.getByTestId('rincian-hasil')).toContainText(
    `→ dibulatkan ${Math.round(mean)}`,
  );
  await expect(incompleteRow).toContainText(String(Math.round(mean)));
  await screenshot(page, 'nilai-akhir-rincian');
  await page.keyboard.press('Escape');
  await expect(rincian).toBeHidden();

  await page.getByRole('button', { name: 'Gunakan Nilai Asesmen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Gunakan nilai asesmen sebagai nilai akhir' });
  await expect(dialog).toContainText(`${rows.length - 2} nilai lengkap akan disimpan.`);
  await expect(
    dialog.getByRole('button', { name: `Simpan ${rows.length - 2} nilai akhir` }),
  ).toBeVisible();
  await dialog.getByRole('checkbox', { name: new RegExp(incomplete.nama) }).check();
  await screenshot(page, 'nilai-akhir-gunakan');
  await dialog.getByRole('button', { name: `Simpan ${rows.length - 1} nilai akhir` }).click();
  await expect(page.getByText(`${rows.length - 1} nilai akhir disimpan.`)).toBeVisible();
  await expect(dialog).toBeHidden();

  // Stored: every complete grade, the incomplete one the teacher accepted, never the empty one.
  const finals = await grid(request, headers, 'nilai-akhir', id);
  const stored = (row: { anggota_rombel_id: string }) =>
    finals.rows.find((r) => r.anggota_rombel_id === row.anggota_rombel_id)!.cells.nilai!.value;
  expect(rows.slice(0, -1).every((row) => typeof stored(row) === 'number')).toBe(true);
  expect(stored(ungraded)).toBeNull();
  const firstValue = String(stored(rows[0]!));
  await expect(table.getByRole('row').filter({ hasText: rows[0]!.nama })).toContainText(firstValue);

  // Offline in the template: a final typed for the student without any component, and the
  // first student's attainment (TP 1 achieved, TP 2 not); uploaded, checked, put into both grids.
  const ketercapaian = await grid(request, headers, 'ketercapaian', id);
  const { name, book } = await downloadWorkbook(page, 'Unduh Templat');
  expect(name).toMatch(/^templat-nilai-akhir-.+\.xlsx$/);
  const nilai = book.getWorksheet('Nilai')!;
  // The sheet names its columns by key in a hidden row (id, nilai-akhir:nilai, ketercapaian:<tp>).
  const columnOf = new Map<string, number>();
  let keyRow = 0;
  nilai.eachRow((row, r) => {
    row.eachCell((cell, c) => {
      if (cell.value === 'nilai-akhir:nilai') keyRow = r;
      if (typeof cell.value === 'string') columnOf.set(cell.value, c);
    });
  });
  const idColumn = columnOf.get('id')!;
  const cellOf = (anggota: string, key: string) => {
    for (let r = keyRow + 1; r <= nilai.rowCount; r += 1)
      if (nilai.getRow(r).getCell(idColumn).value === anggota)
        return nilai.getRow(r).getCell(columnOf.get(key)!);
    throw new Error(`no template row for ${anggota}`);
  };
  const tpKey = (index: number) => `ketercapaian:${ketercapaian.columns[index]!.key}`;
  expect(cellOf(rows[0]!.anggota_rombel_id, 'nilai-akhir:nilai').value).toBe(Number(firstValue));
  cellOf(ungraded.anggota_rombel_id, 'nilai-akhir:nilai').value = 60;
  cellOf(rows[0]!.anggota_rombel_id, tpKey(0)).value = 1;
  cellOf(rows[0]!.anggota_rombel_id, tpKey(1)).value = 0;
  // A name typed over the first student's: the row is still taken, and the review warns of it.
  cellOf(rows[0]!.anggota_rombel_id, 'nama').value = 'Nama Siswa Lain';
  await uploadWorkbook(page, 'Unggah Templat', 'nilai-akhir.xlsx', book);
  const preview = page.getByRole('dialog', { name: /^Periksa Unggahan/ });
  await expect(preview.getByTestId('template-warnings')).toContainText(
    `Nama di berkas "Nama Siswa Lain" berbeda dengan nama tersimpan "${rows[0]!.nama}"`,
  );
  await screenshot(page, 'nilai-akhir-templat-peringatan');
  await preview.getByRole('button', { name: 'Isi ke lembar nilai (3)' }).click();
  await expect(preview).toBeHidden();
  // The uploaded final shows in the typed form, waiting for Simpan like the attainment.
  await expect(page.getByRole('radio', { name: 'Nilai Akhir (diisi)' })).toBeChecked();
  const status = page.getByTestId('grid-status');
  await expect(status.first()).toHaveText('1 perubahan belum disimpan.');
  await expect(status.last()).toHaveText('2 perubahan belum disimpan.');
  await screenshot(page, 'nilai-akhir-templat');
  const toolbars = page.getByRole('toolbar', { name: 'Alat lembar nilai' });
  await toolbars.first().getByRole('button', { name: 'Simpan', exact: true }).click();
  await toolbars.last().getByRole('button', { name: 'Simpan', exact: true }).click();
  await expect(status.first()).not.toHaveText(/belum disimpan/);
  await expect(status.last()).not.toHaveText(/belum disimpan/);
  const typed = await grid(request, headers, 'nilai-akhir', id);
  expect(
    typed.rows.find((r) => r.anggota_rombel_id === ungraded.anggota_rombel_id)!.cells.nilai!.value,
  ).toBe(60);
  // The final grid's own history: that save on top, as an import, naming the column.
  await toolbars.first().getByRole('button', { name: 'Riwayat lembar' }).click();
  const sheetHistory = page.getByRole('dialog', { name: 'Riwayat Lembar Nilai' });
  const latest = sheetHistory.getByRole('button', { name: /· \d+ sel, / }).first();
  await expect(latest).toContainText('Impor templat · 1 sel, 1 peserta didik');
  await latest.click();
  const change = sheetHistory.getByRole('row', { name: ungraded.nama });
  await expect(change).toContainText('→ 60');
  await expect(change).not.toContainText('kolom tidak ada lagi');
  await page.keyboard.press('Escape');
  await expect(sheetHistory).toBeHidden();

  // From the menu: the screen opens on the same class and subject.
  await menu.getByRole('link', { name: 'Capaian Kompetensi' }).click();
  await expect(page).toHaveTitle('Capaian Kompetensi | e-Rapor SMK');
  await expect(page.getByRole('combobox', { name: 'Mata Pelajaran' })).toHaveValue(
    target.nama_mata_pelajaran,
  );
  const warning = page.getByText(
    /peserta didik sudah memiliki nilai akhir tetapi belum berdeskripsi/,
  );
  await expect(warning).toBeVisible();
  const usulan = page.getByRole('table', { name: 'Usulan deskripsi' });
  const firstUsulan = usulan.getByRole('row').filter({ hasText: rows[0]!.nama });
  await expect(firstUsulan).toContainText('dari ketercapaian TP');
  await expect(firstUsulan).toContainText('Sudah bernilai, belum berdeskripsi');
  await expect(usulan.getByRole('row').filter({ hasText: rows[1]!.nama })).toContainText(
    'dari nilai TP tertinggi / terendah',
  );

  await page.getByRole('button', { name: /^Terapkan usulan ke yang belum berdeskripsi/ }).click();
  await expect(page.getByText(/deskripsi disimpan dari usulan\./)).toBeVisible();
  // Only the student graded by hand without any TP score is left: nothing to propose for him.
  await expect(warning).toHaveText(
    '1 peserta didik sudah memiliki nilai akhir tetapi belum berdeskripsi.',
  );
  await expect(usulan.getByRole('row').filter({ hasText: ungraded.nama })).toContainText(
    'Belum ada ketercapaian atau nilai TP',
  );
  await expect(firstUsulan).not.toContainText('Sudah bernilai, belum berdeskripsi');
  const tp1 = ketercapaian.columns[0]!.description!.replace(/\.$/, '');
  const achieved = `Menunjukkan penguasaan yang baik dalam ${tp1.charAt(0).toLowerCase()}${tp1.slice(1)}.`;
  const sheet = page.getByRole('group', { name: 'Lembar nilai' });
  // what the teacher sees in the cell: its text shown over the (transparent) text field
  await expect(sheet.locator('.gg-text-preview', { hasText: achieved })).toBeVisible();
  const deskripsi = await grid(request, headers, 'deskripsi', id);
  expect(
    deskripsi.rows.find((r) => r.anggota_rombel_id === rows[0]!.anggota_rombel_id)!.cells.capaian!
      .value,
  ).toBe(achieved);
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, 'capaian-kompetensi-terapkan');

  // The teacher rewrites one "to improve" text by hand, copied from a classmate's and judging:
  // saved, the proposals table names what is wrong with it.
  const classmate = rows.find((row, i) => i > 1 && row.nama.trim().includes(' '))!;
  const perlu = sheet.locator('.dsg-row').nth(2).locator('.dsg-cell textarea').nth(1);
  await perlu.locator('..').click();
  await page.keyboard.press('F2');
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(`${classmate.nama} masih malas berlatih.`);
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('grid-status')).toHaveText('1 perubahan belum disimpan.');
  await page.getByRole('button', { name: 'Simpan', exact: true }).click();
  await expect(page.getByTestId('grid-status')).not.toHaveText(/belum disimpan/);
  const rewritten = usulan.getByRole('row').filter({ hasText: rows[1]!.nama });
  await expect(rewritten).toContainText('Kata bernada negatif: “malas”');
  await expect(rewritten).toContainText(
    `Menyebut nama peserta didik lain: ${classmate.nama.trim().replace(/\s+/g, ' ')}`,
  );
  await expect(
    page.getByText('1 deskripsi memakai kata bernada negatif', { exact: false }),
  ).toBeVisible();
  await rewritten.scrollIntoViewIfNeeded();
  await screenshot(page, 'capaian-kompetensi-peringatan');

  await page.getByRole('button', { name: 'Atur ulang', exact: true }).click();
  const reset = page.getByRole('dialog', { name: 'Atur ulang deskripsi' });
  await expect(reset).toContainText(target.rombel);
  await reset.getByRole('button', { name: 'Ya, hapus semua' }).click();
  await expect(page.getByText(/deskripsi dihapus\./)).toBeVisible();
  await expect(warning).toHaveText(
    `${rows.length} peserta didik sudah memiliki nilai akhir tetapi belum berdeskripsi.`,
  );
  await expect(sheet.getByText(achieved)).toHaveCount(0);
  // The proposal stays on offer.
  await expect(firstUsulan).toContainText(achieved);
});

test('the demo guru raises a final after a remedial test, with its reason kept and shown', async ({
  page,
  request,
  browser,
}) => {
  const headers = await apiAs(request);
  // The class of the journey above: its finals were stored from the computed grades.
  const { target, found: finals } = await findTarget(request, headers, 'nilai-akhir', (candidate) =>
    candidate.rows.some((row) => typeof row.cells.nilai?.value === 'number'),
  );
  const student = finals.rows.find((row) => typeof row.cells.nilai?.value === 'number')!;
  const before = student.cells.nilai!.value as number;
  const after = before >= 95 ? before - 3 : before + 3;
  const reason = 'Remedial TP 2 tanggal 2 Desember 2026';

  await signIn(page, 'guru');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/penilaian/nilai-akhir');
  await expect(page).toHaveTitle('Nilai Akhir | e-Rapor SMK');
  await pick(page, target);
  const table = page.getByRole('table', { name: 'Nilai asesmen hasil hitungan' });
  const row = table.getByRole('row').filter({ hasText: student.nama });
  await row.getByRole('button', { name: `Rincian nilai asesmen ${student.nama}` }).click();
  const rincian = page.getByRole('dialog', { name: `Rincian Nilai Asesmen — ${student.nama}` });
  const form = rincian.getByTestId('penyesuaian-form');
  // nothing is sent without a value and a reason
  await form.getByRole('button', { name: 'Simpan nilai akhir' }).click();
  await expect(form.getByText('Tuliskan alasannya, paling sedikit 5 karakter.')).toBeVisible();
  await form.getByRole('textbox', { name: 'Nilai akhir baru' }).fill(String(after));
  await form.getByRole('textbox', { name: 'Alasan' }).fill(reason);
  await screenshot(page, 'nilai-akhir-remedial');
  await form.getByRole('button', { name: 'Simpan nilai akhir' }).click();
  await expect(
    page.getByText(`Nilai akhir ${student.nama} disimpan: ${after}.`, { exact: true }),
  ).toBeVisible();
  await expect(rincian.getByTestId('rincian-penyesuaian')).toContainText(
    `Remedial: dari ${before}, oleh`,
  );
  await expect(rincian.getByTestId('rincian-penyesuaian')).toContainText(`Alasan: ${reason}`);
  await page.keyboard.press('Escape');
  await expect(rincian).toBeHidden();
  await expect(row.getByText('Remedial', { exact: true })).toBeVisible();
  await expect(row).toContainText(String(after));
  await row.getByText('Remedial', { exact: true }).hover();
  await screenshot(page, 'nilai-akhir-remedial-tanda');

  // stored, and the cell's history keeps the change with its kind and reason
  const stored = await grid(request, headers, 'nilai-akhir', target.pembelajaran_id);
  expect(
    stored.rows.find((r) => r.anggota_rombel_id === student.anggota_rombel_id)!.cells.nilai!.value,
  ).toBe(after);
  const history = (await (
    await request.get(
      `/api/penilaian/riwayat?pembelajaran_id=${target.pembelajaran_id}&anggota_rombel_id=${student.anggota_rombel_id}&kind=nilai-akhir&kolom=nilai`,
      { headers },
    )
  ).json()) as { nilai_lama: string; nilai_baru: string; sumber: string; alasan: string }[];
  expect(history[0]).toMatchObject({
    nilai_lama: String(before),
    nilai_baru: String(after),
    sumber: 'remedial',
    alasan: reason,
  });

  // The Waka finds it on the Beranda among the school's remedials and adjustments.
  const wakaContext = await browser.newContext();
  const wakaPage = await wakaContext.newPage();
  await signIn(wakaPage, 'waka');
  const list = wakaPage.getByRole('table', { name: 'Remedial dan penyesuaian nilai' });
  const entry = list.getByRole('row').filter({ hasText: student.nama });
  await expect(entry).toContainText(`Remedial${before} → ${after}`);
  await expect(entry).toContainText(reason);
  await expect(entry).toContainText(target.rombel);
  await entry.scrollIntoViewIfNeeded();
  await screenshot(wakaPage, 'beranda-waka-remedial');
  // and approves it: the approval names him, and the teacher sees it beside the final
  await entry
    .getByRole('button', {
      name: `Setujui perubahan nilai ${student.nama} (${target.nama_mata_pelajaran})`,
    })
    .click();
  await expect(wakaPage.getByText('1 perubahan nilai disetujui.')).toBeVisible();
  await expect(entry.getByTestId('penyesuaian-persetujuan')).toContainText('Disetujui');
  await screenshot(wakaPage, 'beranda-waka-remedial-disetujui');
  // the whole list as a spreadsheet: the remedial with its reason and approval
  const { name, book } = await downloadWorkbook(wakaPage, 'Unduh XLSX');
  expect(name).toBe('remedial-dan-penyesuaian.xlsx');
  const sheet = book.getWorksheet('Remedial dan Penyesuaian')!;
  const found = sheet
    .getRows(2, sheet.rowCount - 1)!
    .find((line) => line.getCell(6).value === student.nama && line.getCell(11).value === reason);
  expect(found, 'the remedial is in the spreadsheet').toBeDefined();
  expect([found!.getCell(9).value, found!.getCell(10).value, found!.getCell(12).value]).toEqual([
    before,
    after,
    'Disetujui',
  ]);
  await wakaContext.close();

  await page.reload();
  await pick(page, target);
  await row.getByRole('button', { name: `Rincian nilai asesmen ${student.nama}` }).click();
  await expect(rincian.getByTestId('rincian-penyesuaian')).toContainText(
    'Disetujui Waka Kurikulum:',
  );
  await page.keyboard.press('Escape');
  await expect(rincian).toBeHidden();

  // The typed finals' grid marks the same final, and records an adjustment from its cell menu.
  await page.getByRole('radio', { name: 'Nilai Akhir (diisi)' }).check();
  const finalsSheet = page.locator('.gg-root').first();
  const at = (n: number) => gridCell(finalsSheet, n, 0);
  const index = finals.rows.indexOf(student);
  await expect(at(index)).toHaveValue(String(after));
  await expect(at(index).locator('..')).toHaveClass(/gg-cell-remedial/);
  await expect(page.getByText('Nilai hasil remedial', { exact: true })).toBeVisible();
  const other = finals.rows.findIndex(
    (candidate, i) => i !== index && typeof candidate.cells.nilai?.value === 'number',
  );
  const otherStudent = finals.rows[other]!;
  const otherBefore = otherStudent.cells.nilai!.value as number;
  const adjusted = otherBefore >= 95 ? otherBefore - 2 : otherBefore + 2;
  const because = 'Keputusan rapat dewan guru 5 Desember 2026';
  // from the toolbar (a touch screen has no right click): the selected final
  await at(other).locator('..').click();
  const toolbarButton = page.getByRole('button', { name: 'Remedial / penyesuaian' });
  await toolbarButton.hover();
  await expect(page.getByRole('tooltip')).toHaveText(
    `Remedial / penyesuaian: ${otherStudent.nama}`,
  );
  await screenshot(page, 'nilai-akhir-diisi-tombol');
  await toolbarButton.click();
  const dialog = page.getByRole('dialog', {
    name: `Remedial atau penyesuaian nilai akhir — ${otherStudent.nama}`,
  });
  await expect(dialog).toContainText(`Nilai sekarang: ${otherBefore}`);
  await dialog.getByRole('radio', { name: 'Penyesuaian lain' }).check();
  await dialog.getByRole('textbox', { name: 'Nilai akhir baru' }).fill(String(adjusted));
  await dialog.getByRole('textbox', { name: 'Alasan' }).fill(because);
  await page.waitForTimeout(300); // the dialog's opening animation, for the screenshot
  await screenshot(page, 'nilai-akhir-diisi-penyesuaian');
  await dialog.getByRole('button', { name: 'Simpan nilai akhir' }).click();
  await expect(dialog).toBeHidden();
  await expect(at(other)).toHaveValue(String(adjusted));
  await expect(at(other).locator('..')).toHaveClass(/gg-cell-disesuaikan/);
  await expect(page.getByText('Nilai akhir disesuaikan', { exact: true })).toBeVisible();
  await expect(at(other)).toHaveAttribute('title', /^Nilai akhir hasil penyesuaian/);
  await page.waitForTimeout(300); // the dialog's closing animation, for the screenshot
  await screenshot(page, 'nilai-akhir-diisi-tanda');
  await page.getByText('Nilai akhir disesuaikan', { exact: true }).scrollIntoViewIfNeeded();
  await screenshot(page, 'nilai-akhir-diisi-keterangan');
  // the next window in this grid starts from the reason just given (for the screenshot)
  await at(index).locator('..').click();
  await page.getByRole('button', { name: 'Remedial / penyesuaian' }).click();
  await page.getByRole('dialog').waitFor();
  await page.waitForTimeout(400); // the dialog's opening animation
  await screenshot(page, 'nilai-akhir-diisi-alasan-terakhir');
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'hidden' });
  // A final typed and not saved: leaving the page asks first, though the Ketercapaian grid
  // below it has no edits (the router consults one blocker per page).
  await at(other).locator('..').click();
  await page.keyboard.type(String(adjusted === 77 ? 78 : 77));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('grid-status').first()).toHaveText('1 perubahan belum disimpan.');
  await page
    .getByRole('navigation', { name: 'Menu utama' })
    .getByRole('link', { name: 'Beranda' })
    .click();
  const leave = page.getByRole('dialog', { name: 'Tinggalkan halaman?' });
  await expect(leave).toContainText('1 perubahan belum tersimpan di server');
  await page.waitForTimeout(400); // the dialog's opening animation, for the screenshot
  await screenshot(page, 'nilai-akhir-tinggalkan');
  await leave.getByRole('button', { name: 'Tetap di sini' }).click();
  await expect(page).toHaveURL(/\/penilaian\/nilai-akhir/);
  await page.getByRole('button', { name: 'Urungkan (Ctrl+Z)' }).first().click();
  await expect(at(other)).toHaveValue(String(adjusted));
  await expect(page.getByTestId('grid-status').first()).not.toHaveText(/belum disimpan/);
  // the computed form's table shows it too, without a reload
  await page.getByRole('radio', { name: 'Nilai Asesmen (dihitung)' }).check();
  const otherRow = table.getByRole('row').filter({ hasText: otherStudent.nama });
  await expect(otherRow.getByText('Disesuaikan', { exact: true })).toBeVisible();
  await expect(otherRow).toContainText(String(adjusted));
});

test('typed finals kept on the device, not saved, reopen on the typed form with their notice', async ({
  page,
  request,
}) => {
  const headers = await apiAs(request);
  const { target, found } = await findTarget(request, headers, 'nilai-akhir', () => true);
  const stored = found.rows[0]!.cells.nilai?.value;
  const value = stored === 77 ? '78' : '77';

  await signIn(page, 'guru');
  await expect(page).toHaveURL(/\/$/);
  await page.goto(`/penilaian/nilai-akhir?pembelajaran_id=${target.pembelajaran_id}`);
  const typed = page.getByRole('radio', { name: 'Nilai Akhir (diisi)' });
  await expect(typed).not.toBeChecked();
  await typed.check();
  const sheet = page.getByRole('group', { name: 'Lembar nilai' }).first();
  await gridCell(sheet, 0, 0).locator('..').click();
  await page.keyboard.type(value);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('grid-status').first()).toContainText('belum disimpan');
  // each keystroke's state goes to the device's store one write after another: let the last land
  await page.waitForTimeout(500);

  // closed without saving (the question before leaving answered "leave")
  page.on('dialog', (dialog) => void dialog.accept());
  await page.reload();
  await expect(page.getByRole('radio', { name: 'Nilai Akhir (diisi)' })).toBeChecked();
  await expect(page.getByText('1 perubahan belum tersimpan dipulihkan')).toBeVisible();
  await expect(
    gridCell(page.getByRole('group', { name: 'Lembar nilai' }).first(), 0, 0),
  ).toHaveValue(value);
});
