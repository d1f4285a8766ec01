/** Regular-class plan (programmes × grades) and the students who fill it. */
import type { Rng } from '../prng';
import { AGAMA, PEKERJAAN, PROGRAMMES, type Programme } from '../data/reference';
import { DUSUN, SMP_NAMES, STREETS } from '../data/names';
import type { PesertaDidikRecord } from '../types';
import {
  byNama,
  IdentityIssuer,
  makeName,
  makePerson,
  mobile,
  pad,
  randomDate,
  slug,
} from './people';

export interface ClassPlan {
  id: string;
  programme: Programme;
  tingkat: number;
  nama: string;
  members: PesertaDidikRecord[];
}

export const ROMAN: Record<number, string> = { 10: 'X', 11: 'XI', 12: 'XII', 13: 'XIII' };

/** Splits `total` into integer parts proportional to `weights`, each at least `min`. */
function apportion(total: number, weights: readonly number[], min: number): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const exact = weights.map((w) => Math.max(min, (total * w) / sum));
  const parts = exact.map(Math.floor);
  let rest = total - parts.reduce((a, b) => a + b, 0);
  const order = exact.map((e, i) => [e - Math.floor(e), i] as const).sort((a, b) => b[0] - a[0]);
  for (let k = 0; rest > 0 && order.length > 0; k = (k + 1) % order.length, rest--) {
    const idx = order[k]?.[1] ?? 0;
    parts[idx] = (parts[idx] ?? 0) + 1;
  }
  return parts;
}

export function planClasses(rng: Rng, students: number): Omit<ClassPlan, 'members'>[] {
  const inClasses = students - 1;
  const weights = PROGRAMMES.map((p) => p.weight);
  const fourYearShare =
    PROGRAMMES.filter((p) => p.years === 4).reduce((a, p) => a + p.weight, 0) /
    weights.reduce((a, b) => a + b, 0);
  const target = Math.max(PROGRAMMES.length * 3, Math.round(inClasses / 35));
  const perGrade = Math.max(PROGRAMMES.length, Math.round(target / (3 + fourYearShare)));
  const counts = apportion(perGrade, weights, 1);
  const plans: Omit<ClassPlan, 'members'>[] = [];
  for (const tingkat of [10, 11, 12, 13]) {
    PROGRAMMES.forEach((programme, i) => {
      if (tingkat === 13 && programme.years < 4) return;
      const count = counts[i] ?? 1;
      const short = tingkat === 10 ? programme.shortProgram : programme.shortKonsentrasi;
      for (let k = 1; k <= count; k++) {
        const nama = `${ROMAN[tingkat]} ${short}${count > 1 ? ` ${k}` : ''}`;
        plans.push({ id: rng.uuid(), programme, tingkat, nama });
      }
    });
  }
  return plans;
}

function sizes(rng: Rng, classes: number, total: number): number[] {
  const base = total / classes;
  const out = Array.from({ length: classes }, () => Math.max(1, Math.round(base + rng.int(-3, 3))));
  let diff = total - out.reduce((a, b) => a + b, 0);
  for (let i = 0; diff !== 0; i = (i + 1) % classes) {
    const v = out[i] ?? 1;
    if (diff > 0) {
      out[i] = v + 1;
      diff--;
    } else if (v > 1) {
      out[i] = v - 1;
      diff++;
    }
  }
  return out;
}

interface StudentContext {
  rng: Rng;
  issuer: IdentityIssuer;
  tahunAjaran: number;
  semesterId: string;
  nipdSerial: Map<number, number>;
}

const ABSENT = { id: 0, str: '' };

