import {
  kataNegatif,
  klaimDiBawahKkm,
  namaSiswaLain,
  salinanBerbeda,
  tpBertentangan,
  tpDiKeduaSisi,
  usulanDeskripsi,
  type TpUntukDeskripsi,
  type UsulanDeskripsi,
} from '@erapor/shared/penilaian/deskripsi';
import { agamaOfMapel } from '@erapor/shared/penilaian/mapel-khusus';
import { kkmOf } from '@erapor/shared/penilaian/nilai';
import type { GridCellWrite } from '@erapor/shared/penilaian/grid.schemas';
import type {
  CapaianKompetensiData,
  PeringatanDeskripsi,
  ResetDeskripsi,
  ResetDeskripsiResult,
  TerapkanUsulan,
  TerapkanUsulanResult,
} from '@erapor/shared/penilaian/nilai-akhir.schemas';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/client';
import type { Session } from '../../plugins/access';
import { readRows, type StoredRow } from './grade-store';
import { kompetensiOf } from './grid-shape';
import { gradingTarget, TABLES, writeGrid } from './grid.usecases';
import { checkSiswa, gridPembelajaranOf } from './nilai-akhir.usecases';
import { kkmPembelajaran, siswaOf, tpOf, type PembelajaranRow } from './penilaian.repository';

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
const score = (value: unknown) => (typeof value === 'number' ? value : null);

/**
 * What the proposals need: the mapped TPs, each student's attainment flags and SLM scores, and
 * the passing mark the scores are read against.
 */
async function proposalInputs(db: Db, target: PembelajaranRow) {
  const [tps, ketercapaian, slm, marks] = await Promise.all([
    tpOf(db, target.pembelajaranId),
    readRows(db, TABLES.ketercapaian, target.pembelajaranId),
    readRows(db, TABLES.slm, target.pembelajaranId),
    kkmPembelajaran(db, target.pembelajaranId),
  ]);
  const kkm = kkmOf(marks.pembelajaran, marks.kelompok);
  const byStudent = (rows: StoredRow[], column: string) => {
    const map = new Map<string, Map<string, number | null>>();
    for (const row of rows) {
      const entry = map.get(row.anggotaRombelId) ?? new Map<string, number | null>();
      entry.set(row.key, score(row.values[column]));
      map.set(row.anggotaRombelId, entry);
    }
    return map;
  };
  const flags = byStudent(ketercapaian, 'kompeten');
  const scores = byStudent(slm, 'nilai');
  const inputOf = (anggotaRombelId: string): TpUntukDeskripsi[] => {
    const ownFlags = flags.get(anggotaRombelId);
    const ownScores = scores.get(anggotaRombelId);
    return tps.map((tp) => {
      const kompeten = ownFlags?.get(tp.tpId) ?? null;
      return {
        tpId: tp.tpId,
        deskripsi: tp.deskripsi,
        kompeten: kompeten === 0 || kompeten === 1 ? kompeten : null,
        nilai: ownScores?.get(tp.tpId) ?? null,
      };
    });
  };
  return {
    tps,
    kkm,
    inputOf,
    usulanOf: (anggotaRombelId: string): UsulanDeskripsi =>
      usulanDeskripsi(inputOf(anggotaRombelId), kkm),
  };
}

