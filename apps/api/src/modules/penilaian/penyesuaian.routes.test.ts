import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type {
  GradeHistoryEntry,
  GradeSaveEntry,
  GridConflict,
  GridData,
  GridWriteResult,
} from '@erapor/shared/penilaian/grid.schemas';
import type {
  GunakanNilaiAsesmenResult,
  NilaiAsesmenData,
  BatalkanKeputusanHasil,
  PenyesuaianGuruDaftar,
  PenyesuaianSekolahDaftar,
  SetujuiPenyesuaianHasil,
} from '@erapor/shared/penilaian/nilai-akhir.schemas';
import { pullSimulatedSchool, type SimulatedSchool } from '../../test/simulated-school';
import {
  nameOfGuru,
  prepareGrading,
  putGridCells,
  signInWaka,
  whileGradingClosed,
  type GradingFixture,
} from '../../test/grading-fixture';
import {
  keyColumns,
  previewTemplate,
  studentRows,
  templateWorkbook,
} from '../../test/grade-templates';
import { grantRoles } from '../auth/auth.repository';
import { users } from '../auth/users.table';
import {
  gradeHistory,
  penyesuaianPersetujuan,
  penyesuaianPersetujuanBatal,
} from './penilaian.table';

// A final set after a remedial test or adjusted, with its reason in the grade history (peers.md M4).

let school: SimulatedSchool;
let fx: GradingFixture;
let A: string, B: string;

beforeAll(async () => {
  school = await pullSimulatedSchool({ npsn: '69900431', students: 360 });
  fx = await prepareGrading(school, 2);
  [A, B] = fx.anggota as [string, string];
  const finals = await putGridCells(school, fx.guru, 'nilai-akhir', fx.pembelajaranId, [
    { anggota_rombel_id: A, kolom: 'nilai', value: 68, version: 0 },
    { anggota_rombel_id: B, kolom: 'nilai', value: 80, version: 0 },
  ]);
  expect(finals.statusCode, finals.body).toBe(200);
}, 120_000);
afterAll(async () => school?.close());

const sesuaikan = (payload: object, headers = fx.guru) =>
  school.t.app.inject({
    method: 'PUT',
    url: '/api/penilaian/nilai-akhir/penyesuaian',
    headers,
    payload: { pembelajaran_id: fx.pembelajaranId, ...payload },
  });
const get = <T>(path: string) =>
  school.t.app
    .inject({ method: 'GET', url: `/api/penilaian/${path}`, headers: fx.guru })
    .then((response) => {
      expect(response.statusCode).toBe(200);
      return response.json<T>();
    });
const rowOf = async (id: string) =>
  (await get<NilaiAsesmenData>(`nilai-akhir?pembelajaran_id=${fx.pembelajaranId}`)).rows.find(
    (row) => row.anggota_rombel_id === id,
  )!;
/** B's or A's cell in the typed finals' grid ("Nilai Akhir" form of the screen). */
const finalCell = async (id: string) =>
  (await get<GridData>(`grid/nilai-akhir?pembelajaran_id=${fx.pembelajaranId}`)).rows.find(
    (row) => row.anggota_rombel_id === id,
  )!.cells.nilai;
const historyCount = async () =>
  (
    await school.t.database.db
      .select({ id: gradeHistory.id })
      .from(gradeHistory)
      .where(
        and(
          eq(gradeHistory.pembelajaranId, fx.pembelajaranId),
          eq(gradeHistory.tabel, 'nilai_akhir'),
        ),
      )
  ).length;

