import type {
  BerandaGuru,
  MonitoringPenilaian,
  BerandaWali,
  PembelajaranProgres,
} from '@erapor/shared/penilaian/beranda-penilaian.schemas';
import type { GridData } from '@erapor/shared/penilaian/grid.schemas';
import { bearer, expect, getJson, gridCell, screenshot, signIn, test } from './fixtures';

const names = (row: PembelajaranProgres) => `${row.nama_mata_pelajaran} ${row.rombel}`;

test('the administrator opens a teacher’s grades from the school summary, read-only, with a cell’s history', async ({
  page,
  request,
}) => {
  // The demo guru saves a score in the third row of one of his SLM grids (the other grade
  // journeys use the first two rows of his first ones).
  const guru = await bearer(request, 'guru');
  const mine = await getJson<BerandaGuru>(request, 'beranda/pembelajaran', guru.headers);
  const ready = mine.pembelajaran.filter((row) => row.siap_dinilai && row.progres.jumlah_tp > 0);
  const target = ready[2] ?? ready[1] ?? ready[0];
  expect(target, 'the demo guru has a mapped pembelajaran with TPs').toBeDefined();
  const grid = await getJson<GridData>(
    request,
    `penilaian/grid/slm?pembelajaran_id=${target!.pembelajaran_id}`,
    guru.headers,
  );
  const last = Math.min(2, grid.rows.length - 1);
  const kolom = grid.columns.at(-1)!.key;
  const before = grid.rows[last]!.cells[kolom]!;
  const value = before.value === 73 ? 74 : 73;
  const saved = await request.put('/api/penilaian/grid/slm', {
    headers: guru.headers,
    data: {
      pembelajaran_id: target!.pembelajaran_id,
      cells: [
        {
          anggota_rombel_id: grid.rows[last]!.anggota_rombel_id,
          kolom,
          value,
          version: before.version,
        },
      ],
    },
  });
  expect(saved.status()).toBe(200);

  await signIn(page, 'admin');
  await expect(page).toHaveURL(/\/$/);
  const panel = page.getByRole('region', { name: 'Rekap Penilaian Sekolah' });
  await panel.getByRole('textbox', { name: 'Cari rombel atau wali kelas…' }).fill(target!.rombel);
  await panel
    .getByRole('button', { name: `Detail progres ${target!.rombel}`, exact: true })
    .click();
  const detail = page.getByRole('dialog', { name: `Progres Penilaian ${target!.rombel}` });
  await detail.getByRole('button', { name: `Lihat nilai ${names(target!)}` }).click();

  const view = page.getByRole('dialog', {
    name: `Nilai ${target!.nama_mata_pelajaran}, ${target!.rombel}`,
  });
  await expect(view.getByRole('tab', { name: 'Nilai Akhir' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await view.getByRole('tab', { name: 'Sumatif Lingkup Materi' }).click();
  await expect(view.getByText('Hanya melihat')).toBeVisible();
  await expect(view).toContainText('Anda melihat nilai ini untuk pemantauan.');
  await expect(view.getByRole('button', { name: 'Simpan', exact: true })).toHaveCount(0);
  const sheet = view.getByRole('group', { name: 'Lembar nilai' });
  const cell = gridCell(sheet, last, grid.columns.length - 1);
  await expect(cell).toHaveValue(String(value));

  // Typing does nothing; the cell's history names the teacher.
  await cell.locator('..').click();
  await page.keyboard.type('12');
  await page.keyboard.press('Enter');
  await expect(cell).toHaveValue(String(value));
  // The cell's own menu opens where the pointer is, in a window too.
  const box = (await cell.locator('..').boundingBox())!;
  const pointer = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await page.mouse.click(pointer.x, pointer.y, { button: 'right' });
  const menu = page.getByRole('menu');
  const at = (await menu.boundingBox())!;
  expect(Math.abs(at.x - pointer.x)).toBeLessThan(4);
  expect(Math.abs(at.y - pointer.y)).toBeLessThan(4);
  await menu.getByRole('menuitem', { name: 'Riwayat sel' }).click();
  const history = page.getByRole('dialog', { name: 'Riwayat Nilai' });
  const latest = history.getByRole('row', { name: new RegExp(guru.name) }).first();
  await expect(latest).toContainText(`→ ${value}`);
  await screenshot(page, 'lihat-nilai-admin-riwayat');
  await page.keyboard.press('Escape');
  await expect(history).toBeHidden();
  await screenshot(page, 'lihat-nilai-admin');

  // Back to the class's subjects, in the same window.
  await view.getByRole('button', { name: 'Kembali ke daftar mata pelajaran' }).click();
  await expect(
    page.getByRole('dialog', { name: `Progres Penilaian ${target!.rombel}` }),
  ).toBeVisible();
});

test('the wali looks at a subject of his class he does not teach', async ({ page, request }) => {
  const wali = await bearer(request, 'wali');
  const { kelas } = await getJson<BerandaWali>(request, 'wali/kelas', wali.headers);
  const own = kelas[0]!;
  const other = own.pembelajaran.find((row) => row.siap_dinilai && row.guru !== wali.name);
  expect(other, 'the demo wali’s class has a mapped subject someone else teaches').toBeDefined();

  await signIn(page, 'wali');
  await expect(page).toHaveURL(/\/$/);
  const panel = page.getByRole('region', { name: `Kelas Perwalian ${own.nama}` });
  await panel.getByRole('button', { name: `Lihat nilai ${names(other!)}` }).click();
  const view = page.getByRole('dialog', {
    name: `Nilai ${other!.nama_mata_pelajaran}, ${other!.rombel}`,
  });
  await expect(view).toContainText(`Anda melihat nilai ini sebagai wali kelas ${own.nama}.`);
  const sheet = view.getByRole('group', { name: 'Lembar nilai' });
  await expect(gridCell(sheet, 0, 0)).toBeAttached();
  await expect(sheet).toContainText('Nilai Akhir');
  await view.getByRole('tab', { name: 'Capaian Kompetensi' }).click();
  await expect(sheet).toContainText('Kompetensi yang sudah dicapai');
  await expect(view.getByRole('button', { name: 'Simpan', exact: true })).toHaveCount(0);
  await screenshot(page, 'lihat-nilai-wali');

  // On a phone the class list is cards, each with the same button; the window fills the screen.
  await page.keyboard.press('Escape');
  await expect(view).toBeHidden();
  await page.setViewportSize({ width: 390, height: 844 });
  await panel.getByRole('button', { name: `Lihat nilai ${names(other!)}` }).click();
  await expect(view.getByText('Hanya melihat')).toBeVisible();
  await screenshot(page, 'lihat-nilai-wali-ponsel');
});

test('the Waka finds who is behind per teacher and opens one teacher’s subjects', async ({
  page,
  context,
  request,
}) => {
  const guru = await bearer(request, 'guru');
  const mine = await getJson<BerandaGuru>(request, 'beranda/pembelajaran', guru.headers);
  const target = mine.pembelajaran.find((row) => row.siap_dinilai)!;

  await signIn(page, 'waka');
  await expect(page).toHaveURL(/\/$/);
  const panel = page.getByRole('region', { name: 'Rekap Penilaian Sekolah' });
  await expect(
    panel.getByText(/guru belum melengkapi nilai akhir semua mata pelajarannya/),
  ).toBeVisible();
  // the reminder for the teachers' group, on the clipboard
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await panel.getByRole('button', { name: 'Salin pengingat' }).click();
  await expect(page.getByText(/^Pengingat untuk \d+ guru disalin/)).toBeVisible();
  const reminder = await page.evaluate(() => navigator.clipboard.readText());
  expect(reminder).toMatch(
    /^Pengingat penilaian: nilai akhir dan deskripsi berikut belum lengkap\.\n/,
  );
  expect(reminder).toMatch(
    new RegExp(`\\n\\d+\\. ${guru.name}.* — nilai akhir \\d+/\\d+, deskripsi \\d+/\\d+`),
  );
  await panel.getByRole('textbox', { name: 'Cari guru…' }).fill(guru.name);
  const rows = panel
    .getByRole('table', { name: 'Guru beserta progres penilaiannya' })
    .getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText(String(mine.pembelajaran.length));
  // listed as Dapodik names him, with his degree
  const nama = (await rows.nth(1).getByRole('cell').first().textContent())!;
  expect(nama.startsWith(guru.name)).toBe(true);
  await panel.getByRole('button', { name: `Detail progres ${nama}`, exact: true }).click();
  const detail = page.getByRole('dialog', { name: `Progres Penilaian ${nama}` });
  const list = detail.getByRole('table', {
    name: `Mata pelajaran yang dinilai ${nama} beserta progresnya`,
  });
  await expect(list.getByRole('row')).toHaveCount(mine.pembelajaran.length + 1);
  await expect(list).toContainText(target.rombel);
  await page.waitForTimeout(400); // the dialog's opening animation, for the screenshot
  await screenshot(page, 'beranda-waka-per-guru');
  await detail.getByRole('button', { name: `Lihat nilai ${names(target)}` }).click();
  const view = page.getByRole('dialog', {
    name: `Nilai ${target.nama_mata_pelajaran}, ${target.rombel}`,
  });
  await expect(view.getByText('Hanya melihat')).toBeVisible();
  await view.getByRole('button', { name: 'Kembali ke daftar mata pelajaran' }).click();
  await expect(list).toBeVisible();
});

test('the Waka opens Monitoring › Nilai Akademik, narrows it to one class’s subjects not complete, and looks at one', async ({
  page,
  request,
}) => {
  const waka = await bearer(request, 'waka');
  const all = await getJson<MonitoringPenilaian>(request, 'progress/penilaian', waka.headers);
  // a subject whose finals or descriptions are not all there yet
  const target = all.pembelajaran.find(
    (row) =>
      row.siap_dinilai &&
      (row.progres.nilai_akhir < row.progres.siswa || row.progres.deskripsi < row.progres.siswa),
  )!;

  await signIn(page, 'waka');
  await expect(page).toHaveURL(/\/$/);
  const menu = page.getByRole('navigation', { name: 'Menu utama' });
  await menu.getByText('Monitoring').click();
  await menu.getByRole('link', { name: 'Nilai Akademik', exact: true }).click();
  await expect(page).toHaveURL(/\/progress\/penilaian$/);
  await expect(page).toHaveTitle('Nilai Akademik | e-Rapor SMK');
  const ringkasan = page.getByTestId('monitoring-ringkasan');
  await expect(ringkasan).toHaveText(/^\d+ pembelajaran; \d+ belum lengkap/);

  // Mantine's switch keeps its input over the track, invisible
  await page.getByRole('switch', { name: 'Hanya yang belum lengkap' }).click({ force: true });
  await expect(page.getByRole('switch', { name: 'Hanya yang belum lengkap' })).toBeChecked();
  await page.getByRole('combobox', { name: 'Rombel' }).fill(target.rombel);
  await page.getByRole('option', { name: target.rombel, exact: true }).click();
  await page.getByRole('textbox', { name: 'Cari' }).fill(target.nama_mata_pelajaran);
  await expect(page).toHaveURL(/rombel=.*cari=.*belum=1/);
  const table = page.getByRole('table', { name: 'Progres penilaian setiap pembelajaran' });
  const row = table.getByRole('row').filter({ hasText: target.nama_mata_pelajaran }).first();
  await expect(row).toContainText(target.rombel);
  await screenshot(page, 'monitoring-nilai-akademik');
  // the filters survive a reload (they are in the address)
  await page.reload();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: /^Lihat nilai/ }).click();
  const view = page.getByRole('dialog', {
    name: `Nilai ${target.nama_mata_pelajaran}, ${target.rombel}`,
  });
  await expect(view.getByText('Hanya melihat')).toBeVisible();
});
