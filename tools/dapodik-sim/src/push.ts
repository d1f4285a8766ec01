/**
 * Grade push (dapodik-ws.md §5, §7.6): validation of postMatevRapor / postNilai bodies and
 * an in-memory store (upsert by primary key). Response texts are the simulator's own: the
 * real server's failure bodies were never observed.
 */
import type { DapodikSchool } from './types';

/** A `nilai.matev_rapor` row as getMatevNilai returns it (numeric columns as strings, naive timestamps). */
export interface MatevRow {
  id_evaluasi: string;
  nm_mata_evaluasi: string;
  a_dari_template: string;
  no_urut: string;
  kkm_kognitif: string | null;
  kkm_psikomotorik: string | null;
  rombongan_belajar_id: string;
  mata_pelajaran_id: number;
  pembelajaran_id: string | null;
  create_date: string;
  last_update: string;
  soft_delete: string;
  last_sync: string;
  updater_id: string;
}

/** A `nilai.nilai_rapor` row as getNilai returns it. */
export interface NilaiRow {
  nilai_id: string;
  id_evaluasi: string;
  anggota_rombel_id: string;
  nilai_kognitif_angka: string;
  nilai_kognitif_huruf: string | null;
  ket_kognitif: string | null;
  nilai_psim_angka: string | null;
  nilai_psim_huruf: string | null;
  ket_psim: string | null;
  a_beku: string;
  rapor_ke: string | null;
  create_date: string;
  last_update: string;
  soft_delete: string;
  last_sync: string;
  updater_id: string;
}

export interface PushLogEntry {
  /** ISO time the simulator received the request. */
  at: string;
  endpoint: 'postMatevRapor' | 'postNilai';
  query: Record<string, string>;
  body: unknown;
  success: boolean;
  message: string;
}

/** What the simulator recorded; `matev` and `nilai` are keyed by primary key. */
export interface PushStore {
  matev: Map<string, MatevRow & { semester_id: string }>;
  nilai: Map<string, NilaiRow>;
  log: PushLogEntry[];
  clear(): void;
}

export function createPushStore(): PushStore {
  const store: PushStore = {
    matev: new Map(),
    nilai: new Map(),
    log: [],
    clear() {
      store.matev.clear();
      store.nilai.clear();
      store.log.length = 0;
    },
  };
  return store;
}

export class PushError extends Error {}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TIMESTAMP =
  /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}:\d{2})(?:\.(\d{1,9}))?(?:Z|[+-]\d{2}:?\d{2})?$/;

type Body = Record<string, unknown>;

function present(body: Body, key: string): boolean {
  return body[key] !== undefined && body[key] !== null && body[key] !== '';
}

function required(body: Body, key: string): unknown {
  if (!present(body, key)) throw new PushError(`Kolom ${key} wajib diisi`);
  return body[key];
}

function uuid(body: Body, key: string, nullable = false): string | null {
  if (nullable && !present(body, key)) return null;
  const value = required(body, key);
  if (typeof value !== 'string' || !UUID.test(value)) {
    throw new PushError(`Kolom ${key} harus berupa UUID yang valid`);
  }
  return value.toLowerCase();
}

function text(body: Body, key: string, max: number, nullable = false): string | null {
  if (nullable && !present(body, key)) return null;
  const value = required(body, key);
  if (typeof value !== 'string') throw new PushError(`Kolom ${key} harus berupa teks`);
  if (value.length > max) throw new PushError(`Kolom ${key} melebihi ${max} karakter`);
  return value;
}

/** numeric(precision, scale): a number or a numeric string; returned as Postgres prints it. */
function numeric(
  body: Body,
  key: string,
  precision: number,
  scale: number,
  nullable = false,
): string | null {
  if (nullable && !present(body, key)) return null;
  const value = required(body, key);
  const raw = typeof value === 'number' ? String(value) : value;
  const match = typeof raw === 'string' ? /^(-?)(\d+)(?:\.(\d+))?$/.exec(raw.trim()) : null;
  if (!match) throw new PushError(`Kolom ${key} harus berupa angka`);
  const [, sign = '', int = '', frac = ''] = match;
  const fraction = frac.replace(/0+$/, '');
  const digits = int.replace(/^0+(?=\d)/, '');
  if (fraction.length > scale || digits.length > precision - scale) {
    throw new PushError(`Kolom ${key} di luar format numeric(${precision},${scale})`);
  }
  return `${sign}${digits}${scale > 0 ? `.${fraction.padEnd(scale, '0')}` : ''}`;
}

/** Timestamps are stored naive: "2025-12-10T08:00:00.000000Z" → "2025-12-10 08:00:00". */
function timestamp(body: Body, key: string, fallback?: string): string {
  if (fallback !== undefined && !present(body, key)) return fallback;
  const value = required(body, key);
  const match = typeof value === 'string' ? TIMESTAMP.exec(value) : null;
  if (!match) throw new PushError(`Kolom ${key} harus berupa tanggal dan waktu`);
  const [, date, time, frac = ''] = match;
  const fraction = frac.slice(0, 6).replace(/0+$/, '');
  return `${date} ${time}${fraction ? `.${fraction}` : ''}`;
}