function makeStudent(ctx: StudentContext, tingkat: number, late = false): PesertaDidikRecord {
  const { rng, issuer, tahunAjaran } = ctx;
  const offset = tingkat - 10;
  const born = tahunAjaran - 16 - offset - (rng.chance(0.06) ? 1 : 0);
  const person = makePerson(rng, {
    bornFrom: `${born - 1}-07-01`,
    bornTo: `${born}-06-30`,
    localShare: 0.7,
  });
  const intake = tahunAjaran - offset;
  const pindahan = tingkat > 10 && !late && rng.chance(0.02);
  const serial = (ctx.nipdSerial.get(intake) ?? 0) + 1;
  ctx.nipdSerial.set(intake, serial);
  const yy = intake % 100;
  const familyName = person.culture.family ? person.nama.split(' ').slice(-1)[0] : undefined;
  const fatherFirst = makeName(rng, person.culture, 'L', person.agamaId);
  const nama_ayah = familyName ? `${fatherFirst.split(' ')[0]} ${familyName}` : fatherFirst;
  const [ayahId, ayahStr] = rng.weighted(PEKERJAAN.map((p) => [p, p[0] === 1 ? 1 : 8] as const));
  const [ibuId, ibuStr] = rng.weighted(PEKERJAAN.map((p) => [p, p[0] === 1 ? 40 : 5] as const));
  const wali = rng.chance(0.05);
  const [waliId, waliStr] = wali ? rng.pick(PEKERJAAN) : [ABSENT.id, ABSENT.str];
  const periodic = rng.chance(0.9);
  const rt = pad(rng.int(1, 12), 2);
  const rw = pad(rng.int(1, 20), 2);
  const phoneHome = rng.next();
  const record: PesertaDidikRecord = {
    registrasi_id: rng.uuid(),
    jenis_pendaftaran_id: pindahan ? '2' : '1',
    jenis_pendaftaran_id_str: pindahan ? 'Pindahan' : 'Siswa baru',
    nipd: `${pad(yy, 2)}${pad((yy + 1) % 100, 2)}${pad(serial, 4)}`,
    tanggal_masuk_sekolah: late
      ? `${intake}-07-27`
      : pindahan
        ? randomDate(rng, `${intake + 1}-01-05`, `${tahunAjaran}-07-10`)
        : `${intake}-07-14`,
    sekolah_asal: pindahan
      ? rng.pick(['SMK NEGERI 2 DEPOK', 'SMK NEGERI 1 SEWON', 'SMKS BINA HARAPAN'])
      : rng.chance(0.97)
        ? rng.pick(SMP_NAMES)
        : null,
    peserta_didik_id: rng.uuid(),
    nama: person.nama.toUpperCase(),
    nisn: rng.chance(0.995) ? issuer.nisn(person.tanggalLahir) : null,
    jenis_kelamin: person.gender,
    nik: issuer.nik(person.regionCode, person.tanggalLahir, person.gender),
    tempat_lahir: person.tempatLahir,
    tanggal_lahir: person.tanggalLahir,
    agama_id: person.agamaId,
    agama_id_str: AGAMA[person.agamaId] ?? 'Islam',
    alamat_jalan: rng.chance(0.6)
      ? `Dsn. ${rng.pick(DUSUN)} RT ${rt}/${rw}`
      : `${rng.pick(STREETS)} No. ${rng.int(1, 150)}`,
    nomor_telepon_rumah: phoneHome < 0.1 ? '0' : phoneHome < 0.18 ? `0274${rng.digits(6)}` : null,
    nomor_telepon_seluler: rng.chance(0.85) ? mobile(rng) : null,
    nama_ayah: nama_ayah.toUpperCase(),
    pekerjaan_ayah_id: ayahId,
    pekerjaan_ayah_id_str: ayahStr,
    nama_ibu: makeName(rng, person.culture, 'P', person.agamaId).toUpperCase(),
    pekerjaan_ibu_id: ibuId,
    pekerjaan_ibu_id_str: ibuStr,
    nama_wali: wali
      ? makeName(rng, person.culture, rng.chance(0.5) ? 'L' : 'P', 1).toUpperCase()
      : null,
    pekerjaan_wali_id: waliId,
    pekerjaan_wali_id_str: waliStr,
    semester_id: ctx.semesterId,
    email: rng.chance(0.3) ? `${slug(person.nama)}${rng.int(1, 99)}@example.com` : null,
  };
  if (periodic) {
    // Insert before semester_id, keeping the server's key order.
    const { semester_id, email, ...head } = record;
    return {
      ...head,
      tinggi_badan: String(
        rng.int(person.gender === 'L' ? 155 : 148, person.gender === 'L' ? 182 : 170),
      ),
      berat_badan: String(rng.int(40, 80)),
      semester_id,
      email,
    };
  }
  return record;
}

export function generateStudents(
  rng: Rng,
  issuer: IdentityIssuer,
  skeleton: Omit<ClassPlan, 'members'>[],
  students: number,
  tahunAjaran: number,
  semesterId: string,
): { plans: ClassPlan[]; unassigned: PesertaDidikRecord } {
  const ctx: StudentContext = { rng, issuer, tahunAjaran, semesterId, nipdSerial: new Map() };
  const perClass = sizes(rng, skeleton.length, students - 1);
  const plans = skeleton.map((plan, i) => {
    const members = Array.from({ length: perClass[i] ?? 1 }, () => makeStudent(ctx, plan.tingkat));
    return { ...plan, members: members.sort(byNama) };
  });
  // Quirk (dapodik-ws.md §6.3): a registered student who is not yet in any class.
  const unassigned = makeStudent(ctx, 10, true);
  return { plans, unassigned };
}

/** One more student (used by the mutation helpers); not enrolled anywhere. */
export function extraStudent(
  rng: Rng,
  tingkat: number,
  tahunAjaran: number,
  semesterId: string,
): PesertaDidikRecord {
  const ctx: StudentContext = {
    rng,
    issuer: new IdentityIssuer(rng),
    tahunAjaran,
    semesterId,
    nipdSerial: new Map([[tahunAjaran - (tingkat - 10), 9000 + rng.int(0, 899)]]),
  };
  return makeStudent(ctx, tingkat, true);
}