/** The warnings of one student's saved description (see PeringatanDeskripsi). */
function peringatanOf({
  nilai,
  capaian,
  perlu,
  tps,
  kkm,
  nama,
  namaKelas,
  salinan,
}: {
  nilai: number | null;
  capaian: string | null;
  perlu: string | null;
  tps: readonly TpUntukDeskripsi[];
  /** The pembelajaran's passing mark (kkmOf). */
  kkm: number;
  nama: string;
  namaKelas: readonly string[];
  /** Classmates with the very same text whose TPs say otherwise (salinanBerbeda). */
  salinan: number;
}): PeringatanDeskripsi[] {
  const peringatan: PeringatanDeskripsi[] = [];
  if (capaian === null && perlu === null) {
    if (nilai !== null) peringatan.push({ kode: 'tanpa-deskripsi' });
    return peringatan;
  }
  const both = tpDiKeduaSisi(capaian, perlu, tps);
  if (both.length > 0) peringatan.push({ kode: 'tp-di-kedua-sisi', tp: both });
  const wrong = tpBertentangan(capaian, perlu, tps);
  if (wrong.capaian.length > 0 || wrong.ditingkatkan.length > 0)
    peringatan.push({
      kode: 'bertentangan',
      tp_capaian: wrong.capaian,
      tp_ditingkatkan: wrong.ditingkatkan,
    });
  const klaim = klaimDiBawahKkm(capaian, tps, kkm);
  if (klaim !== null) peringatan.push({ kode: 'di-bawah-kkm', ...klaim });
  const kata = kataNegatif([capaian, perlu], tps);
  if (kata.length > 0) peringatan.push({ kode: 'kata-negatif', kata });
  const lain = namaSiswaLain([capaian, perlu], nama, namaKelas);
  if (lain !== null) peringatan.push({ kode: 'nama-siswa-lain', nama: lain });
  if (salinan > 0) peringatan.push({ kode: 'sama-dengan-lain', jumlah: salinan });
  return peringatan;
}

/**
 * The Capaian Kompetensi screen: per student the final, the saved description, the proposal
 * (from the attainment, else from the TP scores) and the warnings of PeringatanDeskripsi.
 */
export async function getCapaianKompetensi(
  ctx: AppContext,
  session: Session,
  pembelajaranId: string,
): Promise<CapaianKompetensiData> {
  const { pembelajaran: target, lock } = await gradingTarget(ctx.db, session, pembelajaranId);
  const [siswa, inputs, finals, deskripsi] = await Promise.all([
    siswaOf(ctx.db, target.rombonganBelajarId, agamaOfMapel(target.mataPelajaranId)),
    proposalInputs(ctx.db, target),
    readRows(ctx.db, TABLES['nilai-akhir'], target.pembelajaranId),
    readRows(ctx.db, TABLES.deskripsi, target.pembelajaranId),
  ]);
  const finalKey = String(kompetensiOf(target));
  const namaKelas = siswa.map((student) => student.nama);
  const saved = new Map(deskripsi.map((row) => [row.anggotaRombelId, row]));
  const siswaRows = siswa.map((student) => {
    const row = saved.get(student.anggotaRombelId);
    // the student's TPs, once: the proposal and the warnings both read them
    const tps = inputs.inputOf(student.anggotaRombelId);
    return {
      student,
      id: student.anggotaRombelId,
      saved: row,
      capaian: text(row?.values.capaian),
      perluDitingkatkan: text(row?.values.perlu_ditingkatkan),
      tps,
      usulan: usulanDeskripsi(tps, inputs.kkm),
    };
  });
  const salinan = salinanBerbeda(siswaRows);
  return {
    pembelajaran: gridPembelajaranOf(target),
    lock,
    kkm: inputs.kkm,
    tp: inputs.tps.map((tp, index) => ({
      tp_id: tp.tpId,
      label: `TP ${index + 1}`,
      deskripsi: tp.deskripsi,
    })),
    rows: siswaRows.map(
      ({ student, id, saved: row, capaian, perluDitingkatkan: perlu, tps, usulan }) => {
        const nilai = score(
          finals.find((final) => final.anggotaRombelId === id && final.key === finalKey)?.values
            .nilai,
        );
        const peringatan = peringatanOf({
          nilai,
          capaian,
          perlu,
          tps,
          kkm: inputs.kkm,
          nama: student.nama,
          namaKelas,
          salinan: salinan.get(id) ?? 0,
        });
        return {
          anggota_rombel_id: id,
          nama: student.nama,
          nisn: student.nisn,
          nilai_akhir: nilai,
          capaian,
          perlu_ditingkatkan: perlu,
          version: row?.version ?? 0,
          usulan: {
            capaian: usulan.capaian,
            perlu_ditingkatkan: usulan.perluDitingkatkan,
            dasar: usulan.dasar,
            tp_capaian: usulan.tpCapaian,
            tp_ditingkatkan: usulan.tpDitingkatkan,
            ...(usulan.diBawahKkm ? { di_bawah_kkm: true as const } : {}),
          },
          peringatan,
        };
      },
    ),
  };
}

