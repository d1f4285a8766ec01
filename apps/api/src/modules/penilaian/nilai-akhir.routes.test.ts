import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type {
  GradeHistoryEntry,
  GradeSaveEntry,
  GridData,
} from '@erapor/shared/penilaian/grid.schemas';
import type {
  CapaianKompetensiData,
  GunakanNilaiAsesmenResult,
  NilaiAsesmenData,
  TerapkanUsulanResult,
} from '@erapor/shared/penilaian/nilai-akhir.schemas';
import { pullSimulatedSchool, type SimulatedSchool } from '../../test/simulated-school';
import {
  nameOfGuru,
  prepareGrading,
  putGridCells,
  type GradingFixture,
} from '../../test/grading-fixture';
import { pembelajaran } from '../rombel/rombel.table';
import { deskripsiMataPelajaran, gradeHistory, nilaiAkhir } from './penilaian.table';

let school: SimulatedSchool;
let fx: GradingFixture;
/** Students A–E of the class, by name order of the fixture's member list. */
let A: string, B: string, C: string, D: string, E: string;

beforeAll(async () => {
  school = await pullSimulatedSchool({ npsn: '69900421', students: 360 });
  fx = await prepareGrading(school, 3);
  [A, B, C, D, E] = fx.anggota as [string, string, string, string, string];
  // Weights 3 : 1 make the formula visible: (3·S_m + 1·S_a) / 4.
  await school.t.database.db
    .update(pembelajaran)
    .set({ bobotSumatifMateri: 3, bobotSumatifAkhir: 1 })
    .where(eq(pembelajaran.pembelajaranId, fx.pembelajaranId));
  const slm = (anggota: string, scores: (number | null)[]) =>
    scores.flatMap((value, i) =>
      value === null
        ? []
        : [{ anggota_rombel_id: anggota, kolom: fx.tpIds[i]!, value, version: 0 }],
    );
  expect(
    (
      await put('slm', [
        ...slm(A, [80, 85, 90]),
        ...slm(B, [80, 90, null]),
        ...slm(D, [60, 60, 60]),
        ...slm(E, [70, 75, 80]),
      ])
    ).statusCode,
  ).toBe(200);
  expect(
    (
      await put('sas', [
        { anggota_rombel_id: A, kolom: 'non-tes', value: 70, version: 0 },
        { anggota_rombel_id: A, kolom: 'tes', value: 71, version: 0 },
        { anggota_rombel_id: E, kolom: 'tes', value: 90, version: 0 },
      ])
    ).statusCode,
  ).toBe(200);
}, 120_000);
afterAll(async () => school?.close());

function put(kind: string, cells: object[], pembelajaranId = fx.pembelajaranId) {
  return putGridCells(school, fx.guru, kind, pembelajaranId, cells);
}
const get = (path: string, headers = fx.guru, id = fx.pembelajaranId) =>
  school.t.app.inject({
    method: 'GET',
    url: `/api/penilaian/${path}?pembelajaran_id=${id}`,
    headers,
  });
const post = (path: string, payload: object, headers = fx.guru) =>
  school.t.app.inject({ method: 'POST', url: `/api/penilaian/${path}`, headers, payload });

async function nilaiAsesmen() {
  const response = await get('nilai-akhir');
  expect(response.statusCode).toBe(200);
  const data = response.json<NilaiAsesmenData>();
  return { data, row: (id: string) => data.rows.find((r) => r.anggota_rombel_id === id)! };
}
async function capaian() {
  const response = await get('capaian-kompetensi');
  expect(response.statusCode).toBe(200);
  const data = response.json<CapaianKompetensiData>();
  return { data, row: (id: string) => data.rows.find((r) => r.anggota_rombel_id === id)! };
}
/**
 * "Reset" as the screen sends it, once the descriptions are shown now: every student with the
 * version of his description in the grid.
 */
async function resetShown() {
  const grid = (await get('grid/deskripsi')).json<GridData>();
  const siswa = grid.rows.map((row) => ({
    anggota_rombel_id: row.anggota_rombel_id,
    version: row.cells.capaian!.version,
  }));
  return () => post('capaian-kompetensi/reset', { pembelajaran_id: fx.pembelajaranId, siswa });
}
async function storedFinal(anggota: string) {
  const grid = (await get('grid/nilai-akhir')).json<GridData>();
  return grid.rows.find((row) => row.anggota_rombel_id === anggota)!.cells.nilai!;
}

