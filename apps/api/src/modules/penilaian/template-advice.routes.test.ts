import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, isNotNull, isNull, ne } from 'drizzle-orm';
import type ExcelJS from 'exceljs';
import type { GridData } from '@erapor/shared/penilaian/grid.schemas';
import { faseOfTingkat } from '@erapor/shared/kurikulum/kurikulum.schemas';
import { agamaOfMapel } from '@erapor/shared/penilaian/mapel-khusus';
import { pullSimulatedSchool, type SimulatedSchool } from '../../test/simulated-school';
import { prepareGrading, type GradingFixture } from '../../test/grading-fixture';
import { capaianPembelajaran, tujuanPembelajaran } from '../kurikulum/kurikulum.table';
import { pesertaDidik } from '../peserta-didik/peserta-didik.table';
import { agama } from '../referensi/referensi.table';
import { anggotaRombel, pembelajaran, rombonganBelajar } from '../rombel/rombel.table';
import { zipBomb } from '../../test/zip-bomb';
import {
  bytesOf,
  keyColumns,
  previewTemplate,
  studentRows,
  templateWorkbook,
  uploadTemplate,
} from '../../test/grade-templates';

// What an upload of a grade template tells the teacher to do next when the file, a row or a
// column is not what the grid expects (QA report 7: the wrong class, a score a hair off a whole
// number, a classmate of another religion, an id typed over another row's, and the wording).

let school: SimulatedSchool;
let fx: GradingFixture;

beforeAll(async () => {
  school = await pullSimulatedSchool({ npsn: '69900413', students: 360 });
  fx = await prepareGrading(school, 3);
}, 120_000);
afterAll(async () => school?.close());

const grid = async (kind: string, headers = fx.guru, pembelajaranId = fx.pembelajaranId) =>
  (
    await school.t.app.inject({
      url: `/api/penilaian/grid/${kind}?pembelajaran_id=${pembelajaranId}`,
      headers,
    })
  ).json<GridData>();
const upload = (kind: string, bytes: Buffer, pembelajaranId = fx.pembelajaranId) =>
  uploadTemplate(school, kind, bytes, { headers: fx.guru, pembelajaranId });
const preview = (kind: string, book: ExcelJS.Workbook) =>
  previewTemplate(school, kind, book, fx.guru, fx.pembelajaranId);