describe('remedial and adjustment of a final', () => {
  it('stores the final with its kind and reason, shows them on Nilai Akhir and in both histories', async () => {
    const before = await rowOf(A);
    expect(before.penyesuaian).toBeNull();
    const response = await sesuaikan({
      anggota_rombel_id: A,
      version: before.nilai_akhir.version,
      nilai: 75,
      jenis: 'remedial',
      alasan: '  Remedial TP 1 dan TP 2 tanggal 2 Desember 2026  ',
    });
    expect(response.statusCode).toBe(200);
    const saved = response.json<GridWriteResult>();
    expect(saved.cells).toEqual([
      {
        anggota_rombel_id: A,
        kolom: 'nilai',
        value: 75,
        version: before.nilai_akhir.version + 1,
        remedial: true,
      },
    ]);
    // the typed finals' grid marks it too
    expect(await finalCell(A)).toEqual({
      value: 75,
      version: before.nilai_akhir.version + 1,
      remedial: true,
    });
    expect(await finalCell(B)).toEqual({ value: 80, version: 1 });

    const [teacher] = await school.t.database.db
      .select({ name: users.name })
      .from(users)
      .where(eq(users.guruId, fx.guruId));
    const after = await rowOf(A);
    expect(after.nilai_akhir.value).toBe(75);
    expect(after.penyesuaian).toEqual({
      jenis: 'remedial',
      alasan: 'Remedial TP 1 dan TP 2 tanggal 2 Desember 2026',
      nilai_lama: 68,
      oleh: teacher!.name,
      waktu: expect.any(String),
      persetujuan: null,
    });
    expect((await rowOf(B)).penyesuaian).toBeNull();

    const sel = await get<GradeHistoryEntry[]>(
      `riwayat?pembelajaran_id=${fx.pembelajaranId}&anggota_rombel_id=${A}&kind=nilai-akhir&kolom=nilai`,
    );
    expect(sel[0]).toMatchObject({
      nilai_lama: '68',
      nilai_baru: '75',
      sumber: 'remedial',
      alasan: 'Remedial TP 1 dan TP 2 tanggal 2 Desember 2026',
      // no decision yet
      persetujuan: null,
    });
    expect(sel[1]).toMatchObject({ nilai_baru: '68', sumber: 'grid', alasan: null });
    expect(sel[1]).not.toHaveProperty('persetujuan');
    const lembar = await get<GradeSaveEntry[]>(
      `riwayat-lembar?pembelajaran_id=${fx.pembelajaranId}&kind=nilai-akhir`,
    );
    expect(lembar[0]).toMatchObject({
      sumber: 'remedial',
      alasan: 'Remedial TP 1 dan TP 2 tanggal 2 Desember 2026',
      jumlah_sel: 1,
    });

    // an adjustment after it is the final's latest change
    const adjusted = await sesuaikan({
      anggota_rombel_id: A,
      version: after.nilai_akhir.version,
      nilai: 77,
      jenis: 'adjust',
      alasan: 'Keputusan rapat dewan guru 5 Desember 2026',
    });
    expect(adjusted.statusCode).toBe(200);
    expect(adjusted.json<GridWriteResult>().cells[0]).toMatchObject({
      value: 77,
      disesuaikan: true,
    });
    expect(adjusted.json<GridWriteResult>().cells[0]).not.toHaveProperty('remedial');
    expect((await rowOf(A)).penyesuaian).toMatchObject({ jenis: 'adjust', nilai_lama: 75 });
    expect(await finalCell(A)).toEqual({
      value: 77,
      version: after.nilai_akhir.version + 1,
      disesuaikan: true,
    });
  });

  it('is replaced by a later save of the grid, while the history keeps it', async () => {
    const row = await rowOf(B);
    expect(
      (
        await sesuaikan({
          anggota_rombel_id: B,
          version: row.nilai_akhir.version,
          nilai: 82,
          jenis: 'adjust',
          alasan: 'Nilai proyek susulan diterima',
        })
      ).statusCode,
    ).toBe(200);
    const current = await rowOf(B);
    const typed = await putGridCells(school, fx.guru, 'nilai-akhir', fx.pembelajaranId, [
      { anggota_rombel_id: B, kolom: 'nilai', value: 81, version: current.nilai_akhir.version },
    ]);
    expect(typed.statusCode).toBe(200);
    expect(typed.json<GridWriteResult>().cells[0]).not.toHaveProperty('disesuaikan');
    expect((await rowOf(B)).penyesuaian).toBeNull();
    expect(await finalCell(B)).toEqual({ value: 81, version: current.nilai_akhir.version + 1 });
    const sel = await get<GradeHistoryEntry[]>(
      `riwayat?pembelajaran_id=${fx.pembelajaranId}&anggota_rombel_id=${B}&kind=nilai-akhir`,
    );
    expect(sel.map((entry) => entry.sumber).slice(0, 2)).toEqual(['grid', 'adjust']);
  });

  it('refuses bad input naming the field, and changes nothing', async () => {
    const row = await rowOf(A);
    const valid = {
      anggota_rombel_id: A,
      version: row.nilai_akhir.version,
      nilai: 90,
      jenis: 'remedial',
      alasan: 'Remedial susulan',
    };
    const count = await historyCount();
    const refused = async (payload: object, field: string) => {
      const response = await sesuaikan(payload);
      expect(response.statusCode, response.body).toBe(422);
      const fields = response.json<{ error: { fields: Record<string, string> } }>().error.fields;
      expect(Object.keys(fields)).toContain(field);
      expect(fields[field]).toMatch(/[a-z]/);
    };
    await refused({ ...valid, alasan: '   ab   ' }, 'alasan');
    await refused({ ...valid, alasan: undefined }, 'alasan');
    await refused({ ...valid, nilai: 101 }, 'nilai');
    await refused({ ...valid, nilai: 7.5 }, 'nilai');
    await refused({ ...valid, nilai: '90' }, 'nilai');
    await refused({ ...valid, jenis: 'katrol' }, 'jenis');
    await refused({ ...valid, version: -1 }, 'version');
    await refused({ ...valid, anggota_rombel_id: 'bukan-uuid' }, 'anggota_rombel_id');
    await refused(
      { ...valid, anggota_rombel_id: '7d6c1b3e-0000-4000-8000-000000000001' },
      'anggota_rombel_id',
    );
    // the stored value again: nothing would change, so no reason is recorded
    await refused({ ...valid, nilai: row.nilai_akhir.value }, 'nilai');
    expect(await historyCount()).toBe(count);
    expect((await rowOf(A)).nilai_akhir).toEqual(row.nilai_akhir);
  });

  it('answers 409 with the current final when the version read is stale', async () => {
    const row = await rowOf(A);
    const response = await sesuaikan({
      anggota_rombel_id: A,
      version: row.nilai_akhir.version - 1,
      nilai: 60,
      jenis: 'adjust',
      alasan: 'Salah ketik sebelumnya',
    });
    expect(response.statusCode).toBe(409);
    // who made the current final is named, not given as an id
    expect(response.json<{ conflicts: unknown[] }>().conflicts).toEqual([
      expect.objectContaining({
        anggota_rombel_id: A,
        value: row.nilai_akhir.value,
        updated_by: await nameOfGuru(school, fx.guruId),
      }),
    ]);
    expect((await rowOf(A)).nilai_akhir).toEqual(row.nilai_akhir);
  });

  it('is the teacher’s alone, and refused while grading is closed', async () => {
    const row = await rowOf(A);
    const payload = {
      anggota_rombel_id: A,
      version: row.nilai_akhir.version,
      nilai: 95,
      jenis: 'remedial',
      alasan: 'Remedial kedua',
    };
    expect((await sesuaikan(payload, school.admin)).statusCode).toBe(403);
    const other = await prepareGrading(school, 1, 1);
    expect((await sesuaikan(payload, other.guru)).statusCode).toBe(403);

    await whileGradingClosed(school, async () => {
      const locked = await sesuaikan(payload);
      expect(locked.statusCode).toBe(423);
      expect(locked.json<{ error: { message: string } }>().error.message).toMatch(/ditutup/);
    });
    expect((await rowOf(A)).nilai_akhir).toEqual(row.nilai_akhir);
  });

  it('is kept when the computed grades are then used as finals', async () => {
    const slm = await putGridCells(
      school,
      fx.guru,
      'slm',
      fx.pembelajaranId,
      fx.tpIds.map((tp) => ({ anggota_rombel_id: A, kolom: tp, value: 90, version: 0 })),
    );
    expect(slm.statusCode).toBe(200);
    const row = await rowOf(A);
    expect(row.penyesuaian?.jenis).toBe('adjust');
    expect(row.nilai_asesmen).toBe(90);
    const used = await school.t.app.inject({
      method: 'POST',
      url: '/api/penilaian/nilai-akhir/gunakan-nilai-asesmen',
      headers: fx.guru,
      payload: {
        pembelajaran_id: fx.pembelajaranId,
        siswa: [{ anggota_rombel_id: A, version: row.nilai_akhir.version }],
        terima_belum_lengkap: [A],
      },
    });
    expect(used.statusCode).toBe(200);
    expect(used.json<GunakanNilaiAsesmenResult>()).toMatchObject({
      ditulis: 0,
      dilewati: [{ anggota_rombel_id: A, alasan: 'disesuaikan' }],
    });
    expect((await rowOf(A)).nilai_akhir).toEqual(row.nilai_akhir);
  });

  it('is listed for the administrator with the class, subject, student and reason, newest first', async () => {
    const list = await school.t.app.inject({
      method: 'GET',
      url: '/api/beranda/penyesuaian-nilai',
      headers: school.admin,
    });
    expect(list.statusCode).toBe(200);
    const entries = list.json<PenyesuaianSekolahDaftar>().rows;
    expect(
      entries.map((entry) => [
        entry.anggota_rombel_id,
        entry.jenis,
        entry.nilai_lama,
        entry.nilai_baru,
      ]),
    ).toEqual([
      [B, 'adjust', 80, 82],
      [A, 'adjust', 75, 77],
      [A, 'remedial', 68, 75],
    ]);
    expect(entries[2]).toMatchObject({
      pembelajaran_id: fx.pembelajaranId,
      alasan: 'Remedial TP 1 dan TP 2 tanggal 2 Desember 2026',
      nama: expect.stringMatching(/\S/),
      rombel: expect.stringMatching(/\S/),
      nama_mata_pelajaran: expect.stringMatching(/\S/),
    });
    const forGuru = await school.t.app.inject({
      method: 'GET',
      url: '/api/beranda/penyesuaian-nilai',
      headers: fx.guru,
    });
    expect(forGuru.statusCode).toBe(403);
  });

  it('is approved by the Waka Kurikulum, once, never his own, and all or nothing', async () => {
    const db = school.t.database.db;
    const listFor = async (headers: Record<string, string>) => {
      const response = await school.t.app.inject({
        method: 'GET',
        url: '/api/beranda/penyesuaian-nilai',
        headers,
      });
      expect(response.statusCode).toBe(200);
      return response.json<PenyesuaianSekolahDaftar>();
    };
    const setujui = (ids: unknown, headers: Record<string, string>) =>
      school.t.app.inject({
        method: 'POST',
        url: '/api/beranda/penyesuaian-nilai/setujui',
        headers,
        payload: { ids },
      });
    const approvals = async () => (await db.select().from(penyesuaianPersetujuan)).length;
    // A Waka who teaches elsewhere in the school.
    const { userId: wakaUserId, headers: waka } = await signInWaka(school, fx.guruId);
    const [latest, second, first] = (await listFor(waka)).rows;
    expect([latest, second, first].map((entry) => entry!.persetujuan)).toEqual([null, null, null]);

    // Only the Waka approves: neither the administrator nor the teacher.
    expect((await setujui([first!.id], school.admin)).statusCode).toBe(403);
    expect((await setujui([first!.id], fx.guru)).statusCode).toBe(403);
    // Bad input names the field and approves nothing.
    for (const ids of [[], 'semua', [0], [1.5], [first!.id, 987_654_321], null]) {
      const refused = await setujui(ids, waka);
      expect(refused.statusCode, JSON.stringify(ids)).toBe(422);
      // the field, or one of its entries ('ids.0')
      const fields = Object.keys(refused.json<{ error: { fields: object } }>().error.fields);
      expect(fields.length).toBeGreaterThan(0);
      for (const field of fields) expect(field).toMatch(/^ids(\.\d+)?$/);
    }
    // A grid save is a grade change, not a remedial or adjustment: it cannot be approved.
    const [gridEntry] = await db
      .select({ id: gradeHistory.id })
      .from(gradeHistory)
      .where(
        and(eq(gradeHistory.pembelajaranId, fx.pembelajaranId), eq(gradeHistory.sumber, 'grid')),
      )
      .limit(1);
    expect((await setujui([gridEntry!.id], waka)).statusCode).toBe(422);
    expect(await approvals()).toBe(0);

    const approved = await setujui([latest!.id, second!.id, latest!.id], waka);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json<SetujuiPenyesuaianHasil>()).toEqual({ disetujui: 2, sudah: 0 });
    // What still waits for approval is listed first, though it is the oldest.
    const waiting = await listFor(waka);
    expect(waiting.rows.map((entry) => entry.id)).toEqual([first!.id, latest!.id, second!.id]);
    expect([waiting.total, waiting.belum]).toEqual([3, 1]);
    // Approving again leaves the approval as it was.
    const again = await setujui([first!.id, second!.id, latest!.id], waka);
    expect(again.json<SetujuiPenyesuaianHasil>()).toEqual({ disetujui: 1, sudah: 2 });
    expect(await approvals()).toBe(3);

    const [wakaName] = await db
      .select({ name: users.name })
      .from(users)
      .where(eq(users.userId, wakaUserId));
    const { rows: listed, total, belum } = await listFor(school.admin);
    expect([total, belum]).toEqual([3, 0]);
    expect(listed.map((entry) => entry.persetujuan?.oleh)).toEqual([
      wakaName!.name,
      wakaName!.name,
      wakaName!.name,
    ]);
    expect(Date.parse(listed[0]!.persetujuan!.waktu)).not.toBeNaN();
    expect(listed[0]!.persetujuan).toMatchObject({ keputusan: 'setuju', catatan: null });
    // The teacher sees the approval of the adjustment that made the final.
    expect((await rowOf(A)).penyesuaian?.persetujuan?.oleh).toBe(wakaName!.name);

    // A teacher who is also Waka cannot approve his own adjustment.
    const [guruUser] = await db
      .select({ userId: users.userId })
      .from(users)
      .where(eq(users.guruId, fx.guruId));
    await grantRoles(db, guruUser!.userId, ['waka'], ['20261']);
    const guruWaka = await school.signInGuru(fx.guruId);
    const adjusted = await sesuaikan(
      {
        anggota_rombel_id: B,
        version: (await rowOf(B)).nilai_akhir.version,
        nilai: 84,
        jenis: 'adjust',
        alasan: 'Nilai proyek susulan diterima rapat dewan guru',
      },
      guruWaka,
    );
    expect(adjusted.statusCode, adjusted.body).toBe(200);
    // what waits for approval comes first, whatever its age
    const afterOwn = await listFor(waka);
    expect([afterOwn.total, afterOwn.belum]).toEqual([4, 1]);
    const [own] = afterOwn.rows;
    expect(own!.persetujuan).toBeNull();
    const refused = await setujui([own!.id], guruWaka);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.fields.ids).toMatch(/sendiri/);
    expect((await rowOf(B)).penyesuaian?.persetujuan).toBeNull();
    expect((await setujui([own!.id], waka)).json<SetujuiPenyesuaianHasil>().disetujui).toBe(1);
  });

  it('is marked in the finals grid with the Waka’s refusal, in a conflict, and warned of by a template', async () => {
    const before = await rowOf(B);
    const response = await sesuaikan({
      anggota_rombel_id: B,
      version: before.nilai_akhir.version,
      nilai: 86,
      jenis: 'remedial',
      alasan: 'Remedial TP 3 tanggal 9 Desember 2026',
    });
    expect(response.statusCode, response.body).toBe(200);
    const { headers: waka } = await signInWaka(school, fx.guruId);
    const { rows } = await school.t.app
      .inject({ method: 'GET', url: '/api/beranda/penyesuaian-nilai', headers: waka })
      .then((answer) => answer.json<PenyesuaianSekolahDaftar>());
    const entry = rows.find((row) => row.anggota_rombel_id === B && row.nilai_baru === 86)!;
    const catatan = 'Bukti remedial belum dilampirkan';
    const refused = await school.t.app.inject({
      method: 'POST',
      url: '/api/beranda/penyesuaian-nilai/tolak',
      headers: waka,
      payload: { ids: [entry.id], catatan },
    });
    expect(refused.json()).toEqual({ ditolak: 1, sudah: 0 });
    const version = before.nilai_akhir.version + 1;
    expect(await finalCell(B)).toEqual({
      value: 86,
      version,
      remedial: true,
      remedial_ditolak: catatan,
    });

    // a save of the grid read before the remedial: 409 with the current final, still marked
    const stale = await putGridCells(school, fx.guru, 'nilai-akhir', fx.pembelajaranId, [
      { anggota_rombel_id: B, kolom: 'nilai', value: 70, version: before.nilai_akhir.version },
    ]);
    expect(stale.statusCode).toBe(409);
    expect(stale.json<{ conflicts: GridConflict[] }>().conflicts).toEqual([
      expect.objectContaining({
        anggota_rombel_id: B,
        kolom: 'nilai',
        value: 86,
        version,
        remedial: true,
        remedial_ditolak: catatan,
      }),
    ]);

    // a template filled before the remedial: warned of, its value still offered, nothing saved
    const book = await templateWorkbook(school, 'nilai-akhir', fx.guru, fx.pembelajaranId);
    const sheet = book.getWorksheet('Nilai')!;
    const column = keyColumns(sheet).get('nilai-akhir:nilai')!;
    const rowB = studentRows(sheet).find((row) => row.id === B)!;
    sheet.getRow(rowB.baris).getCell(column).value = 84;
    const count = await historyCount();
    const preview = await previewTemplate(school, 'nilai-akhir', book, fx.guru, fx.pembelajaranId);
    expect(preview.cells).toContainEqual({
      kind: 'nilai-akhir',
      anggota_rombel_id: B,
      kolom: 'nilai',
      value: 84,
    });
    expect(preview.peringatan).toEqual([
      expect.objectContaining({
        baris: rowB.baris,
        pesan: expect.stringMatching(
          /: nilai 86 adalah hasil remedial; berkas ini menggantinya dengan 84\. Bila berkas diisi sebelum remedial,/,
        ),
      }),
    ]);
    // A's final was set by an adjustment: the same warning names it
    const rowA = studentRows(sheet).find((row) => row.id === A)!;
    sheet.getRow(rowA.baris).getCell(column).value = 60;
    const both = await previewTemplate(school, 'nilai-akhir', book, fx.guru, fx.pembelajaranId);
    expect(both.peringatan.map((item) => item.pesan)).toContainEqual(
      expect.stringMatching(
        /adalah hasil penyesuaian; berkas ini menggantinya dengan 60\. Bila berkas diisi sebelum penyesuaian,/,
      ),
    );
    expect(await historyCount()).toBe(count);
    expect((await finalCell(B))?.value).toBe(86);
  });

  it('has its decision taken back by a Waka: it waits again, and the decision taken back is kept', async () => {
    const db = school.t.database.db;
    const { userId: wakaUserId, headers: waka } = await signInWaka(school, fx.guruId);
    const listed = async () =>
      (
        await school.t.app.inject({
          method: 'GET',
          url: '/api/beranda/penyesuaian-nilai',
          headers: waka,
        })
      ).json<PenyesuaianSekolahDaftar>();
    const saya = async () =>
      (
        await school.t.app.inject({
          method: 'GET',
          url: '/api/beranda/penyesuaian-nilai/saya',
          headers: fx.guru,
        })
      ).json<PenyesuaianGuruDaftar>();
    const batal = (ids: unknown, headers: Record<string, string>) =>
      school.t.app.inject({
        method: 'POST',
        url: '/api/beranda/penyesuaian-nilai/batal',
        headers,
        payload: { ids },
      });
    // B's remedial to 86, refused in the test before; one of the approved ones beside it
    const before = await listed();
    const refused = before.rows.find((row) => row.persetujuan?.keputusan === 'tolak')!;
    const approved = before.rows.find((row) => row.persetujuan?.keputusan === 'setuju')!;
    expect(refused.nilai_baru).toBe(86);
    expect((await saya()).ditolak).toBe(1);

    // only the Waka takes a decision back; bad input names the field and changes nothing
    expect((await batal([refused.id], school.admin)).statusCode).toBe(403);
    expect((await batal([refused.id], fx.guru)).statusCode).toBe(403);
    for (const ids of [[], [0], 'semua', [refused.id, 987_654_321]]) {
      const answer = await batal(ids, waka);
      expect(answer.statusCode, JSON.stringify(ids)).toBe(422);
      for (const field of Object.keys(answer.json<{ error: { fields: object } }>().error.fields))
        expect(field).toMatch(/^ids(\.\d+)?$/);
    }
    expect((await listed()).belum).toBe(before.belum);

    const taken = await batal([refused.id, approved.id, refused.id], waka);
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json<BatalkanKeputusanHasil>()).toEqual({ dibatalkan: 2, belum: 0 });
    const after = await listed();
    expect(after.rows.find((row) => row.id === refused.id)!.persetujuan).toBeNull();
    expect(after.rows.find((row) => row.id === approved.id)!.persetujuan).toBeNull();
    expect([after.belum, after.ditolak]).toEqual([before.belum + 2, before.ditolak - 1]);
    // the teacher no longer has a refusal to act on, and the grid no longer marks one
    expect((await saya()).ditolak).toBe(0);
    expect(await finalCell(B)).toEqual(expect.objectContaining({ value: 86, remedial: true }));
    expect(await finalCell(B)).not.toHaveProperty('remedial_ditolak');
    // the grade is not touched, and the decisions taken back are kept with who did it
    expect((await rowOf(B)).nilai_akhir.value).toBe(86);
    const kept = await db
      .select()
      .from(penyesuaianPersetujuanBatal)
      .where(eq(penyesuaianPersetujuanBatal.gradeHistoryId, refused.id));
    expect(kept).toEqual([
      expect.objectContaining({
        keputusan: 'tolak',
        catatan: 'Bukti remedial belum dilampirkan',
        diputuskanOleh: wakaUserId,
        userId: wakaUserId,
      }),
    ]);
    // taking back what has no decision changes nothing; the change can be decided anew
    expect((await batal([refused.id], waka)).json<BatalkanKeputusanHasil>()).toEqual({
      dibatalkan: 0,
      belum: 1,
    });
    const again = await school.t.app.inject({
      method: 'POST',
      url: '/api/beranda/penyesuaian-nilai/setujui',
      headers: waka,
      payload: { ids: [refused.id] },
    });
    expect(again.json<SetujuiPenyesuaianHasil>()).toEqual({ disetujui: 1, sudah: 0 });
    expect((await listed()).rows.find((row) => row.id === refused.id)!.persetujuan).toMatchObject({
      keputusan: 'setuju',
    });
    // the cell's history keeps the refusal taken back, beside the approval now standing
    const riwayat = await get<GradeHistoryEntry[]>(
      `riwayat?pembelajaran_id=${fx.pembelajaranId}&anggota_rombel_id=${B}&kolom=nilai&kind=nilai-akhir`,
    );
    const [wakaName] = await db
      .select({ name: users.name })
      .from(users)
      .where(eq(users.userId, wakaUserId));
    expect(riwayat.find((entry) => entry.id === refused.id)).toMatchObject({
      persetujuan: { keputusan: 'setuju', oleh: wakaName!.name },
      ditarik: [
        {
          keputusan: 'tolak',
          catatan: 'Bukti remedial belum dilampirkan',
          oleh: wakaName!.name,
          ditarik_oleh: wakaName!.name,
        },
      ],
    });
    // only the two entries whose decisions were taken back carry any
    for (const entry of riwayat.filter((item) => item.ditarik !== undefined))
      expect([refused.id, approved.id]).toContain(entry.id);
  });

  it('refuses a remedial that would lower the final, while an adjustment may lower it', async () => {
    const row = await rowOf(A);
    const current = row.nilai_akhir.value as number;
    const count = await historyCount();
    const lower = {
      anggota_rombel_id: A,
      version: row.nilai_akhir.version,
      nilai: current - 10,
      alasan: 'Hasil remedial 10 Desember 2026',
    };
    const refused = await sesuaikan({ ...lower, jenis: 'remedial' });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json<{ error: { fields: Record<string, string> } }>().error.fields).toEqual({
      nilai: `Nilai remedial harus lebih tinggi dari nilai sekarang (${current}).`,
    });
    expect(await historyCount()).toBe(count);
    expect((await rowOf(A)).nilai_akhir).toEqual(row.nilai_akhir);

    const adjusted = await sesuaikan({ ...lower, jenis: 'adjust' });
    expect(adjusted.statusCode, adjusted.body).toBe(200);
    expect((await rowOf(A)).nilai_akhir.value).toBe(current - 10);
    expect((await rowOf(A)).penyesuaian).toMatchObject({ jenis: 'adjust', nilai_lama: current });
  });

  it('refuses a remedial below the Nilai Asesmen shown when no final is stored yet', async () => {
    const C = fx.anggota[2]!;
    const slm = await putGridCells(
      school,
      fx.guru,
      'slm',
      fx.pembelajaranId,
      fx.tpIds.map((tp) => ({ anggota_rombel_id: C, kolom: tp, value: 84, version: 0 })),
    );
    expect(slm.statusCode, slm.body).toBe(200);
    const row = await rowOf(C);
    expect(row.nilai_akhir.value).toBeNull();
    const shown = row.nilai_asesmen as number;
    expect(shown).toBeGreaterThan(60);
    const count = await historyCount();
    const lower = {
      anggota_rombel_id: C,
      version: row.nilai_akhir.version,
      nilai: shown - 5,
      alasan: 'Hasil remedial 11 Desember 2026',
      jenis: 'remedial',
    };
    const refused = await sesuaikan(lower);
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json<{ error: { fields: Record<string, string> } }>().error.fields).toEqual({
      nilai: `Nilai remedial harus lebih tinggi dari Nilai Asesmen (${shown}).`,
    });
    expect(await historyCount()).toBe(count);

    const raised = await sesuaikan({ ...lower, nilai: shown + 5 });
    expect(raised.statusCode, raised.body).toBe(200);
    expect((await rowOf(C)).nilai_akhir.value).toBe(shown + 5);
  });
});