describe('Nilai Akhir: computed Nilai Asesmen', () => {
  it('computes with the weights and half-up rounding, and flags what is missing instead of counting it as 0', async () => {
    const { data, row } = await nilaiAsesmen();
    expect(data.bobot).toEqual({ sumatif_materi: 3, sumatif_akhir: 1 });
    expect(data.jumlah_tp).toBe(3);
    expect(data.sub_mapel).toEqual([]);
    expect(data.rows).toHaveLength(fx.anggota.length);
    // S_m 85, SAS NA round(70.5) = 71; (3·85 + 71) / 4 = 81.5 → 82.
    expect(row(A)).toMatchObject({
      nilai_asesmen: 82,
      lengkap: true,
      kurang: { tp: 0, sas: false },
      rerata_slm: 85,
      sas: 71,
      nilai_akhir: { value: null, version: 0 },
    });
    // One TP score and the SAS missing: computed from what exists (85), not (3·56.67 + 0)/4.
    expect(row(B)).toMatchObject({
      nilai_asesmen: 85,
      lengkap: false,
      kurang: { tp: 1, sas: true },
    });
    expect(row(C)).toMatchObject({
      nilai_asesmen: null,
      lengkap: false,
      kurang: { tp: 3, sas: true },
    });
    // No SAS: 60, where e-Rapor would print (3·60 + 0) / 4 = 45.
    expect(row(D)).toMatchObject({
      nilai_asesmen: 60,
      lengkap: false,
      kurang: { tp: 0, sas: true },
    });
    // (3·75 + 90) / 4 = 78.75 → 79.
    expect(row(E)).toMatchObject({ nilai_asesmen: 79, lengkap: true });
  });

  it('"Gunakan Nilai Asesmen" writes complete grades and leaves incomplete ones unless the teacher accepts them', async () => {
    const siswa = [A, B, C, D, E].map((id) => ({ anggota_rombel_id: id, version: 0 }));
    const first = await post('nilai-akhir/gunakan-nilai-asesmen', {
      pembelajaran_id: fx.pembelajaranId,
      siswa,
    });
    expect(first.statusCode).toBe(200);
    const body = first.json<GunakanNilaiAsesmenResult>();
    expect(body.ditulis).toBe(2);
    expect(body.dilewati).toEqual([
      { anggota_rombel_id: B, alasan: 'belum-lengkap' },
      { anggota_rombel_id: C, alasan: 'tanpa-nilai' },
      { anggota_rombel_id: D, alasan: 'belum-lengkap' },
    ]);
    expect(await storedFinal(A)).toEqual({ value: 82, version: 1 });
    expect(await storedFinal(E)).toEqual({ value: 79, version: 1 });
    expect(await storedFinal(B)).toEqual({ value: null, version: 0 });
    expect(await storedFinal(D)).toEqual({ value: null, version: 0 });
    const history = await school.t.database.db
      .select()
      .from(gradeHistory)
      .where(
        and(
          eq(gradeHistory.pembelajaranId, fx.pembelajaranId),
          eq(gradeHistory.anggotaRombelId, A),
        ),
      );
    expect(history.filter((h) => h.tabel === 'nilai_akhir')).toEqual([
      expect.objectContaining({ sumber: 'generate', nilaiLama: null, nilaiBaru: '82' }),
    ]);

    // The teacher accepts B explicitly (computed from what exists); D stays untouched.
    const second = await post('nilai-akhir/gunakan-nilai-asesmen', {
      pembelajaran_id: fx.pembelajaranId,
      siswa: [
        { anggota_rombel_id: A, version: 1 },
        { anggota_rombel_id: B, version: 0 },
        { anggota_rombel_id: D, version: 0 },
      ],
      terima_belum_lengkap: [B],
    });
    expect(second.statusCode).toBe(200);
    expect(second.json<GunakanNilaiAsesmenResult>().dilewati).toEqual([
      { anggota_rombel_id: D, alasan: 'belum-lengkap' },
    ]);
    expect(await storedFinal(B)).toEqual({ value: 85, version: 1 });
    expect(await storedFinal(D)).toEqual({ value: null, version: 0 });
    // A unchanged: the same value is not written twice.
    expect(await storedFinal(A)).toEqual({ value: 82, version: 1 });
    const { row } = await nilaiAsesmen();
    expect(row(B).nilai_akhir).toEqual({ value: 85, version: 1 });
  });

  it('answers 409 with the current value when a final changed since it was read, writing nothing', async () => {
    // The teacher types a final for A by hand, in another tab.
    expect(
      (await put('nilai-akhir', [{ anggota_rombel_id: A, kolom: 'nilai', value: 88, version: 1 }]))
        .statusCode,
    ).toBe(200);
    const stale = await post('nilai-akhir/gunakan-nilai-asesmen', {
      pembelajaran_id: fx.pembelajaranId,
      siswa: [
        { anggota_rombel_id: A, version: 1 },
        { anggota_rombel_id: D, version: 0 },
      ],
      terima_belum_lengkap: [D],
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('penilaian.conflict');
    // who typed it is named, as a grid save's 409 names him, not given as an id; and it was he
    expect(stale.json().conflicts).toEqual([
      expect.objectContaining({
        anggota_rombel_id: A,
        kolom: 'nilai',
        value: 88,
        version: 2,
        updated_by: await nameOfGuru(school, fx.guruId),
        oleh_anda: true,
      }),
    ]);
    expect(stale.json().error.message).toBe(
      '1 nilai sudah Anda ubah di tab atau perangkat lain sejak Anda membukanya di sini. Tidak ada yang disimpan; muat ulang lalu coba lagi.',
    );
    expect(await storedFinal(D)).toEqual({ value: null, version: 0 });
    // With the version now read, the computed grade replaces the typed one.
    const fresh = await post('nilai-akhir/gunakan-nilai-asesmen', {
      pembelajaran_id: fx.pembelajaranId,
      siswa: [{ anggota_rombel_id: A, version: 2 }],
    });
    expect(fresh.statusCode).toBe(200);
    expect(await storedFinal(A)).toEqual({ value: 82, version: 3 });
  });

  it('finds a final’s history from the Nilai Akhir grid’s column (stored under its kompetensi)', async () => {
    const history = await school.t.app.inject({
      method: 'GET',
      url: `/api/penilaian/riwayat?pembelajaran_id=${fx.pembelajaranId}&anggota_rombel_id=${A}&kolom=nilai&kind=nilai-akhir`,
      headers: fx.guru,
    });
    expect(history.statusCode, history.body).toBe(200);
    const entries = history.json<GradeHistoryEntry[]>();
    expect(entries.slice(0, 2).map((entry) => [entry.kolom, entry.nilai_baru])).toEqual([
      ['nilai', '82'],
      ['nilai', '88'],
    ]);
    const lembar = await get('riwayat-lembar', fx.guru, `${fx.pembelajaranId}&kind=nilai-akhir`);
    expect(lembar.statusCode, lembar.body).toBe(200);
    const saves = lembar.json<GradeSaveEntry[]>();
    expect(saves[0]!.sel).toEqual([
      { anggota_rombel_id: A, kolom: 'nilai', lama: '88', baru: '82' },
    ]);
    expect(saves.flatMap((save) => save.sel).every((cell) => cell.kolom === 'nilai')).toBe(true);
  });

  it('refuses a student sent twice or not in the class, writing nothing', async () => {
    const twice = await post('nilai-akhir/gunakan-nilai-asesmen', {
      pembelajaran_id: fx.pembelajaranId,
      siswa: [
        { anggota_rombel_id: D, version: 0 },
        { anggota_rombel_id: D, version: 0 },
      ],
      terima_belum_lengkap: [D],
    });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().error.fields).toHaveProperty('siswa.1.anggota_rombel_id');
    const stranger = await post('nilai-akhir/gunakan-nilai-asesmen', {
      pembelajaran_id: fx.pembelajaranId,
      siswa: [
        { anggota_rombel_id: D, version: 0 },
        { anggota_rombel_id: randomUUID(), version: 0 },
      ],
      terima_belum_lengkap: [D],
    });
    expect(stranger.statusCode).toBe(422);
    expect(stranger.json().error.fields).toHaveProperty('siswa.1.anggota_rombel_id');
    const empty = await post('nilai-akhir/gunakan-nilai-asesmen', {
      pembelajaran_id: fx.pembelajaranId,
      siswa: [],
    });
    expect(empty.statusCode).toBe(422);
    expect(await storedFinal(D)).toEqual({ value: null, version: 0 });
  });
});

describe('Capaian Kompetensi', () => {
  it('proposes from the attainment when set, else from the highest and lowest TP score', async () => {
    expect(
      (
        await put('ketercapaian', [
          { anggota_rombel_id: A, kolom: fx.tpIds[0]!, value: 1, version: 0 },
          { anggota_rombel_id: A, kolom: fx.tpIds[1]!, value: 1, version: 0 },
          { anggota_rombel_id: A, kolom: fx.tpIds[2]!, value: 0, version: 0 },
        ])
      ).statusCode,
    ).toBe(200);
    const { data, row } = await capaian();
    expect(data.tp.map((tp) => tp.label)).toEqual(['TP 1', 'TP 2', 'TP 3']);
    expect(row(A).usulan).toEqual({
      capaian:
        'Menunjukkan penguasaan yang baik dalam menguasai materi uji ke-1, menguasai materi uji ke-2.',
      perlu_ditingkatkan: 'Perlu ditingkatkan dalam menguasai materi uji ke-3.',
      dasar: 'ketercapaian',
      tp_capaian: [fx.tpIds[0], fx.tpIds[1]],
      tp_ditingkatkan: [fx.tpIds[2]],
    });
    // B: no attainment; scores 80 (TP 1) and 90 (TP 2).
    expect(row(B).usulan).toMatchObject({
      capaian: 'Menunjukkan penguasaan yang baik dalam menguasai materi uji ke-2.',
      perlu_ditingkatkan: 'Perlu ditingkatkan dalam menguasai materi uji ke-1.',
      dasar: 'nilai',
    });
    expect(row(C).usulan).toMatchObject({
      capaian: null,
      perlu_ditingkatkan: null,
      dasar: 'kosong',
    });
  });

  it('warns about a graded student without a description and a TP named on both sides', async () => {
    expect(
      (
        await put('deskripsi', [
          {
            anggota_rombel_id: D,
            kolom: 'capaian',
            value: 'Menunjukkan penguasaan yang baik dalam menguasai materi uji ke-1.',
            version: 0,
          },
          {
            anggota_rombel_id: D,
            kolom: 'perlu_ditingkatkan',
            value: 'Perlu ditingkatkan dalam Menguasai materi uji ke-1 dan ke-2.',
            version: 0,
          },
        ])
      ).statusCode,
    ).toBe(200);
    // text made only of invisible characters (a zero-width space pasted from a chat) is no text
    const invisible = await put('deskripsi', [
      { anggota_rombel_id: A, kolom: 'capaian', value: '\u200B\u2060 \uFEFF\u200C', version: 0 },
    ]);
    expect(invisible.statusCode, invisible.body).toBe(200);
    const { row } = await capaian();
    expect(row(A)).toMatchObject({
      nilai_akhir: 82,
      capaian: null,
      version: 0,
      peringatan: [{ kode: 'tanpa-deskripsi' }],
    });
    // C has no final: no warning for the missing description.
    expect(row(C).peringatan).toEqual([]);
    expect(row(D)).toMatchObject({
      version: 1,
      peringatan: [{ kode: 'tp-di-kedua-sisi', tp: [fx.tpIds[0]] }],
    });
  });

  it('"Terapkan usulan" fills every student without a description, then chosen ones with their versions', async () => {
    const all = await post('capaian-kompetensi/terapkan-usulan', {
      pembelajaran_id: fx.pembelajaranId,
    });
    expect(all.statusCode).toBe(200);
    const result = all.json<TerapkanUsulanResult>();
    // A, B, E have something to go on; D keeps its own text; C and the rest have nothing.
    expect(result.ditulis).toBe(3);
    expect(result.tanpa_usulan).toContain(C);
    expect(result.tanpa_usulan).not.toContain(D);
    let { row } = await capaian();
    expect(row(A)).toMatchObject({
      capaian: row(A).usulan.capaian,
      perlu_ditingkatkan: 'Perlu ditingkatkan dalam menguasai materi uji ke-3.',
      version: 1,
      peringatan: [],
    });
    expect(row(D).peringatan).toHaveLength(1);

    const stale = await post('capaian-kompetensi/terapkan-usulan', {
      pembelajaran_id: fx.pembelajaranId,
      siswa: [{ anggota_rombel_id: D, version: 0 }],
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().conflicts[0]).toMatchObject({
      anggota_rombel_id: D,
      version: 1,
      updated_by: await nameOfGuru(school, fx.guruId),
    });
    const chosen = await post('capaian-kompetensi/terapkan-usulan', {
      pembelajaran_id: fx.pembelajaranId,
      siswa: [{ anggota_rombel_id: D, version: 1 }],
    });
    expect(chosen.statusCode).toBe(200);
    ({ row } = await capaian());
    expect(row(D)).toMatchObject({
      capaian:
        'Menunjukkan penguasaan yang baik dalam menguasai materi uji ke-1, menguasai materi uji ke-2, menguasai materi uji ke-3.',
      perlu_ditingkatkan: null,
      version: 2,
      peringatan: [],
    });
    const history = await school.t.database.db
      .select()
      .from(gradeHistory)
      .where(
        and(
          eq(gradeHistory.tabel, 'deskripsi_mata_pelajaran'),
          eq(gradeHistory.anggotaRombelId, A),
        ),
      );
    expect(history.map((h) => [h.kolom, h.sumber])).toEqual(
      expect.arrayContaining([
        ['capaian', 'generate'],
        ['perlu_ditingkatkan', 'generate'],
      ]),
    );
  });

  it('"Reset" clears every description and keeps the old texts in the history', async () => {
    const response = await (await resetShown())();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ dihapus: 4 });
    const { data, row } = await capaian();
    expect(data.rows.every((r) => r.capaian === null && r.perlu_ditingkatkan === null)).toBe(true);
    expect(row(A).peringatan).toEqual([{ kode: 'tanpa-deskripsi' }]);
    const stored = await school.t.database.db
      .select()
      .from(deskripsiMataPelajaran)
      .where(eq(deskripsiMataPelajaran.pembelajaranId, fx.pembelajaranId));
    // Cleared, not deleted: the rows stay with a newer version.
    expect(stored).toHaveLength(4);
    expect(stored.every((r) => r.capaian === null && r.perluDitingkatkan === null)).toBe(true);
    const history = await school.t.database.db
      .select()
      .from(gradeHistory)
      .where(and(eq(gradeHistory.sumber, 'reset'), eq(gradeHistory.anggotaRombelId, D)));
    expect(history).toEqual([
      expect.objectContaining({
        kolom: 'capaian',
        nilaiLama:
          'Menunjukkan penguasaan yang baik dalam menguasai materi uji ke-1, menguasai materi uji ke-2, menguasai materi uji ke-3.',
        nilaiBaru: null,
      }),
    ]);
    // A second reset finds nothing left to clear.
    expect((await (await resetShown())()).json()).toEqual({ dihapus: 0 });
  });

  it('"Reset" clears nothing and answers 409 with the current texts when a description changed or was written since it was shown', async () => {
    const deskripsi = (anggota: string, capaianText: string, version: number) => [
      { anggota_rombel_id: anggota, kolom: 'capaian', value: capaianText, version },
      { anggota_rombel_id: anggota, kolom: 'perlu_ditingkatkan', value: null, version },
    ];
    const before = await capaian();
    const versionA = before.row(A).version;
    expect(before.row(C).version).toBe(0);
    expect((await put('deskripsi', deskripsi(A, 'Teks yang dibaca.', versionA))).statusCode).toBe(
      200,
    );
    const reset = await resetShown();
    // meanwhile, in another tab: A's text rewritten, and C (shown without one) given a text
    expect(
      (
        await put('deskripsi', [
          ...deskripsi(A, 'Teks rekan yang lebih baru.', versionA + 1),
          ...deskripsi(C, 'Teks rekan untuk C.', 0),
        ])
      ).statusCode,
    ).toBe(200);
    const stale = await reset();
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('penilaian.conflict');
    const name = await nameOfGuru(school, fx.guruId);
    expect(stale.json().conflicts).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          anggota_rombel_id: A,
          kolom: 'capaian',
          value: 'Teks rekan yang lebih baru.',
          version: versionA + 2,
          updated_by: name,
        }),
        expect.objectContaining({
          anggota_rombel_id: C,
          kolom: 'capaian',
          value: 'Teks rekan untuk C.',
          version: 1,
          updated_by: name,
        }),
      ]),
    );
    // nothing was cleared
    const { row } = await capaian();
    expect(row(A).capaian).toBe('Teks rekan yang lebih baru.');
    expect(row(C).capaian).toBe('Teks rekan untuk C.');
    // once the texts now stored are shown, the reset clears them
    expect((await (await resetShown())()).json()).toEqual({ dihapus: 2 });
  });

  it('warns of a description contradicting the scores or the attainment, of judging words, of a classmate’s name and of a copied text', async () => {
    const before = await capaian();
    const version = (id: string) => before.row(id).version;
    const text = (anggota: string, capaianText: string, perlu: string) => [
      {
        anggota_rombel_id: anggota,
        kolom: 'capaian',
        value: capaianText,
        version: version(anggota),
      },
      {
        anggota_rombel_id: anggota,
        kolom: 'perlu_ditingkatkan',
        value: perlu,
        version: version(anggota),
      },
    ];
    const namaD = before.row(D).nama;
    expect(
      (
        await put('deskripsi', [
          // E (no attainment; TP 1 = 70, TP 3 = 80): the sides are swapped
          ...text(
            E,
            'Menunjukkan penguasaan yang baik dalam menguasai materi uji ke-1.',
            'Perlu ditingkatkan dalam menguasai materi uji ke-3.',
          ),
          // A (TP 3 marked tidak tercapai): TP 3 named as achieved; a judging word; D's name
          ...text(
            A,
            'Menunjukkan penguasaan yang baik dalam menguasai materi uji ke-3.',
            `${namaD} masih malas berlatih.`,
          ),
          // B (TP 2 = 90, TP 1 = 80): right, and worded positively
          ...text(
            B,
            'Menunjukkan penguasaan yang baik dalam menguasai materi uji ke-2.',
            'Perlu ditingkatkan dalam menguasai materi uji ke-1.',
          ),
        ])
      ).statusCode,
    ).toBe(200);
    const { row } = await capaian();
    expect(row(E).peringatan).toEqual([
      { kode: 'bertentangan', tp_capaian: [fx.tpIds[0]], tp_ditingkatkan: [fx.tpIds[2]] },
    ]);
    expect(row(A).peringatan).toEqual([
      { kode: 'bertentangan', tp_capaian: [fx.tpIds[2]], tp_ditingkatkan: [] },
      { kode: 'kata-negatif', kata: ['malas'] },
      { kode: 'nama-siswa-lain', nama: namaD.trim().replace(/\s+/g, ' ') },
    ]);
    expect(row(B).peringatan).toEqual([]);

    // D (all TPs 60, nothing to improve on) given B's very text: a copy, on both sides
    const now = await capaian();
    expect(
      (
        await put('deskripsi', [
          {
            anggota_rombel_id: D,
            kolom: 'capaian',
            value: now.row(B).capaian,
            version: now.row(D).version,
          },
          {
            anggota_rombel_id: D,
            kolom: 'perlu_ditingkatkan',
            value: now.row(B).perlu_ditingkatkan,
            version: now.row(D).version,
          },
        ])
      ).statusCode,
    ).toBe(200);
    const copied = await capaian();
    expect(copied.row(D).peringatan).toContainEqual({ kode: 'sama-dengan-lain', jumlah: 1 });
    expect(copied.row(B).peringatan).toEqual([{ kode: 'sama-dengan-lain', jumlah: 1 }]);
    // leave the class as the tests below expect it: no descriptions
    expect((await (await resetShown())()).statusCode).toBe(200);
  });

  it('proposes no good mastery when even the best TP score is below the KKM, and warns of a text that claims it', async () => {
    const db = school.t.database.db;
    const [stored] = await db
      .select({ kkm: pembelajaran.kkm })
      .from(pembelajaran)
      .where(eq(pembelajaran.pembelajaranId, fx.pembelajaranId));
    // The pembelajaran's own KKM: D's TPs, all 60, are below it; E's best, 80, is not.
    await db
      .update(pembelajaran)
      .set({ kkm: 75 })
      .where(eq(pembelajaran.pembelajaranId, fx.pembelajaranId));
    try {
      const { data, row } = await capaian();
      expect(data.kkm).toBe(75);
      expect(row(D).usulan).toEqual({
        capaian:
          'Menunjukkan penguasaan yang mulai berkembang dalam menguasai materi uji ke-1, menguasai materi uji ke-2, menguasai materi uji ke-3.',
        perlu_ditingkatkan: null,
        dasar: 'nilai',
        tp_capaian: fx.tpIds,
        tp_ditingkatkan: [],
        di_bawah_kkm: true,
      });
      expect(row(E).usulan).toEqual({
        capaian: 'Menunjukkan penguasaan yang baik dalam menguasai materi uji ke-3.',
        perlu_ditingkatkan: 'Perlu ditingkatkan dalam menguasai materi uji ke-1.',
        dasar: 'nilai',
        tp_capaian: [fx.tpIds[2]],
        tp_ditingkatkan: [fx.tpIds[0]],
      });

      // A text claiming good mastery (as the proposal wrote it before) is warned of.
      const claimed = await put('deskripsi', [
        {
          anggota_rombel_id: D,
          kolom: 'capaian',
          value: 'Menunjukkan penguasaan yang baik dalam menguasai materi uji ke-1.',
          version: row(D).version,
        },
      ]);
      expect(claimed.statusCode, claimed.body).toBe(200);
      const warned = await capaian();
      expect(warned.row(D).peringatan).toEqual([{ kode: 'di-bawah-kkm', kkm: 75, nilai: 60 }]);
      expect(warned.row(E).peringatan).toEqual([{ kode: 'tanpa-deskripsi' }]);

      // "Terapkan usulan" writes the proposal as shown, which the warning no longer finds.
      const applied = await post('capaian-kompetensi/terapkan-usulan', {
        pembelajaran_id: fx.pembelajaranId,
        siswa: [{ anggota_rombel_id: D, version: warned.row(D).version }],
      });
      expect(applied.statusCode, applied.body).toBe(200);
      const after = (await capaian()).row(D);
      expect(after.capaian).toBe(row(D).usulan.capaian);
      expect(after.peringatan).toEqual([]);
      expect((await (await resetShown())()).statusCode).toBe(200);
    } finally {
      await db
        .update(pembelajaran)
        .set({ kkm: stored?.kkm ?? null })
        .where(eq(pembelajaran.pembelajaranId, fx.pembelajaranId));
    }
  });
});

