import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render';
import { mockApi } from '../../../test/mock-fetch';
import { session } from '../../../components/grade-grid/dev/grid-test-kit';
import { clearSession, saveSession } from '../../../lib/storage';
import { BatasPenilaianControl } from './batas-penilaian';

vi.mock('../../../lib/toast', () => ({ notify: vi.fn() }));

const DI_LUAR_SEMESTER =
  'Pilih waktu antara 1 Juli 2026 dan 31 Desember 2027: dari awal semester ini sampai setahun setelah semester berakhir.';

describe('the deadline field of the signed-in semester', () => {
  beforeEach(() => {
    // A day of 2026/2027 Ganjil, the semester signed in: only the clock is faked.
    vi.useFakeTimers({ now: new Date('2026-11-24T08:00:00+07:00'), toFake: ['Date'] });
    saveSession(session('access', 'refresh'));
  });
  afterEach(() => {
    clearSession();
    vi.useRealTimers();
  });

  it.each([
    ['penilaian', 'Batas waktu penilaian', 'batas-preview'],
    ['pts', 'Batas waktu nilai tengah semester', 'batas-pts-preview'],
  ] as const)(
    'offers and accepts (%s) only the days from the semester’s start to a year after its end',
    (jenis, label, previewId) => {
      const api = mockApi({});
      renderWithProviders(<BatasPenilaianControl batas={null} zona="Asia/Jakarta" jenis={jenis} />);
      const input = screen.getByLabelText(label);
      expect(input).toHaveAttribute('min', '2026-07-01T00:00');
      expect(input).toHaveAttribute('max', '2027-12-31T23:59');
      const save = () =>
        jenis === 'pts'
          ? screen.getByRole('button', { name: 'Simpan batas nilai tengah semester' })
          : screen.getByRole('button', { name: 'Simpan' });

      // A year typed wrong is said at once, with nothing to save.
      for (const value of ['9999-12-31T23:59', '2028-01-01T00:00']) {
        fireEvent.change(input, { target: { value } });
        expect(screen.getByText(DI_LUAR_SEMESTER)).toBeVisible();
        expect(screen.queryByTestId(previewId)).toBeNull();
        expect(save()).toBeDisabled();
      }
      // The last minute of the window is a deadline like any other.
      fireEvent.change(input, { target: { value: '2027-12-31T23:59' } });
      expect(screen.queryByText(DI_LUAR_SEMESTER)).toBeNull();
      expect(screen.getByTestId(previewId)).toBeVisible();
      expect(save()).toBeEnabled();
      expect(api.calls).toEqual([]);
    },
  );
});
