/**
 * Semester ids follow Dapodik: `YYYYS`, the first school year plus 1 (ganjil) or 2 (genap),
 * e.g. "20261" = 2026/2027 Ganjil.
 */
export const SEMESTER_ID_PATTERN = /^(\d{4})([12])$/;

export function isSemesterId(value: string): boolean {
  return SEMESTER_ID_PATTERN.test(value);
}

export function tahunAjaranOf(semesterId: string): number {
  return Number(semesterId.slice(0, 4));
}

export function semesterParity(semesterId: string): 1 | 2 {
  return semesterId.endsWith('2') ? 2 : 1;
}

export function tahunAjaranName(tahunAjaranId: number): string {
  return `${tahunAjaranId}/${tahunAjaranId + 1}`;
}

export function semesterName(semesterId: string): string {
  const parity = semesterParity(semesterId) === 1 ? 'Ganjil' : 'Genap';
  return `${tahunAjaranName(tahunAjaranOf(semesterId))} ${parity}`;
}

/** The semester after this one: ganjil → genap of the same year, genap → ganjil of the next. */
export function nextSemesterId(semesterId: string): string {
  const year = tahunAjaranOf(semesterId);
  return semesterParity(semesterId) === 1 ? `${year}2` : `${year + 1}1`;
}

/** The semester running on a date: July–December is ganjil, January–June genap of the year before. */
export function semesterIdOnDate(date: Date): string {
  const month = date.getMonth() + 1;
  const year = date.getFullYear();
  return month >= 7 ? `${year}1` : `${year - 1}2`;
}

/** First and last day of a semester, as ISO dates. */
export function semesterDates(semesterId: string): { mulai: string; selesai: string } {
  const year = tahunAjaranOf(semesterId);
  return semesterParity(semesterId) === 1
    ? { mulai: `${year}-07-01`, selesai: `${year}-12-31` }
    : { mulai: `${year + 1}-01-01`, selesai: `${year + 1}-06-30` };
}
