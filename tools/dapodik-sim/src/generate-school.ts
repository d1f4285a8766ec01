/**
 * Pure, deterministic generator of a realistic SMK as the Dapodik Web Service would
 * report it: same options → byte-identical JSON.
 */
import { stream, type Rng } from './prng';
import type { DapodikSchool, GenerateOptions, GtkRow, PenggunaRecord, SekolahRow } from './types';
import { IdentityIssuer, mobile, slug } from './gen/people';
import { generateStudents, planClasses } from './gen/students';
import {
  areaHours,
  classSlots,
  electiveRombels,
  planElectives,
  regularRombels,
  type Rooms,
} from './gen/classes';
import { generateStaff } from './gen/staff';
import { ekskulRombels } from './gen/ekskul';

export const DEFAULTS = { seed: 1, students: 1000, npsn: '69999999', semesterId: '20261' } as const;

/** The operator account's user name (dapodik-ws.md §6.5 pairs it with the app's admin e-mail). */
export const OPERATOR_USERNAME = 'operator@example.sch.id';
export const SCHOOL_DOMAIN = 'example.sch.id';

function sekolahRow(rng: Rng, npsn: string): SekolahRow {
  return {
    sekolah_id: rng.uuid(),
    nama: 'SMKS NUSANTARA MANDIRI SLEMAN',
    nss: '342040407001',
    npsn,
    bentuk_pendidikan_id: 15,
    bentuk_pendidikan_id_str: 'SMK',
    status_sekolah: '2',
    status_sekolah_str: 'Swasta',
    alamat_jalan: 'Jl. Kaliurang Km. 7,5',
    rt: '4',
    rw: '12',
    kode_wilayah: '04040701',
    kode_pos: '55281',
    nomor_telepon: `0274${rng.digits(6)}`,
    nomor_fax: null,
    email: `info@${SCHOOL_DOMAIN}`,
    website: `http://${SCHOOL_DOMAIN}`,
    is_sks: false,
    lintang: '-7.7560',
    bujur: '110.4087',
    dusun: 'Karangasem',
    desa_kelurahan: 'Caturtunggal',
    kecamatan: 'Kec. Depok',
    kabupaten_kota: 'Kab. Sleman',
    provinsi: 'Prov. D.I. Yogyakarta',
  };
}

const BCRYPT = './ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A dummy string shaped like a bcrypt hash (60 chars); never a real password. */
function dummyHash(rng: Rng): string {
  let tail = '';
  for (let i = 0; i < 35; i++) tail += BCRYPT[rng.int(0, BCRYPT.length - 1)];
  return `$2y$10$SIMULATORDUMMYHASH${tail}`;
}

/**
 * Role ids are the simulator's own (only their order matters: the server sorts by
 * peran_id; 10 = Operator Sekolah is documented).
 */
export const PERAN = {
  operator: [10, 'Operator Sekolah'],
  kepala: [53, 'Kepala Sekolah'],
  wali: [54, 'Wali Kelas'],
  ptk: [55, 'PTK'],
  bendahara: [56, 'Bendahara BOS'],
} as const;

function penggunaRows(
  rng: Rng,
  sekolah: SekolahRow,
  gtk: GtkRow[],
  head: GtkRow,
  walis: Set<string>,
): PenggunaRecord[] {
  const taken = new Set<string>([OPERATOR_USERNAME]);
  const account = (
    peran: readonly [number, string],
    nama: string,
    username: string,
    ptkId: string | null,
  ): PenggunaRecord => ({
    pengguna_id: rng.uuid(),
    sekolah_id: sekolah.sekolah_id,
    username,
    nama,
    peran_id_str: peran[1],
    password: dummyHash(rng),
    alamat: null,
    no_telepon: null,
    no_hp: rng.chance(0.6) ? mobile(rng) : null,
    ptk_id: ptkId,
    peserta_didik_id: null,
    peran_id: peran[0],
  });
  const out = [account(PERAN.operator, 'Operator SMKS Nusantara Mandiri', OPERATOR_USERNAME, null)];
  let bendahara = false;
  for (const g of gtk) {
    let base = slug(g.nama);
    for (let n = 2; taken.has(`${base}@${SCHOOL_DOMAIN}`); n++) base = `${slug(g.nama)}${n}`;
    const username = `${base}@${SCHOOL_DOMAIN}`;
    taken.add(username);
    let peran: readonly [number, string] = PERAN.ptk;
    if (g === head) peran = PERAN.kepala;
    else if (walis.has(g.ptk_id)) peran = PERAN.wali;
    else if (!bendahara && g.jenis_ptk_id === '11') {
      peran = PERAN.bendahara;
      bendahara = true;
    }
    out.push(account(peran, g.nama, username, g.ptk_id));
  }
  return out.sort((a, b) => a.peran_id - b.peran_id);
}

export function generateSchool(options: GenerateOptions = {}): DapodikSchool {
  const seed = options.seed ?? DEFAULTS.seed;
  const students = Math.max(40, Math.floor(options.students ?? DEFAULTS.students));
  const npsn = options.npsn ?? DEFAULTS.npsn;
  const semesterId = options.semesterId ?? DEFAULTS.semesterId;
  if (!/^\d{8}$/.test(npsn)) throw new Error(`NPSN must be 8 digits, got "${npsn}"`);
  if (!/^\d{4}[12]$/.test(semesterId))
    throw new Error(`semesterId must be YYYYS, got "${semesterId}"`);
  const tahunAjaran = Number(semesterId.slice(0, 4));

  const issuer = new IdentityIssuer(stream(seed, 'identity'));
  const skeleton = planClasses(stream(seed, 'plan'), students);
  const { plans, unassigned } = generateStudents(
    stream(seed, 'students'),
    issuer,
    skeleton,
    students,
    tahunAjaran,
    semesterId,
  );
  const slots = classSlots(plans);
  const electives = planElectives(stream(seed, 'electives'), plans);
  const staff = generateStaff(
    stream(seed, 'staff'),
    issuer,
    areaHours(slots, electives),
    students,
    tahunAjaran,
  );
  const roomRng = stream(seed, 'rooms');
  const roomIds = new Map<string, readonly [string, string]>();
  const rooms: Rooms = {
    get(name) {
      let room = roomIds.get(name);
      if (!room) roomIds.set(name, (room = [roomRng.uuid(), name] as const));
      return room;
    },
  };
  const classRng = stream(seed, 'classes');
  const regular = regularRombels(classRng, slots, staff, semesterId, rooms);
  const rombels = [
    ...regular,
    ...electiveRombels(classRng, electives, staff, semesterId, rooms),
    ...ekskulRombels(stream(seed, 'ekskul'), plans, staff, semesterId, tahunAjaran, rooms),
  ];
  const sekolah = sekolahRow(stream(seed, 'sekolah'), npsn);
  const walis = new Set(regular.flatMap((r) => (r.ptk_id ? [r.ptk_id] : [])));
  const pesertaDidik = [...plans.flatMap((p) => p.members), unassigned];
  return {
    seed,
    semesterId,
    tahunAjaranId: String(tahunAjaran),
    sekolah,
    gtk: staff.gtk,
    pesertaDidik,
    rombonganBelajar: rombels,
    pengguna: penggunaRows(stream(seed, 'pengguna'), sekolah, staff.gtk, staff.head, walis),
  };
}
