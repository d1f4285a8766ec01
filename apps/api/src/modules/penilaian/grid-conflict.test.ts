import { describe, expect, it } from 'vitest';
import type { GridConflict } from '@erapor/shared/penilaian/grid.schemas';
import { conflictBody, pesanKonflik } from './grid-conflict';

const conflict = (oleh_anda: boolean | undefined): GridConflict => ({
  anggota_rombel_id: '0b6f2d1e-0000-4000-8000-00000000000a',
  kolom: 'nilai',
  value: 88,
  version: 2,
  updated_by: 'Alya Kusumawati',
  updated_at: '2026-11-24T17:43:00.000Z',
  ...(oleh_anda === undefined ? {} : { oleh_anda }),
});

describe('pesanKonflik', () => {
  const lanjut = 'muat ulang lalu coba lagi.';

  it.each([
    {
      who: 'someone else (or nobody known)',
      conflicts: [conflict(false), conflict(undefined)],
      message:
        '2 nilai sudah diubah orang lain sejak Anda membukanya. Tidak ada yang disimpan; muat ulang lalu coba lagi.',
    },
    {
      who: 'the user himself, in another tab or on another device',
      conflicts: [conflict(true)],
      message:
        '1 nilai sudah Anda ubah di tab atau perangkat lain sejak Anda membukanya di sini. Tidak ada yang disimpan; muat ulang lalu coba lagi.',
    },
    {
      who: 'both',
      conflicts: [conflict(true), conflict(false), conflict(true)],
      message:
        '3 nilai sudah diubah sejak Anda membukanya: 1 oleh orang lain, 2 oleh Anda sendiri di tab atau perangkat lain. Tidak ada yang disimpan; muat ulang lalu coba lagi.',
    },
  ])('names who changed the values: $who', ({ conflicts, message }) => {
    expect(pesanKonflik(conflicts, lanjut)).toBe(message);
  });

  it('answers the code and the current cells with the words', () => {
    const conflicts = [conflict(true)];
    expect(conflictBody(conflicts, lanjut)).toEqual({
      error: { code: 'penilaian.conflict', message: pesanKonflik(conflicts, lanjut) },
      conflicts,
    });
  });
});
