import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TpRef } from '@erapor/shared/kurikulum/kurikulum.schemas';
import { mockApi } from '../../../test/mock-fetch';
import { renderWithProviders } from '../../../test/render';
import { PEMBELAJARAN_MATEMATIKA } from '../test/pembelajaran-fixture';
import { TpAddModal } from './tp-add-modal';

afterEach(() => {
  vi.restoreAllMocks();
});

const PEMBELAJARAN = PEMBELAJARAN_MATEMATIKA;

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
