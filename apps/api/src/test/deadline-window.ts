import { eq } from 'drizzle-orm';
import { rentangBatas, type RentangBatas } from '@erapor/shared/penilaian/batas-penilaian';
import type { Db } from '../db/client';
import { findSemester } from '../modules/semester/semester.repository';
import { semester } from '../modules/semester/semester.table';

/** How many days of the window a test needs ahead of the real clock: its deadlines are days on. */
const DAYS_NEEDED = 30;

const DAY_MS = 86_400_000;

/** The window a deadline of the test semester may fall in, with the days just outside it. */
export interface DeadlineWindow extends RentangBatas {
  /** The day before the window's first day: a deadline on it is refused. */
  sebelumAwal: string;
  /** The day after the window's last day: a deadline on it is refused. */
  sesudahAkhir: string;
}

function dayAfter(tanggal: string, days: number): string {
  return new Date(Date.parse(`${tanggal}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The window a deadline of a test semester may fall in (rentangBatas), made to hold the next
 * days of the real clock. The server refuses a deadline the database's clock has reached and one
 * outside its semester's window; the tests live in 2026/2027 Ganjil (TEST_TODAY), whose window
 * closes on 31 December 2027, so from then on no deadline would pass both checks and every
 * deadline test would fail though the product does right. The database's clock cannot be set
 * back, so the semester follows it instead: when fewer than DAYS_NEEDED days of its window are
 * left, its last day becomes today (the real clock's), which gives a window running a year on.
 * Until then the semester stays as seeded. A deadline test calls this before its first deadline
 * and builds its fixed dates and the words it expects from the answer.
 */
export async function deadlineWindow(db: Db, semesterId: string): Promise<DeadlineWindow> {
  const row = await findSemester(db, semesterId);
  if (!row) throw new Error(`semester ${semesterId} is not in the test calendar`);
  const today = new Date().toISOString().slice(0, 10);
  let selesai = row.tanggalSelesai;
  if (dayAfter(today, DAYS_NEEDED) > rentangBatas(row.tanggalMulai, selesai).akhir) {
    selesai = today;
    await db
      .update(semester)
      .set({ tanggalSelesai: selesai })
      .where(eq(semester.semesterId, semesterId));
  }
  const rentang = rentangBatas(row.tanggalMulai, selesai);
  return {
    ...rentang,
    sebelumAwal: dayAfter(rentang.awal, -1),
    sesudahAkhir: dayAfter(rentang.akhir, 1),
  };
}
