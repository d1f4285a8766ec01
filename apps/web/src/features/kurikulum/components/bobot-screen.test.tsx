import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import userEvent from '@testing-library/user-event';
import type { BobotItem } from '@erapor/shared/kurikulum/kurikulum.schemas';
import { notify } from '../../../lib/toast';
import { renderWithProviders } from '../../../test/render';
import { mockApi } from '../../../test/mock-fetch';
import { mediaQueryList } from '../../../test/media-query';
import { BobotScreen } from './bobot-screen';

vi.mock('../../../lib/toast', () => ({ notify: vi.fn() }));

afterEach(() => {
  vi.restoreAllMocks();
  vi.mocked(notify).mockClear();
});

const OPEN = '5f0c6a8e-3b1d-4c2a-9e7f-1a2b3c4d5e6a';
const LOCKED = '5f0c6a8e-3b1d-4c2a-9e7f-1a2b3c4d5e6b';

function row(overrides: Partial<BobotItem>): BobotItem {
  return {
    pembelajaran_id: OPEN,
    nama_mata_pelajaran: 'Matematika',
    rombel: 'X TKJ 1',
    tingkat: 10,
    bobot_sumatif_materi: 1,
    bobot_sumatif_akhir: 1,
    terkunci: null,
    ...overrides,
  };
}

/** The screen as the app shows it: inside the router, which asks before leaving unsaved weights. */
function renderBobot() {
  const router = createMemoryRouter(
    [
      { path: '/', element: <BobotScreen /> },
      { path: '/beranda', element: <p>Beranda</p> },
    ],
    { initialEntries: ['/'] },
  );
  return { ...renderWithProviders(<RouterProvider router={router} />), router };
}

const input = (field: string, name: string) =>
  screen.findByRole('textbox', { name: `${field} ${name}` });

