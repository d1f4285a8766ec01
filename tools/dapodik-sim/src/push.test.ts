/* eslint-disable @typescript-eslint/no-explicit-any -- the tests read JSON answers of unknown shape */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startDapodikSim, type DapodikSim } from './server';
import type { RombelRow } from './types';

let sim: DapodikSim;
let kelas: RombelRow;
let other: RombelRow;
let updater: string;
const NPSN = '69999999';
const MATEV = '2e000000-0000-4000-8000-000000000001';

beforeAll(async () => {
  sim = await startDapodikSim({ seed: 2, students: 300 });
  const regular = sim.school.rombonganBelajar.filter((r) => r.jenis_rombel === '1');
  kelas = regular[0]!;
  other = regular[1]!;
  updater = sim.school.pengguna.find((u) => u.peran_id === 10)!.pengguna_id;
});
afterAll(async () => {
  await sim.close();
});
beforeEach(() => {
  sim.pushes.clear();
});

async function post(method: string, body: unknown, query: Record<string, string> = {}) {
  const q = new URLSearchParams({ npsn: NPSN, semester_id: '20261', ...query }).toString();
  const res = await fetch(`${sim.url}/WebService/${method}?${q}`, {
    method: 'POST',
    headers: { Authorization: 'Bearer sim-token', 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  expect(res.status).toBe(200);
  return JSON.parse(await res.text());
}

async function get(method: string, query: Record<string, string>) {
  const q = new URLSearchParams({ npsn: NPSN, ...query }).toString();
  const res = await fetch(`${sim.url}/WebService/${method}?${q}`, {
    headers: { Authorization: 'Bearer sim-token' },
  });
  return JSON.parse(await res.text());
}

/** A matev row shaped as e-Rapor sends it (dapodik-ws.md §5.2). */
function matev(patch: Record<string, unknown> = {}) {
  const p = kelas.pembelajaran![0]!;
  return {
    id_evaluasi: MATEV,
    nm_mata_evaluasi: p.nama_mata_pelajaran.slice(0, 40),
    a_dari_template: 1,
    no_urut: 1,
    kkm_kognitif: null,
    kkm_psikomotorik: null,
    rombongan_belajar_id: kelas.rombongan_belajar_id,
    mata_pelajaran_id: p.mata_pelajaran_id,
    pembelajaran_id: p.pembelajaran_id,
    create_date: '2026-12-10T08:00:00.000000Z',
    last_update: '2026-12-10T15:00:00.000000Z',
    soft_delete: 0,
    last_sync: '2026-12-10T14:30:00.000000Z',
    updater_id: updater,
    ...patch,
  };
}

function nilai(n: number, patch: Record<string, unknown> = {}) {
  return {
    nilai_id: `2f000000-0000-4000-8000-0000000000${String(n).padStart(2, '0')}`,
    id_evaluasi: MATEV,
    anggota_rombel_id: kelas.anggota_rombel[n % kelas.anggota_rombel.length]!.anggota_rombel_id,
    nilai_kognitif_angka: 86,
    create_date: '2026-12-10T08:00:00.000000Z',
    last_update: '2026-12-10T09:00:00.000000Z',
    soft_delete: 0,
    last_sync: '2026-12-10T08:30:00.000000Z',
    updater_id: updater,
    ...patch,
  };
}

describe('postMatevRapor', () => {
  it('records a matev and exposes it through getMatevNilai with naive timestamps', async () => {
    expect(await post('postMatevRapor', matev())).toMatchObject({ success: true });
    const body = await get('getMatevNilai', { semester_id: '20261', a_dari_template: '1' });
    expect(body.id).toBe('id_evaluasi');
    expect(body.results).toBe(1);
    const row = body.rows[0];
    expect(row).toMatchObject({
      id_evaluasi: MATEV,
      a_dari_template: '1',
      no_urut: '1',
      soft_delete: '0',
      kkm_kognitif: null,
      mata_pelajaran_id: kelas.pembelajaran![0]!.mata_pelajaran_id,
      create_date: '2026-12-10 08:00:00',
      last_update: '2026-12-10 15:00:00',
      last_sync: '2026-12-10 14:30:00',
      updater_id: updater,
    });
    expect(Object.keys(row)[0]).toBe('id_evaluasi');
    expect(sim.pushes.matev.size).toBe(1);
    expect(sim.pushes.log.at(-1)).toMatchObject({ endpoint: 'postMatevRapor', success: true });
  });

  it('upserts by id_evaluasi', async () => {
    await post('postMatevRapor', matev());
    await post('postMatevRapor', matev({ nm_mata_evaluasi: 'Nama Baru', no_urut: '2' }));
    const body = await get('getMatevNilai', { a_dari_template: '1' });
    expect(body.results).toBe(1);
    expect(body.rows[0].nm_mata_evaluasi).toBe('Nama Baru');
    expect(body.rows[0].no_urut).toBe('2');
  });

  it.each([
    ['id_evaluasi not a uuid', { id_evaluasi: 'abc' }],
    ['name over 50 chars', { nm_mata_evaluasi: 'x'.repeat(51) }],
    ['missing updater_id', { updater_id: null }],
    ['missing create_date', { create_date: undefined }],
    ['unknown class', { rombongan_belajar_id: '00000000-0000-4000-8000-000000000000' }],
    ['pembelajaran of another class', { pembelajaran_id: 'x' }],
    ['non-numeric no_urut', { no_urut: 'satu' }],
  ] as [string, Record<string, unknown>][])('rejects %s', async (_label, patch) => {
    const body =
      patch.pembelajaran_id === 'x'
        ? matev({ pembelajaran_id: other.pembelajaran![0]!.pembelajaran_id })
        : matev(patch);
    const res = await post('postMatevRapor', body);
    expect(res).toMatchObject({ success: false, http_code: 400, status_code: 'Bad Request' });
    expect(typeof res.message).toBe('string');
    expect(sim.pushes.matev.size).toBe(0);
    expect(sim.pushes.log.at(-1)?.success).toBe(false);
  });

  it('rejects a body that is not JSON and a GET', async () => {
    expect((await post('postMatevRapor', 'not json')).success).toBe(false);
    const res = await get('postMatevRapor', {});
    expect(res).toMatchObject({ success: false, http_code: 405 });
  });
});

describe('postNilai', () => {
  beforeEach(async () => {
    await post('postMatevRapor', matev());
  });

  it('requires table=rapor', async () => {
    expect((await post('postNilai', nilai(1))).success).toBe(false);
    expect((await post('postNilai', nilai(1), { table: 'nilai' })).success).toBe(false);
    expect((await post('postNilai', nilai(1), { table: 'rapor' })).success).toBe(true);
  });

  it('records grades, upserts by nilai_id and exposes them through getNilai', async () => {
    await post('postNilai', nilai(1), { table: 'rapor' });
    await post('postNilai', nilai(2, { nilai_kognitif_angka: 91.5 }), { table: 'rapor' });
    await post('postNilai', nilai(1, { nilai_kognitif_angka: '78' }), { table: 'rapor' });
    expect(sim.pushes.nilai.size).toBe(2);
    const body = await get('getNilai', { table: 'rapor', id_evaluasi: MATEV });
    expect(body.id).toBe('nilai_id');
    expect(body.results).toBe(2);
    const byId = Object.fromEntries(body.rows.map((r: any) => [r.nilai_id, r]));
    expect(byId[nilai(1).nilai_id].nilai_kognitif_angka).toBe('78.00');
    expect(byId[nilai(2).nilai_id].nilai_kognitif_angka).toBe('91.50');
    expect(byId[nilai(1).nilai_id].last_update).toBe('2026-12-10 09:00:00');
    expect(byId[nilai(1).nilai_id].a_beku).toBe('0');
  });

  it.each([
    ['a grade above 100', { nilai_kognitif_angka: 100.5 }],
    ['a negative grade', { nilai_kognitif_angka: -1 }],
    ['three decimals', { nilai_kognitif_angka: 86.555 }],
    ['a missing grade', { nilai_kognitif_angka: null }],
    ['an unknown matev', { id_evaluasi: '2e000000-0000-4000-8000-0000000000ff' }],
    ['a student of another class', { anggota_rombel_id: 'other' }],
    ['a bad nilai_id', { nilai_id: '2f00' }],
    ['a description over 300 chars', { ket_kognitif: 'x'.repeat(301) }],
  ] as [string, Record<string, unknown>][])('rejects %s', async (_label, patch) => {
    const body =
      patch.anggota_rombel_id === 'other'
        ? nilai(1, { anggota_rombel_id: other.anggota_rombel[0]!.anggota_rombel_id })
        : nilai(1, patch);
    const res = await post('postNilai', body, { table: 'rapor' });
    expect(res.success).toBe(false);
    expect(sim.pushes.nilai.size).toBe(0);
  });

  it('accepts 0 and 100', async () => {
    expect(
      (await post('postNilai', nilai(1, { nilai_kognitif_angka: 0 }), { table: 'rapor' })).success,
    ).toBe(true);
    expect(
      (await post('postNilai', nilai(2, { nilai_kognitif_angka: 100 }), { table: 'rapor' }))
        .success,
    ).toBe(true);
  });

  it('getNilai rejects an id_evaluasi that is not a uuid', async () => {
    expect((await get('getNilai', { table: 'rapor', id_evaluasi: 'abc' })).success).toBe(false);
  });
});
