import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { RoleName } from '@erapor/shared/abilities/roles';
import { renderWithProviders } from '../../../test/render';
import { mockApi } from '../../../test/mock-fetch';
import { session } from '../../../components/grade-grid/dev/grid-test-kit';
import { clearSession, saveSession } from '../../../lib/storage';
import { BerandaSiswaScreen } from './beranda-siswa';

afterEach(() => clearSession());

function signedIn(roles: RoleName[], role: string, username: string) {
  const base = session('access', 'refresh');
  saveSession({ ...base, userData: { ...base.userData, roles, role, username } });
  mockApi({ 'GET beranda': { status: 500, json: {} } });
  renderWithProviders(
    <MemoryRouter>
      <BerandaSiswaScreen />
    </MemoryRouter>,
  );
}

describe('BerandaSiswaScreen', () => {
  it('names a student’s sign-in number his NISN', async () => {
    signedIn(['siswa'], 'Peserta Didik', '0092956756');
    expect(await screen.findByText(/^NISN:/)).toHaveTextContent('NISN: 0092956756');
  });

  it('does not call a teacher’s NUPTK a NISN when he opens this page', async () => {
    signedIn(['guru'], 'Guru', '9064176226893943');
    expect(await screen.findByText(/^Nama pengguna:/)).toHaveTextContent(
      'Nama pengguna: 9064176226893943',
    );
    expect(screen.queryByText(/NISN/)).toBeNull();
  });
});