describe('BobotScreen', () => {
  it('shows the rows of a class locked by its wali read-only with the reason, and does not send them', async () => {
    const api = mockApi({
      'GET referensi/bobot-penilaian': {
        json: {
          data: [
            row({}),
            row({
              pembelajaran_id: LOCKED,
              rombel: 'X TKJ 2',
              bobot_sumatif_materi: 3,
              terkunci: 'kunci-nilai',
            }),
          ],
        },
      },
      'PUT referensi/bobot-penilaian': {
        json: { message: 'Bobot penilaian 2 pembelajaran berhasil disimpan.' },
      },
    });
    renderBobot();
    const user = userEvent.setup();

    const locked = await input('Bobot Sumatif Materi', 'Matematika X TKJ 2');
    expect(locked).toHaveAttribute('readonly');
    expect(locked).toHaveAccessibleDescription(
      'Nilai kelas X TKJ 2 sudah dikunci: bobotnya tidak dapat diubah.',
    );
    const table = screen.getByRole('table', { name: 'Daftar Bobot Penilaian' });
    const [, openRow, lockedRow] = within(table).getAllByRole('row');
    expect(within(lockedRow!).getByText('Nilai dikunci')).toBeInTheDocument();
    expect(within(openRow!).queryByText('Nilai dikunci')).toBeNull();

    // Typing into the locked row changes nothing; the open row takes the new weight.
    await user.type(locked, '9');
    expect(locked).toHaveValue('3');
    const open = await input('Bobot Sumatif Materi', 'Matematika X TKJ 1');
    expect(open).not.toHaveAttribute('readonly');
    await user.clear(open);
    await user.type(open, '4');
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(api.calls.some((call) => call.key.startsWith('PUT'))).toBe(true));
    expect(api.calls.find((call) => call.key.startsWith('PUT'))!.body).toEqual({
      bobot: [{ pembelajaran_id: OPEN, bobot_sumatif_materi: 4, bobot_sumatif_akhir: 1 }],
    });
  });

  it('shows every row read-only while grading is closed, with nothing to save', async () => {
    mockApi({
      'GET referensi/bobot-penilaian': {
        json: {
          data: [
            row({ terkunci: 'status-penilaian' }),
            row({ pembelajaran_id: LOCKED, rombel: 'X TKJ 2', terkunci: 'status-penilaian' }),
          ],
        },
      },
    });
    renderBobot();
    for (const name of ['Matematika X TKJ 1', 'Matematika X TKJ 2']) {
      expect(await input('Bobot Sumatif Akhir', name)).toHaveAttribute('readonly');
    }
    expect(screen.getAllByText('Penilaian ditutup')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Simpan' })).toBeDisabled();
  });

  it('shows the server’s refusal when a class was locked after the screen was loaded', async () => {
    const message =
      'Bobot Matematika – X TKJ 1 tidak dapat diubah: nilai kelas X TKJ 1 sudah dikunci.';
    mockApi({
      'GET referensi/bobot-penilaian': { json: { data: [row({})] } },
      'PUT referensi/bobot-penilaian': {
        status: 423,
        json: {
          error: {
            code: 'penilaian.locked',
            message,
            fields: { 'bobot.0.pembelajaran_id': message },
          },
        },
      },
    });
    renderBobot();
    const user = userEvent.setup();
    const open = await input('Bobot Sumatif Materi', 'Matematika X TKJ 1');
    await user.clear(open);
    await user.type(open, '2');
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(open).toHaveAttribute('aria-invalid', 'true');
  });

  it('loads the locks again after a 423: the newly locked row turns read-only, the open row keeps what was typed', async () => {
    const message =
      'Bobot Matematika – X TKJ 2 tidak dapat diubah: nilai kelas X TKJ 2 sudah dikunci.';
    const second = (terkunci: BobotItem['terkunci']) =>
      row({ pembelajaran_id: LOCKED, rombel: 'X TKJ 2', bobot_sumatif_materi: 3, terkunci });
    let gets = 0;
    let puts = 0;
    const api = mockApi({
      // The wali locks X TKJ 2 after the screen was loaded.
      'GET referensi/bobot-penilaian': () => {
        gets += 1;
        return { json: { data: [row({}), second(gets === 1 ? null : 'kunci-nilai')] } };
      },
      'PUT referensi/bobot-penilaian': () => {
        puts += 1;
        return puts === 1
          ? {
              status: 423,
              json: {
                error: {
                  code: 'penilaian.locked',
                  message,
                  fields: { 'bobot.1.pembelajaran_id': message },
                },
              },
            }
          : { json: { message: 'Bobot penilaian 2 pembelajaran berhasil disimpan.' } };
      },
    });
    renderBobot();
    const user = userEvent.setup();
    const open = await input('Bobot Sumatif Materi', 'Matematika X TKJ 1');
    const locked = await input('Bobot Sumatif Materi', 'Matematika X TKJ 2');
    expect(locked).not.toHaveAttribute('readonly');
    await user.clear(open);
    await user.type(open, '4');
    await user.clear(locked);
    await user.type(locked, '7');
    await user.click(screen.getByRole('button', { name: 'Simpan' }));

    // The list is loaded again and tells the new lock.
    await waitFor(() => expect(gets).toBe(2));
    const table = screen.getByRole('table', { name: 'Daftar Bobot Penilaian' });
    const [, openRow, lockedRow] = within(table).getAllByRole('row');
    expect(await within(lockedRow!).findByText('Nilai dikunci')).toBeInTheDocument();
    expect(within(openRow!).queryByText('Nilai dikunci')).toBeNull();
    const nowLocked = await input('Bobot Sumatif Materi', 'Matematika X TKJ 2');
    expect(nowLocked).toHaveAttribute('readonly');
    expect(nowLocked).toHaveValue('3');
    // shown as locked (grey), not as a wrong entry (red)
    expect(nowLocked).not.toHaveAttribute('aria-invalid', 'true');
    // The refusal stays shown; the open row keeps the unsaved weight and can be saved again.
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    const stillOpen = await input('Bobot Sumatif Materi', 'Matematika X TKJ 1');
    expect(stillOpen).not.toHaveAttribute('readonly');
    expect(stillOpen).toHaveValue('4');
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(puts).toBe(2));
    const [first, again] = api.calls.filter((call) => call.key.startsWith('PUT'));
    expect(first!.body).toEqual({
      bobot: [
        { pembelajaran_id: OPEN, bobot_sumatif_materi: 4, bobot_sumatif_akhir: 1 },
        { pembelajaran_id: LOCKED, bobot_sumatif_materi: 7, bobot_sumatif_akhir: 1 },
      ],
    });
    // the row now locked is shown as stored and no longer sent
    expect(again!.body).toEqual({
      bobot: [{ pembelajaran_id: OPEN, bobot_sumatif_materi: 4, bobot_sumatif_akhir: 1 }],
    });
  });

  it('refuses a pasted decimal or negative weight with a message naming the box, and takes a whole number', async () => {
    mockApi({ 'GET referensi/bobot-penilaian': { json: { data: [row({})] } } });
    renderBobot();
    const materi = await input('Bobot Sumatif Materi', 'Matematika X TKJ 1');
    for (const text of ['7,5', '-20', '1e2']) {
      fireEvent.paste(materi, { clipboardData: { getData: () => text } });
      // the box keeps its weight: not 75, 20 or 12
      expect(materi).toHaveValue('1');
      expect(materi).toHaveAttribute('aria-invalid', 'true');
      expect(materi).toHaveAccessibleDescription(
        `Bobot Sumatif Materi: "${text}" tidak ditempel. Bobot diisi bilangan bulat 1–100, tanpa koma, titik atau tanda minus.`,
      );
    }
    // a whole number is pasted as usual, and answers the message
    const user = userEvent.setup();
    await user.clear(materi);
    await user.paste('40');
    expect(materi).toHaveValue('40');
    expect(materi).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses "2,5" filled in at once without a paste (autofill, a phone keyboard) as a paste is', async () => {
    mockApi({ 'GET referensi/bobot-penilaian': { json: { data: [row({})] } } });
    renderBobot();
    const akhir = await input('Bobot Sumatif Akhir', 'Matematika X TKJ 1');
    for (const text of ['2,5', '1.5', '-3', '1e2']) {
      const event = new InputEvent('beforeinput', {
        inputType: 'insertText',
        data: text,
        bubbles: true,
        cancelable: true,
      });
      act(() => void akhir.dispatchEvent(event));
      expect(event.defaultPrevented).toBe(true);
      expect(akhir).toHaveValue('1');
      expect(akhir).toHaveAccessibleDescription(
        `Bobot Sumatif Akhir: "${text}" tidak ditempel. Bobot diisi bilangan bulat 1–100, tanpa koma, titik atau tanda minus.`,
      );
    }
    // a whole number filled in, and a key typed one at a time, go to the box as usual
    const whole = new InputEvent('beforeinput', {
      inputType: 'insertText',
      data: '40',
      bubbles: true,
      cancelable: true,
    });
    akhir.dispatchEvent(whole);
    expect(whole.defaultPrevented).toBe(false);
    const user = userEvent.setup();
    await user.clear(akhir);
    await user.type(akhir, '3,');
    expect(akhir).toHaveValue('3');
  });

  it('says that weights are whole numbers and how to write a ratio such as 1 : 1,5', async () => {
    mockApi({ 'GET referensi/bobot-penilaian': { json: { data: [row({})] } } });
    renderBobot();
    expect(await screen.findByText(/Isi bilangan bulat 1–100\./)).toBeInTheDocument();
    expect(
      screen.getByText(
        'Bobot adalah perbandingan yang ditulis dengan bilangan bulat: 1 : 1,5 ditulis 2 : 3 (atau 40 : 60).',
      ),
    ).toBeInTheDocument();
  });

  it('sends only the rows changed, and nothing when nothing was changed', async () => {
    const SECOND = '5f0c6a8e-3b1d-4c2a-9e7f-1a2b3c4d5e6c';
    const api = mockApi({
      'GET referensi/bobot-penilaian': {
        json: {
          data: [
            row({}),
            row({ pembelajaran_id: LOCKED, rombel: 'X TKJ 2' }),
            row({ pembelajaran_id: SECOND, rombel: 'X TKJ 3' }),
          ],
        },
      },
      'PUT referensi/bobot-penilaian': {
        json: { message: 'Bobot penilaian 1 pembelajaran berhasil disimpan.' },
      },
    });
    renderBobot();
    const user = userEvent.setup();
    const puts = () => api.calls.filter((call) => call.key.startsWith('PUT'));
    await input('Bobot Sumatif Materi', 'Matematika X TKJ 1');
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(puts()).toEqual([]);
    expect(notify).toHaveBeenCalledWith('info', 'Tidak ada bobot yang diubah.');
    // typed and typed back: not a change either
    const third = await input('Bobot Sumatif Akhir', 'Matematika X TKJ 3');
    await user.clear(third);
    await user.type(third, '1');
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(puts()).toEqual([]);
    const second = await input('Bobot Sumatif Materi', 'Matematika X TKJ 2');
    await user.clear(second);
    await user.type(second, '2');
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]!.body).toEqual({
      bobot: [{ pembelajaran_id: LOCKED, bobot_sumatif_materi: 2, bobot_sumatif_akhir: 1 }],
    });
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        'success',
        'Bobot penilaian 1 pembelajaran berhasil disimpan.',
      ),
    );
  });

  it('asks before leaving with weights not saved', async () => {
    mockApi({ 'GET referensi/bobot-penilaian': { json: { data: [row({})] } } });
    const { router } = renderBobot();
    const user = userEvent.setup();
    const akhir = await input('Bobot Sumatif Akhir', 'Matematika X TKJ 1');
    await user.clear(akhir);
    await user.type(akhir, '3');
    act(() => void router.navigate('/beranda'));
    const dialog = await screen.findByRole('dialog', { name: 'Tinggalkan halaman?' });
    expect(dialog).toHaveTextContent('1 perubahan belum tersimpan di server');
    await user.click(within(dialog).getByRole('button', { name: 'Tetap di sini' }));
    expect(router.state.location.pathname).toBe('/');
    expect(akhir).toHaveValue('3');
    // typed back to the stored weight: nothing to ask about
    await user.clear(akhir);
    await user.type(akhir, '1');
    act(() => void router.navigate('/beranda'));
    expect(await screen.findByText('Beranda')).toBeInTheDocument();
  });

  it('on a phone puts the class under the subject, so the two boxes fit the screen', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation((query) =>
      mediaQueryList(query, query === '(max-width: 36em)'),
    );
    mockApi({
      'GET referensi/bobot-penilaian': { json: { data: [row({ terkunci: 'kunci-nilai' })] } },
    });
    renderBobot();
    const table = await screen.findByRole('table', { name: 'Daftar Bobot Penilaian' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Mata Pelajaran', 'Bobot Sumatif Materi', 'Bobot Sumatif Akhir']);
    const [, only] = within(table).getAllByRole('row');
    const [mapel] = within(only!).getAllByRole('cell');
    expect(mapel).toHaveTextContent('MatematikaX TKJ 1Nilai dikunci');
    expect(await input('Bobot Sumatif Materi', 'Matematika X TKJ 1')).toHaveAttribute('readonly');
  });
});

