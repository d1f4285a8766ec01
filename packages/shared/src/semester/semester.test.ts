import { describe, expect, it } from 'vitest';
import { nextSemesterId, semesterIdOnDate, semesterName, semesterParity } from './semester';

describe('semester ids', () => {
  it.each([
    ['20261', '2026/2027 Ganjil', 1, '20262'],
    ['20262', '2026/2027 Genap', 2, '20271'],
    ['20221', '2022/2023 Ganjil', 1, '20222'],
  ] as const)('%s is %s, parity %i, followed by %s', (id, name, parity, next) => {
    expect(semesterName(id)).toBe(name);
    expect(semesterParity(id)).toBe(parity);
    expect(nextSemesterId(id)).toBe(next);
  });

  it.each([
    ['2026-11-21', '20261'],
    ['2026-07-01', '20261'],
    ['2027-01-05', '20262'],
    ['2026-06-30', '20252'],
  ])('on %s the running semester is %s', (date, id) => {
    expect(semesterIdOnDate(new Date(`${date}T08:00:00`))).toBe(id);
  });
});
