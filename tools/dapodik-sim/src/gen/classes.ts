/** Rombel rows: regular classes with teaching assignments, elective groups and extracurriculars. */
import type { Rng } from '../prng';
import { ELECTIVES, type SubjectRef } from '../data/reference';
import type {
  AnggotaRombelRow,
  GtkRow,
  PembelajaranRow,
  PesertaDidikRecord,
  RombelRow,
} from '../types';
import { byNama } from './people';
import { STATUS, subjectsFor, type SubjectSlot } from './curriculum';
import type { Staff, Teacher } from './staff';
import { ROMAN, type ClassPlan } from './students';

export interface ClassSlots {
  plan: ClassPlan;
  slots: SubjectSlot[];
}

export interface ElectivePlan {
  id: string;
  tingkat: number;
  subject: SubjectRef;
  area: string;
  nama: string;
  members: PesertaDidikRecord[];
  kurikulum: { id: number; nama: string };
}

const ELECTIVE_AREA: Record<number, [string, string]> = {
  300310400: ['jepang', 'B. Jepang'],
  300310700: ['mandarin', 'B. Mandarin'],
  401002000: ['mtk', 'Mat. Lanjut'],
  300230000: ['bing', 'B. Inggris Lanjut'],
};

export function classSlots(plans: ClassPlan[]): ClassSlots[] {
  return plans.map((plan) => {
    const religions = [...new Set(plan.members.map((m) => m.agama_id))];
    return { plan, slots: subjectsFor(plan.programme, plan.tingkat, religions) };
  });
}

/** Grades 11 and 12 choose one elective subject each; groups mix students of all classes. */
export function planElectives(rng: Rng, plans: ClassPlan[]): ElectivePlan[] {
  const out: ElectivePlan[] = [];
  for (const tingkat of [11, 12]) {
    const classes = plans.filter((p) => p.tingkat === tingkat);
    const students = rng.shuffle(classes.flatMap((p) => p.members));
    if (students.length === 0) continue;
    const groups = Math.ceil(students.length / 34);
    const counter = new Map<number, number>();
    const made: ElectivePlan[] = [];
    for (let g = 0; g < groups; g++) {
      const subject = ELECTIVES[g % ELECTIVES.length] ?? ELECTIVES[0]!;
      const [area, short] = ELECTIVE_AREA[subject.id] ?? ['mtk', subject.nama];
      const k = (counter.get(subject.id) ?? 0) + 1;
      counter.set(subject.id, k);
      const first = classes[0]!.programme;
      made.push({
        id: rng.uuid(),
        tingkat,
        subject,
        area,
        nama: `${ROMAN[tingkat]} Pil. ${short} ${k}`,
        members: [],
        kurikulum: first.kurikulumKonsentrasi,
      });
    }
    students.forEach((s, i) => made[i % groups]?.members.push(s));
    for (const e of made) e.members.sort(byNama);
    out.push(...made);
  }
  return out;
}

export function areaHours(classes: ClassSlots[], electives: ElectivePlan[]): Map<string, number> {
  const hours = new Map<string, number>();
  const add = (area: string, h: number) => hours.set(area, (hours.get(area) ?? 0) + h);
  for (const { slots } of classes) {
    for (const s of slots) if (s.area !== 'wali' && s.area !== 'any') add(s.area, s.hours);
  }
  for (const e of electives) add(e.area, 4);
  return hours;
}

class Assigner {
  constructor(
    private readonly rng: Rng,
    private readonly staff: Staff,
  ) {}

  /** The least-loaded teacher of an area. */
  take(area: string, hours: number): Teacher {
    const pool = this.staff.teachers.get(area) ?? this.staff.allTeachers;
    let best = pool[0];
    for (const t of pool) if (best === undefined || t.hours < best.hours) best = t;
    if (!best) throw new Error(`no teacher for ${area}`);
    best.hours += hours;
    return best;
  }

  any(): Teacher {
    return this.rng.pick(this.staff.allTeachers);
  }
}

function pembelajaran(
  rng: Rng,
  slot: SubjectSlot,
  teacher: GtkRow,
  induk: string | null,
): PembelajaranRow {
  const [code, label] = STATUS[slot.status];
  const row: PembelajaranRow = {
    pembelajaran_id: rng.uuid(),
    mata_pelajaran_id: slot.subject.id,
    mata_pelajaran_id_str: slot.subject.ref,
    ptk_terdaftar_id: teacher.ptk_terdaftar_id,
    ptk_id: teacher.ptk_id,
    nama_mata_pelajaran: slot.subject.nama,
    induk_pembelajaran_id: induk,
    jam_mengajar_per_minggu: String(slot.hours),
    status_di_kurikulum: code,
  };
  if (label !== null) row.status_di_kurikulum_str = label;
  return row;
}