describe('BobotScreen: what the weights give', () => {
  it('shows each row’s weights as the share of SLM and SAS, as the teacher types', async () => {
    mockApi({ 'GET referensi/bobot-penilaian': { json: { data: [row({})] } } });
    renderBobot();
    const table = await screen.findByRole('table', { name: 'Daftar Bobot Penilaian' });
    expect(
      within(table).getByRole('columnheader', { name: 'Porsi dalam Nilai Asesmen' }),
    ).toBeInTheDocument();
    const [, only] = within(table).getAllByRole('row');
    expect(only).toHaveTextContent('SLM 50 % : SAS 50 %');
    const user = userEvent.setup();
    const akhir = await input('Bobot Sumatif Akhir', 'Matematika X TKJ 1');
    // the box drops the comma without a word: 1,5 is 15, and the share says so
    await user.clear(akhir);
    await user.type(akhir, '1,5');
    expect(akhir).toHaveValue('15');
    expect(only).toHaveTextContent('SLM 6 % : SAS 94 %');
    // no share while a weight is missing
    await user.clear(akhir);
    expect(only).not.toHaveTextContent('SLM');
  });

  it('after a save, says how many stored finals now differ from the Nilai Asesmen, and where', async () => {
    const SECOND = '5f0c6a8e-3b1d-4c2a-9e7f-1a2b3c4d5e6c';
    const siswa = (final: number | null, asesmen: number | null, disesuaikan = false) => ({
      anggota_rombel_id: crypto.randomUUID(),
      nama: 'Siswa',
      nisn: null,
      nilai_asesmen: asesmen,
      lengkap: true,
      kurang: { tp: 0, sas: false },
      rerata_slm: asesmen,
      sas: asesmen,
      nilai_akhir: { value: final, version: final === null ? 0 : 1 },
      penyesuaian: disesuaikan
        ? {
            jenis: 'remedial' as const,
            alasan: 'Remedial tes tertulis',
            nilai_lama: 60,
            oleh: 'Guru',
            waktu: '2026-11-20T03:00:00.000Z',
            persetujuan: null,
          }
        : null,
    });
    const api = mockApi({
      'GET referensi/bobot-penilaian': {
        json: { data: [row({}), row({ pembelajaran_id: SECOND, rombel: 'X TKJ 3' })] },
      },
      'PUT referensi/bobot-penilaian': {
        json: { message: 'Bobot penilaian 1 pembelajaran berhasil disimpan.' },
      },
      'GET penilaian/nilai-akhir': {
        json: {
          rows: [
            // two saved finals the new weights left behind
            siswa(81, 80),
            siswa(75, 76),
            // as computed, not saved yet, or set by a remedial on purpose: nothing to check
            siswa(80, 80),
            siswa(null, 70),
            siswa(90, 80, true),
          ],
        },
      },
    });
    renderBobot();
    const user = userEvent.setup();
    const akhir = await input('Bobot Sumatif Akhir', 'Matematika X TKJ 1');
    await user.clear(akhir);
    await user.type(akhir, '3');
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    const link = await screen.findByRole('link', {
      name: 'Periksa Nilai Akhir Matematika X TKJ 1',
    });
    expect(link).toHaveAttribute('href', `/penilaian/nilai-akhir?pembelajaran_id=${OPEN}`);
    const table = screen.getByRole('table', { name: 'Daftar Bobot Penilaian' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent(
      '2 nilai akhir tersimpan kini berbeda dari nilai asesmen. Periksa di Nilai Akhir',
    );
    expect(second).not.toHaveTextContent('berbeda');
    // only the row saved is asked about
    expect(api.calls.filter((call) => call.key.startsWith('GET penilaian/'))).toEqual([
      { key: `GET penilaian/nilai-akhir?pembelajaran_id=${OPEN}`, body: undefined },
    ]);
    // typed into again, the row no longer shows what the last save left
    await user.type(akhir, '0');
    expect(first).not.toHaveTextContent('berbeda');
  });
});
