import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type {
  GradeHistoryEntry,
  GradeSaveEntry,
  GridData,
} from '@erapor/shared/penilaian/grid.schemas';
import { pullSimulatedSchool, type SimulatedSchool } from '../../test/simulated-school';
import { prepareGrading, putGridCells, type GradingFixture } from '../../test/grading-fixture';
import { pembelajaran, rombonganBelajar } from '../rombel/rombel.table';
import { gradeHistory, nilaiTp } from './penilaian.table';

let school: SimulatedSchool;
let fx: GradingFixture;

beforeAll(async () => {
  school = await pullSimulatedSchool({ npsn: '69900401', students: 360 });
  fx = await prepareGrading(school, 3);
}, 120_000);
afterAll(async () => school?.close());

const grid = (kind: string, headers = fx.guru) =>
  school.t.app.inject({
    method: 'GET',
    url: `/api/penilaian/grid/${kind}?pembelajaran_id=${fx.pembelajaranId}`,
    headers,
  });
const save = (kind: string, cells: object[], headers = fx.guru) =>
  putGridCells(school, headers, kind, fx.pembelajaranId, cells);

describe('grade grids', () => {
  it('lists the teacher’s pembelajaran and serves the SLM grid with one column per mapped TP', async () => {
    const list = await school.t.app.inject({
      method: 'GET',
      url: '/api/penilaian/pembelajaran',
      headers: fx.guru,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toContainEqual(
      expect.objectContaining({ pembelajaran_id: fx.pembelajaranId, siap_dinilai: true }),
    );
    const response = await grid('slm');
    expect(response.statusCode).toBe(200);
    const data = response.json<GridData>();
    expect(data.columns.map((column) => column.key)).toEqual(fx.tpIds);
    expect(data.columns[0]).toMatchObject({
      label: 'TP 1',
      description: 'Menguasai materi uji ke-1',
      type: 'score',
    });
    expect(data.rows.map((row) => row.anggota_rombel_id).sort()).toEqual([...fx.anggota].sort());
    expect(data.rows[0]!.cells[fx.tpIds[0]!]).toEqual({ value: null, version: 0 });
    expect(data.lock).toBeNull();
  });

  it('saves a whole class at once, versions every cell, and records the history', async () => {
    const cells = fx.anggota.flatMap((anggota, i) =>
      fx.tpIds.map((tp, j) => ({
        anggota_rombel_id: anggota,
        kolom: tp,
        value: 60 + ((i + j) % 40),
        version: 0,
      })),
    );
    const response = await save('slm', cells);
    expect(response.statusCode).toBe(200);
    const saved = response.json<{ cells: { version: number }[] }>().cells;
    expect(saved).toHaveLength(cells.length);
    expect(saved.every((cell) => cell.version === 1)).toBe(true);
    const reread = (await grid('slm')).json<GridData>();
    const first = reread.rows.find((row) => row.anggota_rombel_id === fx.anggota[0])!;
    expect(first.cells[fx.tpIds[1]!]).toEqual({ value: 61, version: 1 });
    const history = await school.t.database.db
      .select()
      .from(gradeHistory)
      .where(eq(gradeHistory.pembelajaranId, fx.pembelajaranId));
    expect(history).toHaveLength(cells.length);
    expect(history[0]).toMatchObject({ tabel: 'nilai_tp', sumber: 'grid', nilaiLama: null });
  });

  it('refuses a stale write with 409 and the current value, writing nothing; a resent save is not applied twice', async () => {
    const cell = { anggota_rombel_id: fx.anggota[1]!, kolom: fx.tpIds[0]! };
    const first = await save('slm', [{ ...cell, value: 95, version: 1 }]);
    expect(first.statusCode).toBe(200);
    // The same save again (e.g. retried after a dropped answer): accepted, nothing new written.
    const again = await save('slm', [{ ...cell, value: 95, version: 1 }]);
    expect(again.statusCode).toBe(200);
    expect(again.json<{ cells: { version: number }[] }>().cells[0]!.version).toBe(2);
    // A colleague who read version 1 and types something else, together with a harmless cell.
    const stale = await save('slm', [
      { ...cell, value: 40, version: 1 },
      { anggota_rombel_id: fx.anggota[2]!, kolom: fx.tpIds[0]!, value: 10, version: 1 },
    ]);
    expect(stale.statusCode).toBe(409);
    const body = stale.json<{
      error: { code: string };
      conflicts: { value: number; version: number; updated_by: string | null }[];
    }>();
    expect(body.error.code).toBe('penilaian.conflict');
    expect(body.conflicts).toEqual([expect.objectContaining({ ...cell, value: 95, version: 2 })]);
    // Who made the current value is named, not given as an id.
    expect(body.conflicts[0]!.updated_by).toMatch(/^[^-]+$/);
    const rows = await school.t.database.db
      .select()
      .from(nilaiTp)
      .where(eq(nilaiTp.anggotaRombelId, fx.anggota[2]!));
    expect(rows.find((row) => row.tpId === fx.tpIds[0])!.nilai).not.toBe(10);
    const history = await school.t.app.inject({
      method: 'GET',
      url: `/api/penilaian/riwayat?pembelajaran_id=${fx.pembelajaranId}&anggota_rombel_id=${cell.anggota_rombel_id}&kolom=${cell.kolom}`,
      headers: fx.guru,
    });
    expect(
      history.json<GradeHistoryEntry[]>().map((entry) => [entry.nilai_lama, entry.nilai_baru]),
    ).toEqual([
      ['61', '95'],
      [null, '61'],
    ]);
  });

  it('records values taken over from an uploaded template as an import, typed ones as grid', async () => {
    const imported = { anggota_rombel_id: fx.anggota[5]!, kolom: fx.tpIds[0]! };
    const typed = { anggota_rombel_id: fx.anggota[5]!, kolom: fx.tpIds[1]! };
    const response = await save('slm', [
      { ...imported, value: 77, version: 1, sumber: 'import' },
      { ...typed, value: 78, version: 1 },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const sources = async (cell: typeof imported) =>
      (
        await school.t.app.inject({
          method: 'GET',
          url: `/api/penilaian/riwayat?pembelajaran_id=${fx.pembelajaranId}&anggota_rombel_id=${cell.anggota_rombel_id}&kolom=${cell.kolom}`,
          headers: fx.guru,
        })
      )
        .json<GradeHistoryEntry[]>()
        .map((entry) => [entry.nilai_baru, entry.sumber]);
    expect(await sources(imported)).toEqual([
      ['77', 'import'],
      [expect.any(String), 'grid'],
    ]);
    expect((await sources(typed))[0]).toEqual(['78', 'grid']);
    // Only the two sources a browser may claim are accepted.
    const forged = await save('slm', [{ ...typed, value: 79, version: 2, sumber: 'reset' }]);
    expect(forged.statusCode).toBe(422);
  });

  it('lists a grid’s saves newest first, each with its changed cells, to those who may see them', async () => {
    const lembar = async (kind: string, headers = fx.guru) =>
      school.t.app.inject({
        method: 'GET',
        url: `/api/penilaian/riwayat-lembar?pembelajaran_id=${fx.pembelajaranId}&kind=${kind}`,
        headers,
      });
    const response = await lembar('slm');
    expect(response.statusCode, response.body).toBe(200);
    const saves = response.json<GradeSaveEntry[]>();
    // The tests above: the whole class, one cell (61 -> 95; the resent save wrote nothing), then
    // one save holding an imported and a typed cell (two sources, the same moment).
    expect(saves.map((entry) => [entry.sumber, entry.jumlah_sel])).toEqual([
      ['grid', 1],
      ['import', 1],
      ['grid', 1],
      ['grid', fx.anggota.length * fx.tpIds.length],
    ]);
    expect(saves[0]!.waktu).toBe(saves[1]!.waktu);
    expect(saves[1]!.sel).toEqual([
      {
        anggota_rombel_id: fx.anggota[5],
        kolom: fx.tpIds[0],
        lama: expect.any(String),
        baru: '77',
      },
    ]);
    expect(saves[2]!.sel).toEqual([
      { anggota_rombel_id: fx.anggota[1], kolom: fx.tpIds[0], lama: '61', baru: '95' },
    ]);
    const whole = saves[3]!;
    expect(whole.jumlah_siswa).toBe(fx.anggota.length);
    expect(whole.sel).toHaveLength(whole.jumlah_sel);
    expect(whole.sel[0]).toEqual({
      anggota_rombel_id: fx.anggota[0],
      kolom: fx.tpIds[0],
      lama: null,
      baru: '60',
    });
    expect(whole.oleh).toBe(saves[0]!.oleh);
    expect(whole.oleh).toMatch(/\S/);
    // Older saves, the next page: before the two saves made at the same moment, the other two.
    const page = async (sebelum: string) =>
      school.t.app.inject({
        method: 'GET',
        url: `/api/penilaian/riwayat-lembar?pembelajaran_id=${fx.pembelajaranId}&kind=slm&sebelum=${sebelum}`,
        headers: fx.guru,
      });
    expect(saves[0]!.kursor).toBe(saves[1]!.kursor);
    expect(saves[1]!.kursor).toBeGreaterThan(saves[2]!.kursor);
    const older = await page(String(saves[1]!.kursor));
    expect(older.statusCode, older.body).toBe(200);
    expect(older.json<GradeSaveEntry[]>()).toEqual(saves.slice(2));
    expect((await page(String(saves[3]!.kursor))).json()).toEqual([]);
    for (const bad of ['kemarin', '-5', '1.5', '99999999999999999999']) {
      const refused = await page(bad);
      expect(refused.statusCode, bad).toBe(422);
      expect(refused.json().error.fields).toHaveProperty('sebelum');
    }
    // Another grid of the same pembelajaran has its own history (none yet).
    expect((await lembar('sas')).json()).toEqual([]);
    // The administrator sees it; another teacher does not; an unknown grid is named.
    expect((await lembar('slm', school.admin)).json()).toHaveLength(saves.length);
    const other = await prepareGrading(school, 1, 1);
    if (other.guruId !== fx.guruId) expect((await lembar('slm', other.guru)).statusCode).toBe(403);
    const unknown = await lembar('rapor');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().error.fields).toHaveProperty('kind');
  });

  it('keeps a TP’s score and its attainment apart in a cell’s history', async () => {
    // The SLM score and the attainment of the same TP are cells with the same student and column
    // in two grids; each grid's history shows only its own.
    const cell = { anggota_rombel_id: fx.anggota[6]!, kolom: fx.tpIds[1]! };
    const before = (await grid('slm')).json<GridData>();
    const version = before.rows.find((row) => row.anggota_rombel_id === cell.anggota_rombel_id)!
      .cells[cell.kolom]!.version;
    expect((await save('slm', [{ ...cell, value: 83, version }])).statusCode).toBe(200);
    expect((await save('ketercapaian', [{ ...cell, value: 1, version: 0 }])).statusCode).toBe(200);
    const history = async (kind?: string) => {
      const response = await school.t.app.inject({
        method: 'GET',
        url: `/api/penilaian/riwayat?pembelajaran_id=${fx.pembelajaranId}&anggota_rombel_id=${cell.anggota_rombel_id}&kolom=${cell.kolom}${kind ? `&kind=${kind}` : ''}`,
        headers: fx.guru,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<GradeHistoryEntry[]>().map((entry) => [entry.kind, entry.nilai_baru]);
    };
    expect((await history('slm'))[0]).toEqual(['slm', '83']);
    expect((await history('slm')).every(([kind]) => kind === 'slm')).toBe(true);
    expect(await history('ketercapaian')).toEqual([['ketercapaian', '1']]);
    // Without a grid, every change of the student's column, each saying which grid it was.
    expect(await history()).toEqual(
      expect.arrayContaining([
        ['ketercapaian', '1'],
        ['slm', '83'],
      ]),
    );
    const unknown = await school.t.app.inject({
      method: 'GET',
      url: `/api/penilaian/riwayat?pembelajaran_id=${fx.pembelajaranId}&anggota_rombel_id=${cell.anggota_rombel_id}&kind=rapor`,
      headers: fx.guru,
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().error.fields).toHaveProperty('kind');
  });

  it('names a bad cell in Indonesian and saves nothing of the request', async () => {
    for (const value of [101, -1, 7.5, 'delapan']) {
      const response = await save('slm', [
        { anggota_rombel_id: fx.anggota[3]!, kolom: fx.tpIds[2]!, value: 50, version: 1 },
        { anggota_rombel_id: fx.anggota[4]!, kolom: fx.tpIds[2]!, value, version: 1 },
      ]);
      expect(response.statusCode).toBe(422);
      expect(response.json().error.fields).toHaveProperty('cells.1.value');
    }
    const unknownColumn = await save('slm', [
      { anggota_rombel_id: fx.anggota[3]!, kolom: 'bukan-tp', value: 50, version: 1 },
    ]);
    expect(unknownColumn.statusCode).toBe(422);
    const stranger = await save('slm', [
      {
        anggota_rombel_id: '00000000-0000-4000-8000-000000000000',
        kolom: fx.tpIds[0]!,
        value: 50,
        version: 0,
      },
    ]);
    expect(stranger.statusCode).toBe(422);
    const row = await school.t.database.db
      .select()
      .from(nilaiTp)
      .where(eq(nilaiTp.anggotaRombelId, fx.anggota[3]!));
    expect(row.find((r) => r.tpId === fx.tpIds[2])!.version).toBe(1);
  });

  it('refuses text no column can hold, odd bodies and odd URLs with a message, never a 500', async () => {
    const cell = { anggota_rombel_id: fx.anggota[7]!, kolom: 'capaian', version: 0 };
    for (const value of ['Sudah\u0000 menguasai', 'Sudah menguasai \ud800', '\udc00']) {
      const response = await save('deskripsi', [{ ...cell, value }]);
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json().error.fields['cells.0.value']).toMatch(
        /^Deskripsi \(sel ke-1\) berisi karakter yang tidak dapat disimpan/,
      );
    }
    const afterwards = (await grid('deskripsi')).json<GridData>();
    expect(
      afterwards.rows.find((row) => row.anggota_rombel_id === cell.anggota_rombel_id)!.cells
        .capaian,
    ).toEqual({ value: null, version: 0 });
    const search = await school.t.app.inject({
      method: 'GET',
      url: `/api/penilaian/riwayat?pembelajaran_id=${fx.pembelajaranId}&anggota_rombel_id=${cell.anggota_rombel_id}&kolom=a%00b`,
      headers: fx.guru,
    });
    expect(search.statusCode).toBe(422);
    expect(search.json().error.fields).toHaveProperty('kolom');

    // The schema's own words, and the field inside a list named with its place in the list.
    const kind = await save('rapor', [{ ...cell, value: 'x' }]);
    expect(kind.json().error.message).toBe('Jenis lembar penilaian tidak dikenal.');
    const typed = await save('slm', [{ ...cell, kolom: fx.tpIds[0]!, value: true }]);
    expect(typed.json().error.fields['cells.0.value']).toMatch(/^Nilai \(sel ke-1\)/);
    const version = await save('slm', [{ ...cell, kolom: fx.tpIds[0]!, value: 1, version: '0' }]);
    expect(version.json().error.message).toBe('Versi sel (sel ke-1) harus berupa angka.');

    // A description cell is named as a description, whatever is wrong with it (its field key
    // unchanged); a score cell stays "Nilai".
    const tooLong = 'Sudah menguasai '.repeat(320);
    const longDeskripsi = await save('deskripsi', [
      { ...cell, value: 'Sudah menguasai' },
      { ...cell, kolom: 'perlu_ditingkatkan', value: tooLong },
    ]);
    expect(longDeskripsi.statusCode).toBe(422);
    expect(longDeskripsi.json().error).toEqual({
      code: 'request.invalid',
      message: 'Deskripsi (sel ke-2) maksimal 5000 karakter.',
      fields: { 'cells.1.value': 'Deskripsi (sel ke-2) maksimal 5000 karakter.' },
    });
    const upperKey = await save('deskripsi', [{ ...cell, kolom: 'CAPAIAN', value: true }]);
    expect(upperKey.json().error.fields['cells.0.value']).toBe('Deskripsi (sel ke-1) tidak valid.');
    const number = await save('deskripsi', [{ ...cell, value: 80 }]);
    expect(number.statusCode).toBe(422);
    expect(number.json().error.message).toBe('Sel ke-1: deskripsi harus berupa teks.');
    const longScore = await save('slm', [{ ...cell, kolom: fx.tpIds[0]!, value: tooLong }]);
    expect(longScore.json().error.fields['cells.0.value']).toBe(
      'Nilai (sel ke-1) maksimal 5000 karakter.',
    );
    expect(
      (await grid('deskripsi'))
        .json<GridData>()
        .rows.find((row) => row.anggota_rombel_id === cell.anggota_rombel_id)!.cells,
    ).toEqual({
      capaian: { value: null, version: 0 },
      perlu_ditingkatkan: { value: null, version: 0 },
    });

    const plain = await school.t.app.inject({
      method: 'PUT',
      url: '/api/penilaian/grid/pts',
      headers: { ...fx.guru, 'content-type': 'text/plain' },
      payload: JSON.stringify({ pembelajaran_id: fx.pembelajaranId, cells: [] }),
    });
    expect(plain.statusCode).toBe(415);
    expect(plain.json().error.message).toMatch(/kirim JSON/);
    const long = await school.t.app.inject({
      method: 'GET',
      url: `/api/penilaian/grid/${'a'.repeat(150)}?pembelajaran_id=${fx.pembelajaranId}`,
      headers: fx.guru,
    });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({
      error: { code: 'request.uri_too_long', message: 'Alamat permintaan terlalu panjang.' },
    });
  });

  it('computes the SAS NA on the server from the parts present', async () => {
    const anggota = fx.anggota[0]!;
    const response = await save('sas', [
      { anggota_rombel_id: anggota, kolom: 'non-tes', value: 80, version: 0 },
      { anggota_rombel_id: anggota, kolom: 'tes', value: 85, version: 0 },
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json<{ cells: object[] }>().cells).toContainEqual(
      expect.objectContaining({ anggota_rombel_id: anggota, kolom: 'na', value: 83, version: 1 }),
    );
    const cleared = await save('sas', [
      { anggota_rombel_id: anggota, kolom: 'tes', value: null, version: 1 },
    ]);
    expect(cleared.json<{ cells: object[] }>().cells).toContainEqual(
      expect.objectContaining({ kolom: 'na', value: 80, version: 2 }),
    );
    const readOnly = await save('sas', [
      { anggota_rombel_id: anggota, kolom: 'na', value: 99, version: 2 },
    ]);
    expect(readOnly.statusCode).toBe(422);
  });

  it('keeps descriptions per row with one version for both texts', async () => {
    const anggota = fx.anggota[0]!;
    const response = await save('deskripsi', [
      {
        anggota_rombel_id: anggota,
        kolom: 'capaian',
        value: 'Menunjukkan penguasaan yang baik dalam materi uji.',
        version: 0,
      },
      { anggota_rombel_id: anggota, kolom: 'perlu_ditingkatkan', value: '  ', version: 0 },
    ]);
    expect(response.statusCode).toBe(200);
    const data = (await grid('deskripsi')).json<GridData>();
    const row = data.rows.find((r) => r.anggota_rombel_id === anggota)!;
    expect(row.cells.capaian).toEqual({
      value: 'Menunjukkan penguasaan yang baik dalam materi uji.',
      version: 1,
    });
    expect(row.cells.perlu_ditingkatkan).toEqual({ value: null, version: 1 });
  });

  it('keeps the other description text when a save sends only one of them, recording only the change', async () => {
    const anggota = fx.anggota[9]!;
    const capaian = 'Menunjukkan penguasaan yang baik dalam materi uji ke-1.';
    const perlu = 'Perlu ditingkatkan dalam materi uji ke-2.';
    const first = await save('deskripsi', [
      { anggota_rombel_id: anggota, kolom: 'capaian', value: capaian, version: 0 },
    ]);
    expect(first.statusCode, first.body).toBe(200);
    const second = await save('deskripsi', [
      { anggota_rombel_id: anggota, kolom: 'perlu_ditingkatkan', value: perlu, version: 1 },
    ]);
    expect(second.statusCode, second.body).toBe(200);
    // the answer and a fresh read show both texts, at the row's one version
    expect(second.json<{ cells: object[] }>().cells).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kolom: 'capaian', value: capaian, version: 2 }),
        expect.objectContaining({ kolom: 'perlu_ditingkatkan', value: perlu, version: 2 }),
      ]),
    );
    const row = (await grid('deskripsi'))
      .json<GridData>()
      .rows.find((r) => r.anggota_rombel_id === anggota)!;
    expect(row.cells.capaian).toEqual({ value: capaian, version: 2 });
    expect(row.cells.perlu_ditingkatkan).toEqual({ value: perlu, version: 2 });
    // sent again as it is (a retried save): nothing more written
    const again = await save('deskripsi', [
      { anggota_rombel_id: anggota, kolom: 'capaian', value: capaian, version: 1 },
    ]);
    expect(again.statusCode, again.body).toBe(200);
    const history = async (kolom: string) =>
      (
        await school.t.app.inject({
          method: 'GET',
          url: `/api/penilaian/riwayat?pembelajaran_id=${fx.pembelajaranId}&anggota_rombel_id=${anggota}&kolom=${kolom}`,
          headers: fx.guru,
        })
      )
        .json<GradeHistoryEntry[]>()
        .map((entry) => [entry.nilai_lama, entry.nilai_baru]);
    expect(await history('capaian')).toEqual([[null, capaian]]);
    expect(await history('perlu_ditingkatkan')).toEqual([[null, perlu]]);
  });

  it('refuses writes while grading is closed or the class is locked, and shows the lock', async () => {
    const closed = await school.t.app.inject({
      method: 'PUT',
      url: '/api/penilaian/status',
      headers: school.admin,
      payload: { dibuka: false },
    });
    expect(closed.statusCode).toBe(200);
    const cell = { anggota_rombel_id: fx.anggota[5]!, kolom: 'nilai', value: 77, version: 0 };
    const refused = await save('pts', [cell]);
    expect(refused.statusCode).toBe(423);
    expect(refused.json().error.code).toBe('penilaian.locked');
    expect((await grid('pts')).json<GridData>().lock?.reason).toBe('status-penilaian');
    await school.t.app.inject({
      method: 'PUT',
      url: '/api/penilaian/status',
      headers: school.admin,
      payload: { dibuka: true, alasan: 'Uji selesai, dibuka lagi.' },
    });

    await school.t.database.db
      .update(rombonganBelajar)
      .set({ kunciNilai: true })
      .where(eq(rombonganBelajar.rombonganBelajarId, fx.rombonganBelajarId));
    expect((await save('pts', [cell])).statusCode).toBe(423);
    expect((await grid('pts')).json<GridData>().lock?.reason).toBe('kunci-nilai');
    await school.t.database.db
      .update(rombonganBelajar)
      .set({ kunciNilai: false })
      .where(eq(rombonganBelajar.rombonganBelajarId, fx.rombonganBelajarId));
    expect((await save('pts', [cell])).statusCode).toBe(200);
  });

  it('lets only the teacher of the pembelajaran (or its guru pengajar) grade it', async () => {
    const other = await prepareGrading(school, 1, 1);
    if (other.guruId === fx.guruId) return;
    const foreign = await grid('slm', other.guru);
    expect(foreign.statusCode).toBe(403);
    expect(
      (
        await save(
          'pts',
          [{ anggota_rombel_id: fx.anggota[0]!, kolom: 'nilai', value: 70, version: 0 }],
          other.guru,
        )
      ).statusCode,
    ).toBe(403);
    await school.t.database.db
      .update(pembelajaran)
      .set({ guruPengajarId: other.guruId })
      .where(eq(pembelajaran.pembelajaranId, fx.pembelajaranId));
    expect((await grid('slm', other.guru)).statusCode).toBe(200);
    // a stale save of the guru pengajar over the teacher's value: the 409 names the teacher,
    // not as himself; the teacher's own stale save over it is told as his own
    const cell = { anggota_rombel_id: fx.anggota[3]!, kolom: fx.tpIds[2]! };
    const read = (await grid('slm')).json<GridData>();
    const version = read.rows.find((row) => row.anggota_rombel_id === cell.anggota_rombel_id)!
      .cells[cell.kolom]!.version;
    expect((await save('slm', [{ ...cell, value: 33, version }])).statusCode).toBe(200);
    const byColleague = await save('slm', [{ ...cell, value: 44, version }], other.guru);
    expect(byColleague.statusCode).toBe(409);
    expect(byColleague.json<{ conflicts: unknown[] }>().conflicts).toEqual([
      expect.objectContaining({ value: 33, oleh_anda: false }),
    ]);
    expect(byColleague.json<{ error: { message: string } }>().error.message).toBe(
      '1 nilai sudah diubah orang lain sejak Anda membukanya. Tidak ada yang disimpan; periksa nilai terbaru lalu simpan lagi.',
    );
    const byHimself = await save('slm', [{ ...cell, value: 55, version }]);
    expect(byHimself.json<{ conflicts: unknown[] }>().conflicts).toEqual([
      expect.objectContaining({ value: 33, oleh_anda: true }),
    ]);
    expect(byHimself.json<{ error: { message: string } }>().error.message).toBe(
      '1 nilai sudah Anda ubah di tab atau perangkat lain sejak Anda membukanya di sini. Tidak ada yang disimpan; periksa nilai terbaru lalu simpan lagi.',
    );
    // The cell's history, which names the change a conflict found by presence is about, tells
    // each reader whether he made it himself, as the 409 does.
    const ownChange = async (headers: typeof fx.guru) =>
      (
        await school.t.app.inject({
          method: 'GET',
          url: `/api/penilaian/riwayat?pembelajaran_id=${fx.pembelajaranId}&anggota_rombel_id=${cell.anggota_rombel_id}&kolom=${cell.kolom}&kind=slm`,
          headers,
        })
      )
        .json<GradeHistoryEntry[]>()
        .find((entry) => entry.nilai_baru === '33')?.oleh_anda;
    expect(await ownChange(fx.guru)).toBe(true);
    expect(await ownChange(other.guru)).toBe(false);
    await school.t.database.db
      .update(pembelajaran)
      .set({ guruPengajarId: null })
      .where(eq(pembelajaran.pembelajaranId, fx.pembelajaranId));
  });

  it('refuses an unmapped pembelajaran with a clear message', async () => {
    await school.t.database.db
      .update(pembelajaran)
      .set({ noUrut: null })
      .where(eq(pembelajaran.pembelajaranId, fx.pembelajaranId));
    const response = await grid('slm');
    expect(response.statusCode).toBe(422);
    expect(response.json().error.code).toBe('penilaian.belum_dipetakan');
    await school.t.database.db
      .update(pembelajaran)
      .set({ noUrut: 1 })
      .where(eq(pembelajaran.pembelajaranId, fx.pembelajaranId));
  });
});