/**
 * "Terapkan usulan": saves the proposals (source 'generate') for the chosen students with the
 * versions the browser read, or for every student without a saved description. A student with
 * nothing to propose is left alone.
 */
export async function terapkanUsulan(
  ctx: AppContext,
  session: Session,
  body: TerapkanUsulan,
): Promise<TerapkanUsulanResult> {
  const { pembelajaran: target } = await gradingTarget(ctx.db, session, body.pembelajaran_id);
  let chosen: { id: string; version: number }[];
  if (body.siswa) {
    await checkSiswa(ctx.db, target, body.siswa);
    chosen = body.siswa.map((entry) => ({
      id: entry.anggota_rombel_id.toLowerCase(),
      version: entry.version,
    }));
  } else {
    const [siswa, deskripsi] = await Promise.all([
      siswaOf(ctx.db, target.rombonganBelajarId, agamaOfMapel(target.mataPelajaranId)),
      readRows(ctx.db, TABLES.deskripsi, target.pembelajaranId),
    ]);
    chosen = siswa.flatMap((student) => {
      const saved = deskripsi.find((row) => row.anggotaRombelId === student.anggotaRombelId);
      const empty =
        !saved ||
        (text(saved.values.capaian) === null && text(saved.values.perlu_ditingkatkan) === null);
      return empty ? [{ id: student.anggotaRombelId, version: saved?.version ?? 0 }] : [];
    });
  }
  const inputs = await proposalInputs(ctx.db, target);
  const cells: GridCellWrite[] = [];
  const tanpaUsulan: string[] = [];
  for (const { id, version } of chosen) {
    const usulan = inputs.usulanOf(id);
    if (usulan.dasar === 'kosong') {
      tanpaUsulan.push(id);
      continue;
    }
    cells.push(
      { anggota_rombel_id: id, kolom: 'capaian', value: usulan.capaian, version },
      {
        anggota_rombel_id: id,
        kolom: 'perlu_ditingkatkan',
        value: usulan.perluDitingkatkan,
        version,
      },
    );
  }
  const written = await writeGrid(
    ctx,
    session,
    'deskripsi',
    target.pembelajaranId,
    cells,
    'generate',
  );
  return { cells: written.cells, ditulis: cells.length / 2, tanpa_usulan: tanpaUsulan };
}

/**
 * "Reset": clears every description of the pembelajaran (stored as null, source 'reset'); the
 * old texts stay in the grade history. Each is cleared at the version the browser showed, so a
 * description changed or written since (a student shown at version 0 now has one) is not wiped
 * unseen: the reset answers 409 with the current rows and clears nothing.
 */
export async function resetDeskripsi(
  ctx: AppContext,
  session: Session,
  body: ResetDeskripsi,
): Promise<ResetDeskripsiResult> {
  const { pembelajaran: target } = await gradingTarget(ctx.db, session, body.pembelajaran_id);
  await checkSiswa(ctx.db, target, body.siswa);
  const shown = new Map(
    body.siswa.map((entry) => [entry.anggota_rombel_id.toLowerCase(), entry.version]),
  );
  const rows = await readRows(ctx.db, TABLES.deskripsi, target.pembelajaranId);
  const students = new Set(
    (await siswaOf(ctx.db, target.rombonganBelajarId, agamaOfMapel(target.mataPelajaranId))).map(
      (s) => s.anggotaRombelId,
    ),
  );
  const cells = rows
    .filter(
      (row) =>
        students.has(row.anggotaRombelId) &&
        (row.values.capaian !== null || row.values.perlu_ditingkatkan !== null),
    )
    .flatMap((row) => {
      // a student not shown (joined the class since) was seen without a description
      const version = shown.get(row.anggotaRombelId) ?? 0;
      return [
        { anggota_rombel_id: row.anggotaRombelId, kolom: 'capaian', value: null, version },
        {
          anggota_rombel_id: row.anggotaRombelId,
          kolom: 'perlu_ditingkatkan',
          value: null,
          version,
        },
      ];
    });
  await writeGrid(ctx, session, 'deskripsi', target.pembelajaranId, cells, 'reset');
  return { dihapus: cells.length / 2 };
}
