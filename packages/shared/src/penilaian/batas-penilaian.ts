import type { ZonaWaktu } from '../settings/settings.schemas';

// The grading deadline (batas waktu penilaian) is stored and sent as an ISO-8601 UTC time and
// shown in the school's time zone (setting `zona`), in Indonesian, wherever it is shown: the
// 423 of a grade save, the Beranda of the administrator, the teachers and the walis.

/** How Indonesians name the three time zones of the country. */
export const ZONA_SINGKATAN: Record<ZonaWaktu, string> = {
  'Asia/Jakarta': 'WIB',
  'Asia/Makassar': 'WITA',
  'Asia/Jayapura': 'WIT',
};

/** Hours ahead of UTC; none of the three keeps summer time. */
const ZONA_OFFSET_JAM: Record<ZonaWaktu, number> = {
  'Asia/Jakarta': 7,
  'Asia/Makassar': 8,
  'Asia/Jayapura': 9,
};

const formats = new Map<string, Intl.DateTimeFormat>();

/** A deadline's long form (with the weekday) or a log time's short one, in the school's zone. */
function formatOf(
  zona: ZonaWaktu,
  bahasa: string,
  bentuk: 'panjang' | 'pendek' | 'jam' = 'panjang',
) {
  const key = `${bahasa}|${zona}|${bentuk}`;
  let format = formats.get(key);
  if (!format) {
    const tanggal = {
      panjang: { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' },
      pendek: { month: 'short', day: 'numeric', year: 'numeric' },
      jam: { second: '2-digit' },
    } as const;
    format = new Intl.DateTimeFormat(bahasa === 'id' ? 'id-ID' : bahasa, {
      ...tanggal[bentuk],
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: zona,
    });
    formats.set(key, format);
  }
  return format;
}

/**
 * "Sabtu, 12 Desember 2026 pukul 23.59 WIB": a deadline in the school's time zone. In another
 * language of the interface (`bahasa`, e.g. "en") as that language writes a date and time, still
 * with the Indonesian name of the zone ("Saturday, 12 December 2026 at 23:59 WIB").
 */
export function formatBatas(iso: string, zona: ZonaWaktu, bahasa = 'id'): string {
  if (bahasa !== 'id')
    return `${formatOf(zona, bahasa).format(new Date(iso))} ${ZONA_SINGKATAN[zona]}`;
  const parts = Object.fromEntries(
    formatOf(zona, 'id')
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.weekday}, ${parts.day} ${parts.month} ${parts.year} pukul ${parts.hour}.${parts.minute} ${ZONA_SINGKATAN[zona]}`;
}

/**
 * "24 Nov 2026, 16.02 WITA": when something happened (a lock, an opening), on the school's clock
 * like its deadlines, so a log line and the deadline it names never disagree by a zone.
 */
export function formatWaktuSekolah(iso: string, zona: ZonaWaktu, bahasa = 'id'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${formatOf(zona, bahasa, 'pendek').format(date)} ${ZONA_SINGKATAN[zona]}`;
}

/** "19.47.20 WIB": the time of day of a moment today (a save), on the school's clock. */
export function formatJamSekolah(date: Date, zona: ZonaWaktu, bahasa = 'id'): string {
  return `${formatOf(zona, bahasa, 'jam').format(date)} ${ZONA_SINGKATAN[zona]}`;
}

/**
 * A moment as a clock in the school shows it, as the "UTC" fields of the Date answered: for a
 * spreadsheet cell, which holds a time without a zone.
 */
export function waktuSekolah(iso: string, zona: ZonaWaktu): Date {
  return new Date(new Date(iso).getTime() + ZONA_OFFSET_JAM[zona] * 3_600_000);
}

const DAY_MS = 86_400_000;

/**
 * Calendar days from `now` (ms) to a deadline on the school's clock: 0 on its own day, 1 the day
 * before, whatever the hours (from 23.00 to 01.00 the next day is 1 day). The days left said
 * beside a deadline's date are counted so, to agree with that date: 47 hours before Friday
 * 03.50 is Wednesday 04.50, two days before it, not one.
 */
export function hariKalenderSampai(batas: string, now: number, zona: ZonaWaktu): number {
  const offset = ZONA_OFFSET_JAM[zona] * 3_600_000;
  const day = (ms: number) => Math.floor((ms + offset) / DAY_MS);
  return day(Date.parse(batas)) - day(now);
}

const pad = (value: number) => String(value).padStart(2, '0');

/** A deadline as a `datetime-local` input shows it in the school's time zone ("2026-12-12T23:59"). */
export function batasToLocalInput(iso: string, zona: ZonaWaktu): string {
  const local = waktuSekolah(iso, zona);
  return `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}T${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}`;
}

/**
 * What a `datetime-local` input holds ("2026-12-12T23:59", seconds optional), read as a time in
 * the school's time zone, as an ISO-8601 UTC time; null when it is not such a value.
 */
export function localInputToBatas(value: string, zona: ZonaWaktu): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value.trim());
  if (!match) return null;
  const [year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0] = match
    .slice(1)
    .map((part) => Number(part ?? 0));
  const utc = Date.UTC(year, month - 1, day, hour, minute, second);
  const date = new Date(utc - ZONA_OFFSET_JAM[zona] * 3_600_000);
  // 2026-02-31 is no date: Date.UTC would roll it over into March
  if (batasToLocalInput(date.toISOString(), zona).slice(0, 16) !== value.trim().slice(0, 16))
    return null;
  return date.toISOString();
}

/** The first and last day a deadline may fall on, as dates of the school's calendar. */
export interface RentangBatas {
  awal: string;
  akhir: string;
}

/**
 * The days a deadline of a semester (grading's or the Nilai Tengah Semester window's) may fall on,
 * from its first and last day (ISO dates, "2026-07-01"): from the semester's first day to a year
 * after its last. Grading may run late, into the next semester, but a deadline years away is a
 * slip of the keyboard (the year 9999 for 2026), after which the deadline shown would never come.
 */
export function rentangBatas(mulai: string, selesai: string): RentangBatas {
  const [year = 0, month = 1, day = 1] = selesai.split('-').map(Number);
  // Date.UTC rolls a 29 February a year on into 1 March; no semester ends on one anyway.
  const akhir = new Date(Date.UTC(year + 1, month - 1, day)).toISOString().slice(0, 10);
  return { awal: mulai, akhir };
}

/** Whether a deadline (ISO-8601) falls on a day of the window, on the school's calendar. */
export function dalamRentangBatas(iso: string, rentang: RentangBatas, zona: ZonaWaktu): boolean {
  const tanggal = batasToLocalInput(iso, zona).slice(0, 10);
  return tanggal >= rentang.awal && tanggal <= rentang.akhir;
}

const tanggalFormats = new Map<string, Intl.DateTimeFormat>();

/** "1 Juli 2026": a calendar date (ISO, "2026-07-01") as the interface's language writes it. */
export function formatTanggal(tanggal: string, bahasa = 'id'): string {
  let format = tanggalFormats.get(bahasa);
  if (!format) {
    format = new Intl.DateTimeFormat(bahasa === 'id' ? 'id-ID' : bahasa, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    tanggalFormats.set(bahasa, format);
  }
  return format.format(new Date(`${tanggal}T00:00:00Z`));
}
