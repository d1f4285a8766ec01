import { describe, expect, it } from 'vitest';
import {
  batasToLocalInput,
  dalamRentangBatas,
  formatBatas,
  formatJamSekolah,
  formatTanggal,
  formatWaktuSekolah,
  hariKalenderSampai,
  localInputToBatas,
  rentangBatas,
} from './batas-penilaian';

describe('the grading deadline in the school’s time zone', () => {
  it('is named in Indonesian with the zone', () => {
    expect(formatBatas('2026-12-12T16:59:00.000Z', 'Asia/Jakarta')).toBe(
      'Sabtu, 12 Desember 2026 pukul 23.59 WIB',
    );
    expect(formatBatas('2026-12-12T16:59:00.000Z', 'Asia/Makassar')).toBe(
      'Minggu, 13 Desember 2026 pukul 00.59 WITA',
    );
    expect(formatBatas('2026-12-12T16:59:00.000Z', 'Asia/Jayapura')).toBe(
      'Minggu, 13 Desember 2026 pukul 01.59 WIT',
    );
  });

  it('puts the times of the lock log on the same clock, with the zone', () => {
    expect(formatWaktuSekolah('2026-12-12T16:59:00.000Z', 'Asia/Jakarta')).toBe(
      '12 Des 2026, 23.59 WIB',
    );
    // the same moment in a school of central Indonesia is already the next day
    expect(formatWaktuSekolah('2026-12-12T16:59:00.000Z', 'Asia/Makassar')).toBe(
      '13 Des 2026, 00.59 WITA',
    );
    expect(formatWaktuSekolah('bukan waktu', 'Asia/Jakarta')).toBe('bukan waktu');
  });

  it('gives the time of a save on the school’s clock, to the second', () => {
    const saved = new Date('2026-12-12T12:47:20.000Z');
    expect(formatJamSekolah(saved, 'Asia/Jakarta')).toBe('19.47.20 WIB');
    expect(formatJamSekolah(saved, 'Asia/Jayapura')).toBe('21.47.20 WIT');
    expect(formatJamSekolah(saved, 'Asia/Jakarta', 'en')).toBe('19:47:20 WIB');
  });

  it('is named in the language of the interface, still in the school’s zone', () => {
    const en = formatBatas('2026-12-12T16:59:00.000Z', 'Asia/Jakarta', 'en');
    expect(en).toMatch(/^Saturday, .*December.* 2026.* 23:59 WIB$/);
    expect(formatBatas('2026-12-12T16:59:00.000Z', 'Asia/Jayapura', 'de')).toMatch(
      /^Sonntag, 13\. Dezember 2026.* 01:59 WIT$/,
    );
  });

  it('is typed as the school’s local time and stored in UTC', () => {
    expect(localInputToBatas('2026-12-12T23:59', 'Asia/Jakarta')).toBe('2026-12-12T16:59:00.000Z');
    expect(localInputToBatas('2026-12-12T23:59', 'Asia/Jayapura')).toBe('2026-12-12T14:59:00.000Z');
    expect(batasToLocalInput('2026-12-12T16:59:00.000Z', 'Asia/Jakarta')).toBe('2026-12-12T23:59');
    expect(batasToLocalInput('2026-12-31T20:00:00.000Z', 'Asia/Makassar')).toBe('2027-01-01T04:00');
  });

  it('refuses what is no date and time', () => {
    expect(localInputToBatas('', 'Asia/Jakarta')).toBeNull();
    expect(localInputToBatas('2026-12-12', 'Asia/Jakarta')).toBeNull();
    expect(localInputToBatas('2026-02-31T10:00', 'Asia/Jakarta')).toBeNull();
    expect(localInputToBatas('2026-12-12T24:30', 'Asia/Jakarta')).toBeNull();
  });

  it('counts the days to a deadline on the school’s calendar, as its date reads', () => {
    // Wednesday 25 November 2026, 03.50 WIB
    const now = Date.parse('2026-11-24T20:50:00.000Z');
    const at = (hours: number) => new Date(now + hours * 3_600_000).toISOString();
    // 47 h 59 min: Friday 27 November, 03.49 — two days ahead, not one
    expect(hariKalenderSampai(at(47 + 59 / 60), now, 'Asia/Jakarta')).toBe(2);
    // 72 h: Saturday 28 November
    expect(hariKalenderSampai(at(72), now, 'Asia/Jakarta')).toBe(3);
    // 20 h: 23.50 the same day
    expect(hariKalenderSampai(at(20), now, 'Asia/Jakarta')).toBe(0);
    // 21 h: 00.50 the next day
    expect(hariKalenderSampai(at(21), now, 'Asia/Jakarta')).toBe(1);
    // in a school two hours ahead (WIT) it is 05.50 now: 23.50 at 18 h, 00.50 the next day at 19 h
    expect(hariKalenderSampai(at(18), now, 'Asia/Jayapura')).toBe(0);
    expect(hariKalenderSampai(at(19), now, 'Asia/Jayapura')).toBe(1);
  });

  it('falls from the semester’s first day to a year after its last, on the school’s calendar', () => {
    const ganjil = rentangBatas('2026-07-01', '2026-12-31');
    expect(ganjil).toEqual({ awal: '2026-07-01', akhir: '2027-12-31' });
    expect(rentangBatas('2027-01-01', '2027-06-30')).toEqual({
      awal: '2027-01-01',
      akhir: '2028-06-30',
    });
    expect(dalamRentangBatas('2026-06-30T17:00:00.000Z', ganjil, 'Asia/Jakarta')).toBe(true);
    expect(dalamRentangBatas('2026-06-30T16:59:00.000Z', ganjil, 'Asia/Jakarta')).toBe(false);
    expect(dalamRentangBatas('2027-12-31T16:59:00.000Z', ganjil, 'Asia/Jakarta')).toBe(true);
    // 00.59 on 1 January 2028 in Makassar, though still 31 December in Jakarta
    expect(dalamRentangBatas('2027-12-31T16:59:00.000Z', ganjil, 'Asia/Makassar')).toBe(false);
    expect(dalamRentangBatas('9999-12-31T16:59:00.000Z', ganjil, 'Asia/Jakarta')).toBe(false);
  });

  it('names a calendar date in the language of the interface', () => {
    expect(formatTanggal('2026-07-01')).toBe('1 Juli 2026');
    expect(formatTanggal('2027-12-31', 'en')).toBe('December 31, 2027');
    expect(formatTanggal('2027-12-31', 'de')).toBe('31. Dezember 2027');
  });
});
