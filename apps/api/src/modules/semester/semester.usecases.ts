import {
  nextSemesterId,
  semesterDates,
  semesterIdOnDate,
  semesterName,
  semesterParity,
  tahunAjaranName,
  tahunAjaranOf,
} from '@erapor/shared/semester/semester';
import type { Db } from '../../db/client';
import { AppError } from '../../plugins/errors';
import { setActiveSemester } from '../sekolah/sekolah.repository';
import {
  activeSemester,
  findSemester,
  insertSemester,
  insertTahunAjaran,
  latestSemester,
} from './semester.repository';

/** The first school year the calendar is seeded from: the first of the PPA era. */
const FIRST_SEEDED_YEAR = 2022;

async function addSemesterRow(db: Db, semesterId: string, active: boolean): Promise<void> {
  const year = tahunAjaranOf(semesterId);
  await insertTahunAjaran(db, {
    tahunAjaranId: year,
    nama: tahunAjaranName(year),
    periodeAktif: true,
    tanggalMulai: `${year}-07-01`,
    tanggalSelesai: `${year + 1}-06-30`,
  });
  const dates = semesterDates(semesterId);
  await insertSemester(db, {
    semesterId,
    tahunAjaranId: year,
    nama: semesterName(semesterId),
    semester: semesterParity(semesterId),
    periodeAktif: active,
    tanggalMulai: dates.mulai,
    tanggalSelesai: dates.selesai,
  });
}

/**
 * On an empty database: both semesters of every school year from 2022/2023 to the current one,
 * the semester running today marked active. Afterwards semesters are added by the administrator.
 */
export async function seedCalendar(db: Db, today: Date = new Date()): Promise<void> {
  if (await latestSemester(db)) return;
  const current = semesterIdOnDate(today);
  await db.transaction(async (tx) => {
    for (let year = FIRST_SEEDED_YEAR; year <= tahunAjaranOf(current); year += 1) {
      for (const parity of [1, 2]) {
        const id = `${year}${parity}`;
        await addSemesterRow(tx, id, id === current);
      }
    }
  });
}

export async function defaultSemesterId(db: Db): Promise<string> {
  const row = (await activeSemester(db)) ?? (await latestSemester(db));
  if (!row) throw new Error('The semester calendar is empty; seedCalendar must run at start.');
  return row.semesterId;
}

/** Adds the semester after the latest one (and its school year when it starts a new one). */
export async function addNextSemester(db: Db) {
  const latest = await latestSemester(db);
  if (!latest) throw new Error('The semester calendar is empty.');
  const id = nextSemesterId(latest.semesterId);
  await addSemesterRow(db, id, false);
  const row = await findSemester(db, id);
  if (!row) throw new Error(`semester ${id} was not stored`);
  return row;
}

export async function activateSemester(db: Db, sekolahId: string, semesterId: string) {
  if (!(await findSemester(db, semesterId))) {
    throw new AppError(422, 'semester.unknown', `Semester ${semesterId} tidak dikenal.`, {
      semester_id: `Semester ${semesterId} tidak dikenal.`,
    });
  }
  await setActiveSemester(db, sekolahId, semesterId);
}