describe('locks and ownership', () => {
  it('refuses every action while grading is closed, changing nothing', async () => {
    await school.t.app.inject({
      method: 'PUT',
      url: '/api/penilaian/status',
      headers: school.admin,
      payload: { dibuka: false },
    });
    try {
      const { data } = await nilaiAsesmen();
      expect(data.lock?.reason).toBe('status-penilaian');
      expect((await capaian()).data.lock?.reason).toBe('status-penilaian');
      const actions = [
        post('nilai-akhir/gunakan-nilai-asesmen', {
          pembelajaran_id: fx.pembelajaranId,
          siswa: [{ anggota_rombel_id: D, version: 0 }],
          terima_belum_lengkap: [D],
        }),
        post('capaian-kompetensi/terapkan-usulan', { pembelajaran_id: fx.pembelajaranId }),
        (await resetShown())(),
      ];
      for (const response of await Promise.all(actions)) {
        expect(response.statusCode).toBe(423);
        expect(response.json().error.code).toBe('penilaian.locked');
      }
      expect(await storedFinal(D)).toEqual({ value: null, version: 0 });
      expect((await capaian()).row(A).capaian).toBeNull();
    } finally {
      await school.t.app.inject({
        method: 'PUT',
        url: '/api/penilaian/status',
        headers: school.admin,
        payload: { dibuka: true, alasan: 'Uji selesai, dibuka lagi.' },
      });
    }
  });

  it('serves and writes only for the teacher of the pembelajaran', async () => {
    const other = await prepareGrading(school, 1, 1);
    if (other.guruId === fx.guruId) throw new Error('same teacher');
    expect((await get('nilai-akhir', other.guru)).statusCode).toBe(403);
    expect((await get('capaian-kompetensi', other.guru)).statusCode).toBe(403);
    expect(
      (
        await post(
          'capaian-kompetensi/reset',
          { pembelajaran_id: fx.pembelajaranId, siswa: [] },
          other.guru,
        )
      ).statusCode,
    ).toBe(403);
    expect((await get('nilai-akhir', school.admin)).statusCode).toBe(403);
  });
});