describe('grade template advice', () => {
  it("sends a template of another class the teacher teaches to that class, and a colleague's to its teacher", async () => {
    const db = school.t.database.db;
    const second = await prepareGrading(school, 1, 1);
    const [before] = await db
      .select({ guruId: pembelajaran.guruId, guruPengajarId: pembelajaran.guruPengajarId })
      .from(pembelajaran)
      .where(eq(pembelajaran.pembelajaranId, second.pembelajaranId));
    const [colleague] = await db
      .select({ guruId: pembelajaran.guruId })
      .from(pembelajaran)
      .where(
        and(
          eq(pembelajaran.sekolahId, school.sekolahId),
          isNotNull(pembelajaran.guruId),
          ne(pembelajaran.guruId, fx.guruId),
        ),
      )
      .limit(1);
    const teach = (guruId: string) =>
      db
        .update(pembelajaran)
        .set({ guruId, guruPengajarId: null })
        .where(eq(pembelajaran.pembelajaranId, second.pembelajaranId));
    try {
      await teach(fx.guruId);
      const book = await templateWorkbook(school, 'pts', fx.guru, second.pembelajaranId);
      const bytes = await bytesOf(book);
      const mine = (await grid('pts')).pembelajaran;
      const theirs = (await grid('pts', fx.guru, second.pembelajaranId)).pembelajaran;
      const here = `${mine.nama_mata_pelajaran} kelas ${mine.rombel}`;
      const there = `${theirs.nama_mata_pelajaran} kelas ${theirs.rombel}`;

      const wrong = await upload('pts', bytes);
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json().error.fields.file).toBe(
        `Berkas ini templat untuk ${there}, bukan untuk ${here}. Nilai di berkas ini milik kelas ${theirs.rombel}: pilih rombongan belajar ${theirs.rombel} dan mata pelajaran ${theirs.nama_mata_pelajaran} di layar ini, lalu unggah berkas ini di sana.`,
      );
      // where it was sent, the same file is read
      expect((await upload('pts', bytes, second.pembelajaranId)).statusCode).toBe(200);

      // the class now taught by a colleague: its file is his to upload
      await teach(colleague!.guruId!);
      const colleagues = await upload('pts', bytes);
      expect(colleagues.statusCode).toBe(422);
      expect(colleagues.json().error.fields.file).toBe(
        `Berkas ini templat untuk ${there}, bukan untuk ${here}, dan mata pelajaran itu tidak Anda ajar di semester ini: serahkan berkas ini kepada guru pengajarnya. Untuk ${here}, unduh templat dari layar ini lalu isi.`,
      );
    } finally {
      await db
        .update(pembelajaran)
        .set({ guruId: before!.guruId, guruPengajarId: before!.guruPengajarId })
        .where(eq(pembelajaran.pembelajaranId, second.pembelajaranId));
    }
  });

  it('reads a weighted formula a hair off a whole number as that number; other fractions stay refused', async () => {
    const book = await templateWorkbook(school, 'pts', fx.guru, fx.pembelajaranId);
    const sheet = book.getWorksheet('Nilai')!;
    const column = keyColumns(sheet).get('pts:nilai')!;
    const rows = studentRows(sheet);
    const weighted = 0.3 * 63 + 0.7 * 63;
    expect(Number.isInteger(weighted)).toBe(false); // 62.99999999999999, shown as 63 in Excel
    const values: ExcelJS.CellValue[] = [
      { formula: '0.3*63+0.7*63', result: weighted },
      0.3 * 62 + 0.7 * 92,
      63.00000000000001,
      62.9999,
      '62.99999999999999',
    ];
    values.forEach((value, index) => {
      sheet.getRow(rows[index]!.baris).getCell(column).value = value;
    });
    const result = await preview('pts', book);
    expect(result.cells).toEqual(
      [63, 83, 63].map((value, index) => ({
        kind: 'pts',
        anggota_rombel_id: rows[index]!.id,
        kolom: 'nilai',
        value,
      })),
    );
    expect(result.report.map((item) => [item.baris, item.pesan])).toEqual([
      [rows[3]!.baris, '62,9999 bukan bilangan bulat; tulis nilai bulat 0–100 tanpa koma.'],
      [
        rows[4]!.baris,
        '62,99999999999999 bukan bilangan bulat; tulis nilai bulat 0–100 tanpa koma.',
      ],
    ]);
  });

  it('tells a row of a classmate of another religion, by hidden id or NISN, that he does not take the religion subject', async () => {
    const db = school.t.database.db;
    const candidates = await db
      .select({
        pembelajaranId: pembelajaran.pembelajaranId,
        guruId: pembelajaran.guruId,
        mataPelajaranId: pembelajaran.mataPelajaranId,
        rombonganBelajarId: pembelajaran.rombonganBelajarId,
      })
      .from(pembelajaran)
      .innerJoin(
        rombonganBelajar,
        eq(rombonganBelajar.rombonganBelajarId, pembelajaran.rombonganBelajarId),
      )
      .where(
        and(
          eq(pembelajaran.sekolahId, school.sekolahId),
          eq(rombonganBelajar.jenisRombel, 1),
          isNotNull(pembelajaran.guruId),
          isNull(pembelajaran.deletedAt),
        ),
      )
      .orderBy(asc(pembelajaran.pembelajaranId));
    const religion = candidates.find((row) => agamaOfMapel(row.mataPelajaranId) !== null)!;
    expect(religion).toBeDefined();
    await db
      .update(pembelajaran)
      .set({ kelompokId: 16, noUrut: 2 })
      .where(eq(pembelajaran.pembelajaranId, religion.pembelajaranId));
    const headers = await school.signInGuru(religion.guruId!);
    // classmates outside the subject's religion, with a religion and a NISN on record
    const outsiders = (
      await db
        .select({
          id: anggotaRombel.anggotaRombelId,
          nama: pesertaDidik.nama,
          nisn: pesertaDidik.nisn,
          agamaId: pesertaDidik.agamaId,
          agama: agama.nama,
        })
        .from(anggotaRombel)
        .innerJoin(pesertaDidik, eq(pesertaDidik.pesertaDidikId, anggotaRombel.pesertaDidikId))
        .innerJoin(agama, eq(agama.agamaId, pesertaDidik.agamaId))
        .where(
          and(
            eq(anggotaRombel.rombonganBelajarId, religion.rombonganBelajarId),
            isNull(anggotaRombel.deletedAt),
          ),
        )
        .orderBy(asc(pesertaDidik.nama))
    ).filter((m) => m.agamaId !== agamaOfMapel(religion.mataPelajaranId) && m.nisn);
    expect(outsiders.length).toBeGreaterThanOrEqual(2);
    const [byId, byNisn] = outsiders as [(typeof outsiders)[0], (typeof outsiders)[0]];

    const book = await templateWorkbook(school, 'pts', headers, religion.pembelajaranId);
    const sheet = book.getWorksheet('Nilai')!;
    const column = keyColumns(sheet).get('pts:nilai')!;
    const last = sheet.rowCount;
    // the class's PKK template row copied in (its hidden id), and the class list pasted as
    // name and NISN
    const copied = sheet.getRow(last + 1);
    copied.getCell(1).value = byId.id;
    copied.getCell(3).value = byId.nama;
    copied.getCell(column).value = 80;
    const pasted = sheet.getRow(last + 2);
    pasted.getCell(3).value = byNisn.nama;
    pasted.getCell(4).value = byNisn.nisn;
    pasted.getCell(column).value = 75;

    const result = await previewTemplate(school, 'pts', book, headers, religion.pembelajaranId);
    expect(result.cells).toEqual([]);
    expect(result.report).toEqual(
      [
        [last + 1, byId],
        [last + 2, byNisn],
      ].map(([baris, student]) => {
        const { nama, nisn, agama: namaAgama } = student as (typeof outsiders)[0];
        return {
          baris,
          kolom: null,
          nama_peserta_didik: nama,
          nisn,
          pesan: `Peserta didik ini tidak mengikuti mata pelajaran ini: agama tercatat ${namaAgama}; baris dilewati.`,
        };
      }),
    );
  });

  it("takes the row that agrees with the student when another row carries the student's hidden id, and says what happened to the other", async () => {
    const book = await templateWorkbook(school, 'pts', fx.guru, fx.pembelajaranId);
    const sheet = book.getWorksheet('Nilai')!;
    const column = keyColumns(sheet).get('pts:nilai')!;
    const students = new Map((await grid('pts')).rows.map((row) => [row.anggota_rombel_id, row]));
    const [a, b, c, d] = studentRows(sheet).filter((row) => students.get(row.id)!.nisn);
    const at = (row: { baris: number }) => sheet.getRow(row.baris);
    // Row a (above b) given b's hidden id, its NISN cleared: a's name stays. b's own row is whole.
    at(a!).getCell(1).value = b!.id;
    at(a!).getCell(4).value = null;
    at(a!).getCell(column).value = 81;
    at(b!).getCell(column).value = 90;
    // Rows c and d both with c's id, neither with c's name or NISN: which one is c's cannot be told.
    for (const [row, nama, value] of [
      [c!, 'Orang Ketiga', 60],
      [d!, 'Orang Lain', 70],
    ] as const) {
      at(row).getCell(1).value = c!.id;
      at(row).getCell(3).value = nama;
      at(row).getCell(4).value = null;
      at(row).getCell(column).value = value;
    }

    const result = await preview('pts', book);
    const A = students.get(a!.id)!;
    const B = students.get(b!.id)!;
    const C = students.get(c!.id)!;
    expect(result.cells).toEqual([
      { kind: 'pts', anggota_rombel_id: b!.id, kolom: 'nilai', value: 90 },
    ]);
    expect(result.report.map((item) => [item.baris, item.pesan])).toEqual([
      [
        a!.baris,
        `Kolom ID tersembunyi baris ini milik "${B.nama}", tetapi isi baris ini tidak cocok dengannya (tertulis: "${A.nama}"); nilai "${B.nama}" diambil dari baris ${b!.baris}, yang cocok. Baris ini dilewati dan nilainya tidak diisi untuk siapa pun: bila baris ini untuk peserta didik lain, isi nilainya langsung di lembar nilai.`,
      ],
      [
        c!.baris,
        `Kolom ID tersembunyi baris ini milik "${C.nama}", sama dengan baris ${d!.baris}, dan tidak satu pun cocok dengan nama dan NISN tersimpan (tertulis: "Orang Ketiga"); baris dilewati. Isi nilai "${C.nama}" langsung di lembar nilai.`,
      ],
      [
        d!.baris,
        `Kolom ID tersembunyi baris ini milik "${C.nama}", sama dengan baris ${c!.baris}, dan tidak satu pun cocok dengan nama dan NISN tersimpan (tertulis: "Orang Lain"); baris dilewati. Isi nilai "${C.nama}" langsung di lembar nilai.`,
      ],
    ]);
    expect(result.peringatan).toEqual([]);
  });

  it('says once what is wrong with a PDF, sends a TP template to its menu, and tells a too-large file what to do', async () => {
    const pdf = await upload('pts', Buffer.from('%PDF-1.7\n%âãÏÓ\n'));
    expect(pdf.statusCode).toBe(422);
    expect(pdf.json().error.fields.file).toBe(
      'Berkas ini PDF, bukan Excel (.xlsx). Unduh templat dari layar ini, isi, lalu unggah kembali tanpa mengubah formatnya.',
    );

    // the TP template of the CP the fixture's TPs are under, in the class's phase
    const db = school.t.database.db;
    const [tp] = await db
      .select({ cpId: tujuanPembelajaran.cpId })
      .from(tujuanPembelajaran)
      .where(eq(tujuanPembelajaran.tpId, fx.tpIds[0]!));
    await db
      .update(capaianPembelajaran)
      .set({ fase: faseOfTingkat((await grid('slm')).pembelajaran.tingkat) })
      .where(eq(capaianPembelajaran.cpId, tp!.cpId!));
    const tpTemplate = await school.t.app.inject({
      url: `/api/referensi/tujuan-pembelajaran-templat?pembelajaran_id=${fx.pembelajaranId}&cp_id=${tp!.cpId}`,
      headers: fx.guru,
    });
    expect(tpTemplate.statusCode, tpTemplate.body).toBe(200);
    const asGrades = await upload('slm', tpTemplate.rawPayload);
    expect(asGrades.statusCode).toBe(422);
    expect(asGrades.json().error.fields.file).toBe(
      'Berkas ini templat Tujuan Pembelajaran, bukan templat nilai. Unggah di menu Referensi › Tujuan Pembelajaran; untuk nilai, unduh templat dari layar ini.',
    );

    const large = await upload('pts', zipBomb(9 * 1024 * 1024));
    expect(large.statusCode).toBe(422);
    expect(large.json().error.fields.file).toBe(
      'Isi berkas Excel terlalu besar untuk sebuah templat nilai: mungkin ada lembar tambahan, gambar, atau isian jauh di bawah daftar. Hapus isi tambahan itu lalu simpan dan unggah lagi, atau unduh templat baru dari layar ini dan salin nilainya ke sana.',
    );
  });

  it('tells a TP column whose hidden key was cleared as an edited key, not as a column added to the file', async () => {
    const book = await templateWorkbook(school, 'slm', fx.guru, fx.pembelajaranId);
    const sheet = book.getWorksheet('Nilai')!;
    const keys = keyColumns(sheet);
    const [tp1, tp2] = fx.tpIds as [string, string];
    const [row] = studentRows(sheet);
    sheet.getRow(7).getCell(keys.get(`slm:${tp2}`)!).value = null;
    sheet.getRow(row!.baris).getCell(keys.get(`slm:${tp1}`)!).value = 66;
    sheet.getRow(row!.baris).getCell(keys.get(`slm:${tp2}`)!).value = 77;
    const result = await preview('slm', book);
    expect(result.cells).toEqual([
      { kind: 'slm', anggota_rombel_id: row!.id, kolom: tp1, value: 66 },
    ]);
    expect(result.report.map((item) => [item.baris, item.kolom, item.pesan])).toEqual([
      [
        null,
        'TP 2',
        'Baris tersembunyi di atas judul kolom templat sudah diubah, sehingga kolom TP 2 tidak dapat dicocokkan dengan lembar nilai; isinya dilewati. Unduh templat baru lalu isi lagi.',
      ],
    ]);
  });
});