export function anggota(rng: Rng, members: PesertaDidikRecord[]): AnggotaRombelRow[] {
  return members.map((m) => ({
    anggota_rombel_id: rng.uuid(),
    peserta_didik_id: m.peserta_didik_id,
    jenis_pendaftaran_id: m.jenis_pendaftaran_id,
    jenis_pendaftaran_id_str: m.jenis_pendaftaran_id_str,
  }));
}

const JENIS_STR: Record<string, string> = {
  '1': 'Kelas',
  '16': 'Matapelajaran Pilihan',
  '51': 'Ekstrakurikuler',
};

interface RombelInput {
  id: string;
  nama: string;
  tingkat: number;
  semesterId: string;
  jenis: '1' | '16' | '51';
  kurikulum: { id: number; nama: string };
  room: readonly [string, string];
  ptk: GtkRow | null;
  jurusan?: { id: string; nama: string };
  anggota: AnggotaRombelRow[];
}

/** Builds a row with the server's key order; keys after `anggota_rombel` are appended by the caller. */
export function rombelRow(o: RombelInput): RombelRow {
  const row: Record<string, unknown> = {
    rombongan_belajar_id: o.id,
    nama: o.nama,
    tingkat_pendidikan_id: String(o.tingkat),
    semester_id: o.semesterId,
    jenis_rombel: o.jenis,
    kurikulum_id: o.kurikulum.id,
    kurikulum_id_str: o.kurikulum.nama,
    id_ruang: o.room[0],
    id_ruang_str: o.room[1],
    moving_class: o.jenis === '1' ? 'Tidak' : 'Ya',
    ptk_id: o.ptk?.ptk_id ?? null,
  };
  if (o.ptk) row.ptk_id_str = o.ptk.nama;
  row.jenis_rombel_str = JENIS_STR[o.jenis] ?? 'Kelas';
  if (o.jurusan) {
    row.jurusan_id = o.jurusan.id;
    row.jurusan_id_str = o.jurusan.nama;
  }
  row.anggota_rombel = o.anggota;
  return row as unknown as RombelRow;
}

export interface Rooms {
  get(name: string): readonly [string, string];
}

export function regularRombels(
  rng: Rng,
  classes: ClassSlots[],
  staff: Staff,
  semesterId: string,
  rooms: Rooms,
): RombelRow[] {
  const assign = new Assigner(rng, staff);
  const nullWali = rng.pick(classes.filter((c) => c.plan.tingkat === 11).map((c) => c.plan.id));
  const walis = new Set<string>();
  return classes.map(({ plan, slots }, idx) => {
    const taught = new Map<SubjectSlot, Teacher>();
    for (const s of slots)
      if (s.area !== 'wali' && s.area !== 'any') taught.set(s, assign.take(s.area, s.hours));
    const inClass = [...taught.values()].filter((t) => !walis.has(t.row.ptk_id));
    const wali =
      plan.id === nullWali
        ? null
        : (inClass[0] ?? staff.allTeachers.find((t) => !walis.has(t.row.ptk_id)) ?? null);
    if (wali) walis.add(wali.row.ptk_id);
    const rows: PembelajaranRow[] = [];
    for (const s of slots) {
      const teacher = taught.get(s) ?? wali ?? inClass[0] ?? assign.any();
      const parent = pembelajaran(rng, s, teacher.row, null);
      rows.push(parent);
      for (const child of s.children ?? []) {
        rows.push(pembelajaran(rng, child, assign.any().row, parent.pembelajaran_id));
      }
    }
    const konsentrasi = plan.tingkat > 10;
    const row = rombelRow({
      id: plan.id,
      nama: plan.nama,
      tingkat: plan.tingkat,
      semesterId,
      jenis: '1',
      kurikulum: konsentrasi
        ? plan.programme.kurikulumKonsentrasi
        : plan.programme.kurikulumProgram,
      room: rooms.get(`Ruang Teori/Kelas ${idx + 1}`),
      ptk: wali?.row ?? null,
      jurusan: konsentrasi ? plan.programme.jurusanKonsentrasi : plan.programme.jurusanProgram,
      anggota: anggota(rng, plan.members),
    });
    row.pembelajaran = rows;
    return row;
  });
}

export function electiveRombels(
  rng: Rng,
  electives: ElectivePlan[],
  staff: Staff,
  semesterId: string,
  rooms: Rooms,
): RombelRow[] {
  const assign = new Assigner(rng, staff);
  return electives.map((e) => {
    const teacher = assign.take(e.area, 4);
    const row = rombelRow({
      id: e.id,
      nama: e.nama,
      tingkat: e.tingkat,
      semesterId,
      jenis: '16',
      kurikulum: e.kurikulum,
      room: rooms.get(
        e.area === 'jepang' || e.area === 'mandarin' ? 'Lab Bahasa' : 'Ruang Multimedia',
      ),
      ptk: teacher.row,
      anggota: anggota(rng, e.members),
    });
    const slot: SubjectSlot = { subject: e.subject, hours: 4, area: e.area, status: 'pilihan' };
    row.pembelajaran = [pembelajaran(rng, slot, teacher.row, null)];
    return row;
  });
}
