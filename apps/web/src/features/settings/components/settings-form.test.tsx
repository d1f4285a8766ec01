import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { SettingsDto } from '@erapor/shared/settings/settings.schemas';
import { renderWithProviders } from '../../../test/render';
import { mockApi } from '../../../test/mock-fetch';
import { SettingsForm } from './settings-form';

const settings: SettingsDto = {
  semesters: [],
  semester_aktif_id: '20261',
  semester_id: '20261',
  semester_nama: '2026/2027 Ganjil',
  periode: 1,
  tanggal_rapor: '2026-12-19',
  tanggal_rapor_kelas_akhir: null,
  zona: 'Asia/Jakarta',
  kepala_sekolah: null,
  jabatan: 'Kepala Sekolah',
  data_guru: [{ guru_id: '0b7f0c52-8a1e-4a57-9a53-0a4f7a1c2b11', nama: 'SITI AMINAH' }],
  rombel_4_tahun: [],
  data_rombel: [],
  dapodik: { url: null, token_set: false },
  has_logo: false,
};

function renderForm(value: SettingsDto) {
  return renderWithProviders(
    <MemoryRouter>
      <SettingsForm settings={value} />
    </MemoryRouter>,
  );
}

describe('SettingsForm', () => {
  it('asks the final-grade report date only in the second semester', () => {
    renderForm(settings);
    expect(screen.queryByLabelText('Tanggal Rapor Kelas Akhir')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Tanggal Rapor Semester')).toHaveValue('2026-12-19');
    expect(screen.getByText(/belum diatur/)).toBeInTheDocument();
  });

  it('shows the server’s message under the field it is about', async () => {
    const api = mockApi({
      'PUT setting': {
        status: 422,
        json: {
          error: {
            code: 'request.invalid',
            message: 'Kepala sekolah harus dipilih dari PTK aktif sekolah ini.',
            fields: { kepala_sekolah: 'Kepala sekolah harus dipilih dari PTK aktif sekolah ini.' },
          },
        },
      },
    });
    renderForm({ ...settings, periode: 2, semester_id: '20262' });
    expect(screen.getByLabelText('Tanggal Rapor Kelas Akhir')).toBeInTheDocument();
    await userEvent.click(screen.getByPlaceholderText('Pilih PTK'));
    await userEvent.click(await screen.findByRole('option', { name: 'SITI AMINAH', hidden: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(
      await screen.findByText('Kepala sekolah harus dipilih dari PTK aktif sekolah ini.'),
    ).toBeInTheDocument();
    expect(api.calls[0]?.body).toMatchObject({
      kepala_sekolah: '0b7f0c52-8a1e-4a57-9a53-0a4f7a1c2b11',
      tanggal_rapor_kelas_akhir: null,
      zona: 'Asia/Jakarta',
    });
  });
});