describe('parent subject with sub-subjects (domain §5.9)', () => {
  it('keeps the parent’s own final apart and combines it with the sub-subjects’ finals present', async () => {
    expect(
      (await post('nilai-akhir/gabungan', { pembelajaran_id: fx.pembelajaranId })).statusCode,
    ).toBe(422);
    const [parent] = await school.t.database.db
      .select()
      .from(pembelajaran)
      .where(eq(pembelajaran.pembelajaranId, fx.pembelajaranId));
    const childId = randomUUID();
    await school.t.database.db.insert(pembelajaran).values({
      ...parent!,
      pembelajaranId: childId,
      namaMataPelajaran: `${parent!.namaMataPelajaran} (Sub)`,
      indukPembelajaranId: fx.pembelajaranId,
      noUrut: 2,
      isDapodik: false,
    });
    const merdeka = (await get('grid/nilai-akhir')).json<GridData>().pembelajaran.merdeka;
    // The parent's final typed now goes under kompetensi 99, apart from the earlier one.
    const { data, row } = await nilaiAsesmen();
    expect(data.sub_mapel).toEqual([
      { pembelajaran_id: childId, nama_mata_pelajaran: `${parent!.namaMataPelajaran} (Sub)` },
    ]);
    expect(row(A).nilai_akhir).toEqual({ value: null, version: 0 });
    expect(
      (
        await put('nilai-akhir', [
          { anggota_rombel_id: A, kolom: 'nilai', value: 81, version: 0 },
          { anggota_rombel_id: B, kolom: 'nilai', value: 70, version: 0 },
        ])
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await put(
          'nilai-akhir',
          [{ anggota_rombel_id: A, kolom: 'nilai', value: 90, version: 0 }],
          childId,
        )
      ).statusCode,
    ).toBe(200);

    const response = await post('nilai-akhir/gabungan', { pembelajaran_id: fx.pembelajaranId });
    expect(response.statusCode).toBe(200);
    const after = await nilaiAsesmen();
    // (81 + 90) / 2 = 85.5 → 86; B has no sub-subject final: 70, not (70 + 0) / 2.
    expect(after.row(A)).toMatchObject({
      nilai_akhir: { value: 81 },
      nilai_gabungan: 86,
      nilai_sub_mapel: [90],
    });
    expect(after.row(B)).toMatchObject({
      nilai_akhir: { value: 70 },
      nilai_gabungan: 70,
      nilai_sub_mapel: [null],
    });
    expect(after.row(C).nilai_gabungan).toBeNull();
    const stored = await school.t.database.db
      .select()
      .from(nilaiAkhir)
      .where(
        and(eq(nilaiAkhir.pembelajaranId, fx.pembelajaranId), eq(nilaiAkhir.anggotaRombelId, A)),
      );
    expect(stored.map((r) => [r.kompetensiId, r.nilai]).sort()).toEqual(
      [
        [99, 81],
        [merdeka ? 4 : 1, 86],
      ].sort(),
    );
    const history = await school.t.database.db
      .select()
      .from(gradeHistory)
      .where(
        and(
          eq(gradeHistory.tabel, 'nilai_akhir'),
          eq(gradeHistory.anggotaRombelId, B),
          eq(gradeHistory.sumber, 'generate'),
        ),
      );
    expect(history.map((h) => [h.nilaiLama, h.nilaiBaru])).toContainEqual(['85', '70']);
  });
});
