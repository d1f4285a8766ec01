/** Building blocks for people: names, religions, birth dates, NIK/NISN/NUPTK/NIP, phones. */
import type { Rng } from '../prng';
import { CHRISTIAN_FIRST, CULTURES, LOCAL_PLACES, MUSLIM_FIRST, type Culture } from '../data/names';

export type Gender = 'L' | 'P';

export interface Person {
  culture: Culture;
  gender: Gender;
  agamaId: number;
  /** Name in normal case, e.g. "Dwi Ayu Lestari". */
  nama: string;
  tanggalLahir: string;
  tempatLahir: string;
  /** Kemendagri kabupaten/kota code (4 digits) used in the NIK. */
  regionCode: string;
}

const CULTURE_WEIGHTS = CULTURES.map((c) => [c, c.weight] as const);

export function pickCulture(rng: Rng): Culture {
  return rng.weighted(CULTURE_WEIGHTS);
}

export function pickReligion(rng: Rng, culture: Culture): number {
  return rng.weighted(culture.religion);
}

function firstNames(culture: Culture, gender: Gender, agamaId: number): readonly string[] {
  const own = gender === 'L' ? culture.male : culture.female;
  // A Christian in a mostly Muslim culture (or the reverse) usually has a matching first name.
  if ((agamaId === 2 || agamaId === 3) && culture.religion[0]?.[0] === 1) {
    return gender === 'L' ? CHRISTIAN_FIRST.male : CHRISTIAN_FIRST.female;
  }
  if (agamaId === 1 && culture.religion[0]?.[0] !== 1 && culture.key !== 'bali') {
    return gender === 'L' ? MUSLIM_FIRST.male : MUSLIM_FIRST.female;
  }
  return own;
}

export function makeName(rng: Rng, culture: Culture, gender: Gender, agamaId: number): string {
  const first = rng.pick(firstNames(culture, gender, agamaId));
  const prefixes = gender === 'L' ? culture.prefixMale : culture.prefixFemale;
  const lasts = gender === 'L' ? culture.maleLast : culture.femaleLast;
  const parts: string[] = [];
  if (prefixes && (culture.key === 'bali' || rng.chance(0.3))) parts.push(rng.pick(prefixes));
  parts.push(first);
  if (culture.family) {
    if (rng.chance(0.35)) {
      const second = rng.pick(gender === 'L' ? culture.male : culture.female);
      if (second !== first) parts.push(second);
    }
    parts.push(rng.pick(culture.family));
  } else if (lasts.length > 0) {
    const roll = rng.next();
    if (roll < 0.22) {
      const middle = rng.pick(gender === 'L' ? culture.male : culture.female);
      if (middle !== first) parts.push(middle);
    }
    if (roll > 0.05 || parts.length === 1) parts.push(rng.pick(lasts));
  }
  return parts.join(' ');
}

export function pad(n: number, width: number): string {
  return String(n).padStart(width, '0');
}

/** "YYYY-MM-DD" for a UTC date. */
export function isoDate(d: Date): string {
  return d.toISOString().slice(0, 10);
}

/** A random date between two ISO dates (inclusive). */
export function randomDate(rng: Rng, from: string, to: string): string {
  const a = Date.parse(`${from}T00:00:00Z`);
  const b = Date.parse(`${to}T00:00:00Z`);
  const days = Math.floor((b - a) / 86_400_000);
  return isoDate(new Date(a + rng.int(0, days) * 86_400_000));
}

export function makePerson(
  rng: Rng,
  opts: { bornFrom: string; bornTo: string; localShare: number; gender?: Gender },
): Person {
  const culture = pickCulture(rng);
  const gender = opts.gender ?? (rng.chance(0.5) ? 'L' : 'P');
  const agamaId = pickReligion(rng, culture);
  const [regionCode, tempatLahir] = rng.chance(opts.localShare)
    ? rng.pick(LOCAL_PLACES)
    : rng.pick(culture.places);
  return {
    culture,
    gender,
    agamaId,
    nama: makeName(rng, culture, gender, agamaId),
    tanggalLahir: randomDate(rng, opts.bornFrom, opts.bornTo),
    tempatLahir,
    regionCode,
  };
}

/** Issues unique identity numbers for one school. */
export class IdentityIssuer {
  private readonly used = new Set<string>();

  constructor(private readonly rng: Rng) {}

  private unique(make: () => string): string {
    for (;;) {
      const value = make();
      if (!this.used.has(value)) {
        this.used.add(value);
        return value;
      }
    }
  }

  /** 16 digits: region (kab + kecamatan), DDMMYY with DD+40 for women, 4-digit serial. */
  nik(regionCode: string, tanggalLahir: string, gender: Gender): string {
    const [y = '2000', m = '01', d = '01'] = tanggalLahir.split('-');
    const day = Number(d) + (gender === 'P' ? 40 : 0);
    return this.unique(
      () =>
        `${regionCode}${pad(this.rng.int(1, 20), 2)}${pad(day, 2)}${m}${y.slice(2)}` +
        pad(this.rng.int(1, 2999), 4),
    );
  }

  /** 10 digits: the last three digits of the birth year, then seven digits. */
  nisn(tanggalLahir: string): string {
    const year = tanggalLahir.slice(1, 4);
    return this.unique(() => `${year}${this.rng.digits(7)}`);
  }

  /** 16 digits, not starting with 0. */
  nuptk(): string {
    return this.unique(() => `${this.rng.int(1, 9)}${this.rng.digits(15)}`);
  }

  /** 18 digits: birth date, TMT (YYYYMM), gender digit, serial. */
  nip(tanggalLahir: string, tmtYear: number, gender: Gender): string {
    const birth = tanggalLahir.replaceAll('-', '');
    return this.unique(
      () =>
        `${birth}${tmtYear}${pad(this.rng.int(1, 12), 2)}${gender === 'L' ? 1 : 2}` +
        pad(this.rng.int(1, 20), 3),
    );
  }
}

const MOBILE_PREFIXES = [
  '0812',
  '0813',
  '0821',
  '0822',
  '0852',
  '0856',
  '0857',
  '0878',
  '0881',
  '0895',
];

export function mobile(rng: Rng): string {
  return `${rng.pick(MOBILE_PREFIXES)}${rng.digits(rng.int(7, 8))}`;
}

/** "Siti Rahmawati" → "siti.rahmawati" (ASCII, for e-mail user names). */
export function slug(nama: string): string {
  const words = nama
    .toLowerCase()
    .replace(/[^a-z ]/g, '')
    .split(' ')
    .filter(Boolean);
  const first = words[0] ?? 'user';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return last ? `${first}.${last}` : first;
}

/** Byte-order comparison (fast and locale-independent, like a C collation). */
export function byNama(a: { nama: string }, b: { nama: string }): number {
  return a.nama < b.nama ? -1 : a.nama > b.nama ? 1 : 0;
}