function asBody(body: unknown): Body {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new PushError('Data yang dikirim tidak valid');
  }
  return body as Body;
}

export function validateMatev(input: unknown, school: DapodikSchool): MatevRow {
  const body = asBody(input);
  const id = uuid(body, 'id_evaluasi') as string;
  const nama = text(body, 'nm_mata_evaluasi', 50) as string;
  const aDariTemplate = numeric(body, 'a_dari_template', 1, 0) as string;
  const noUrut = numeric(body, 'no_urut', 3, 0) as string;
  const kkmK = numeric(body, 'kkm_kognitif', 5, 2, true);
  const kkmP = numeric(body, 'kkm_psikomotorik', 5, 2, true);
  const rombelId = uuid(body, 'rombongan_belajar_id') as string;
  const mapel = required(body, 'mata_pelajaran_id');
  const mapelId = typeof mapel === 'string' && /^\d+$/.test(mapel) ? Number(mapel) : mapel;
  if (typeof mapelId !== 'number' || !Number.isInteger(mapelId) || mapelId <= 0) {
    throw new PushError('Kolom mata_pelajaran_id harus berupa bilangan bulat');
  }
  const pembelajaranId = uuid(body, 'pembelajaran_id', true);
  const row: MatevRow = {
    id_evaluasi: id,
    nm_mata_evaluasi: nama,
    a_dari_template: aDariTemplate,
    no_urut: noUrut,
    kkm_kognitif: kkmK,
    kkm_psikomotorik: kkmP,
    rombongan_belajar_id: rombelId,
    mata_pelajaran_id: mapelId,
    pembelajaran_id: pembelajaranId,
    create_date: timestamp(body, 'create_date'),
    last_update: timestamp(body, 'last_update'),
    soft_delete: numeric(body, 'soft_delete', 1, 0) as string,
    last_sync: timestamp(body, 'last_sync', '1901-01-01 00:00:00'),
    updater_id: uuid(body, 'updater_id') as string,
  };
  const rombel = school.rombonganBelajar.find((r) => r.rombongan_belajar_id === rombelId);
  if (!rombel) throw new PushError('Rombongan belajar tidak ditemukan');
  if (pembelajaranId && !rombel.pembelajaran?.some((p) => p.pembelajaran_id === pembelajaranId)) {
    throw new PushError('Pembelajaran tidak ditemukan pada rombongan belajar');
  }
  return row;
}

export function validateNilai(input: unknown, school: DapodikSchool, store: PushStore): NilaiRow {
  const body = asBody(input);
  const nilaiId = uuid(body, 'nilai_id') as string;
  const idEvaluasi = uuid(body, 'id_evaluasi') as string;
  const anggotaId = uuid(body, 'anggota_rombel_id') as string;
  const angka = body.nilai_kognitif_angka;
  if (angka === undefined || angka === null || angka === '') {
    throw new PushError('Kolom nilai_kognitif_angka wajib diisi');
  }
  let nilai: string;
  try {
    nilai = numeric(body, 'nilai_kognitif_angka', 5, 2) as string;
  } catch {
    nilai = 'x';
  }
  if (!/^\d+\.\d{2}$/.test(nilai) || Number(nilai) > 100) {
    throw new PushError(
      'Kolom nilai_kognitif_angka harus berupa angka 0 sampai 100 dengan paling banyak 2 desimal',
    );
  }
  const row: NilaiRow = {
    nilai_id: nilaiId,
    id_evaluasi: idEvaluasi,
    anggota_rombel_id: anggotaId,
    nilai_kognitif_angka: nilai,
    nilai_kognitif_huruf: text(body, 'nilai_kognitif_huruf', 3, true),
    ket_kognitif: text(body, 'ket_kognitif', 300, true),
    nilai_psim_angka: numeric(body, 'nilai_psim_angka', 5, 2, true),
    nilai_psim_huruf: text(body, 'nilai_psim_huruf', 3, true),
    ket_psim: text(body, 'ket_psim', 300, true),
    a_beku: numeric(body, 'a_beku', 1, 0, true) ?? '0',
    rapor_ke: numeric(body, 'rapor_ke', 2, 0, true),
    create_date: timestamp(body, 'create_date'),
    last_update: timestamp(body, 'last_update'),
    soft_delete: numeric(body, 'soft_delete', 1, 0) as string,
    last_sync: timestamp(body, 'last_sync', '1901-01-01 00:00:00'),
    updater_id: uuid(body, 'updater_id') as string,
  };
  const matev = store.matev.get(idEvaluasi);
  if (!matev) throw new PushError('Mata evaluasi (id_evaluasi) tidak ditemukan');
  const rombel = school.rombonganBelajar.find(
    (r) => r.rombongan_belajar_id === matev.rombongan_belajar_id,
  );
  if (!rombel?.anggota_rombel.some((a) => a.anggota_rombel_id === anggotaId)) {
    throw new PushError('Anggota rombel tidak terdaftar pada rombongan belajar mata evaluasi');
  }
  return row;
}
