/** Subjects with their own rules in grading (domain §2.1, §5.0). */

/** Praktik Kerja Lapangan: graded on the PKL screens, never on the academic grids. */
export const MAPEL_PKL = 800001000;
/** Projek Penguatan Profil Pelajar Pancasila (parent of the P5 themes): graded on the P5 screens. */
export const MAPEL_P5 = 200040000;

/**
 * Religion subjects and the religion (ref_agama id) whose students they are for. In the national
 * numbering the Buddhist subjects are 100014xxx and the Hindu ones 100015xxx, while ref_agama
 * numbers Hindu 4 and Buddha 5: the codes do not follow the religion ids.
 */
export const AGAMA_OF_MAPEL: ReadonlyMap<number, number> = new Map([
  [100011000, 1],
  [100011070, 1],
  [100012000, 2],
  [100012050, 2],
  [100013000, 3],
  [100013010, 3],
  [100014000, 5],
  [100014140, 5],
  [100015000, 4],
  [100015010, 4],
  [100016000, 6],
  [100016010, 6],
  [109011000, 7],
  [109011010, 7],
]);

/** The religion a subject is for, or null when every student of the class takes it. */
export function agamaOfMapel(mataPelajaranId: number): number | null {
  return AGAMA_OF_MAPEL.get(mataPelajaranId) ?? null;
}

/** The same as a JSON object (subject id -> religion id), for the database to apply in SQL. */
export const AGAMA_OF_MAPEL_JSON = JSON.stringify(Object.fromEntries(AGAMA_OF_MAPEL));

/** The P5 parent (200040000) or one of its themes (200040010, 200040020, …). */
export function isMapelP5(mataPelajaranId: number): boolean {
  return Math.floor(mataPelajaranId / 1000) === MAPEL_P5 / 1000;
}

/** Whether a subject is graded on the academic screens (SLM, SAS, finals, descriptions). */
export function isMapelAkademik(mataPelajaranId: number): boolean {
  return mataPelajaranId !== MAPEL_PKL && !isMapelP5(mataPelajaranId);
}
