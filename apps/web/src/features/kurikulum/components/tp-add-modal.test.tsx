import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PembelajaranGuru, TpRef } from '@erapor/shared/kurikulum/kurikulum.schemas';
import { mockApi } from '../../../test/mock-fetch';
import { renderWithProviders } from '../../../test/render';
import { TpAddModal } from './tp-add-modal';

afterEach(() => {
  vi.restoreAllMocks();
});

const PEMBELAJARAN: PembelajaranGuru = {
  pembelajaran_id: '5f0c6a8e-3b1d-4c2a-9e7f-1a2b3c4d5e6a',
  rombongan_belajar_id: '5f0c6a8e-3b1d-4c2a-9e7f-1a2b3c4d5e6b',
  rombel: 'X TKJ 1',
  tingkat: 10,
  mata_pelajaran_id: 401000000,
  nama_mata_pelajaran: 'Matematika',
  merdeka: true,
  fase: 'E',
};

const REF: TpRef = {
  merdeka: true,
  fase: 'E',
  tingkat: 10,
  cp: [
    { cp_id: 3, elemen: 'Bilangan', deskripsi: 'Resmi.', is_dir: true },
    { cp_id: 12, elemen: 'Bilangan', deskripsi: 'Buatan sekolah.', is_dir: false },
  ],
  kd: [],
  terkunci: null,
};

async function openFor(ref: TpRef) {
  mockApi({ [`GET referensi/tujuan-pembelajaran/referensi`]: { json: ref } });
  renderWithProviders(<TpAddModal opened onClose={() => {}} list={[PEMBELAJARAN]} />);
  const user = userEvent.setup();
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('combobox', { name: /^Rombel/ }));
  await user.click(await screen.findByRole('option', { name: 'X TKJ 1', hidden: true }));
  return { dialog, user };
}

describe('TpAddModal', () => {
  it('tells the school’s CP from the official one of the same element', async () => {
    const { dialog, user } = await openFor(REF);
    await user.click(
      await within(dialog).findByRole('combobox', { name: /^Capaian Pembelajaran/ }),
    );
    expect(
      screen.getByRole('option', { name: 'Bilangan (Resmi)', hidden: true }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('option', { name: 'Bilangan (Sekolah)', hidden: true }),
    ).toBeInTheDocument();
  });

  it('says the class is locked before anything is filled, and offers no form', async () => {
    const pesan =
      'TP tidak dapat ditambahkan ke Matematika – X TKJ 1: penilaian sedang ditutup oleh administrator.';
    const { dialog } = await openFor({ ...REF, terkunci: { alasan: 'status-penilaian', pesan } });
    expect(await within(dialog).findByRole('status')).toHaveTextContent(pesan);
    expect(within(dialog).queryByRole('combobox', { name: /^Capaian Pembelajaran/ })).toBeNull();
  });
});
