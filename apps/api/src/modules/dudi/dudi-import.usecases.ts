import type { z } from 'zod';
import {
  dudiBodySchema,
  kegiatanBodySchema,
  mouBodySchema,
  type DudiValues,
  type KegiatanValues,
  type MouValues,
} from '@erapor/shared/dudi/dudi.schemas';
import type {
  DudiImportField,
  DudiImportPreview,
  DudiImportPreviewRow,
  DudiImportRow,
  ImportIssue,
} from '@erapor/shared/dudi/dudi-import.schemas';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/client';
import { AppError } from '../../plugins/errors';
import {
  activeTeachers,
  addPembimbing,
  addPeserta,
  findActiveStudents,
  type Scope,
} from './dudi-anggota.repository';
import { IMPORT_COLUMNS } from './dudi-import.xlsx';
import {
  findDudiByNameKota,
  findKegiatanByJudul,
  findMouByNomor,
  insertDudi,
  insertKegiatan,
  insertMou,
  updateDudi,
  updateKegiatan,
  updateMou,
  findDudi,
} from './dudi.repository';

/** A row that passed every check, ready to be saved. */
interface PlannedRow {
  dudi: DudiValues;
  mou: MouValues;
  kegiatan: KegiatanValues;
  guruIds: string[];
  pesertaIds: string[];
}

const LABEL = new Map(
  IMPORT_COLUMNS.map((column) => [column.field, column.header.replace(/\s*\*.*$|\s*\(.*$/, '')]),
);

function issueText(issue: z.core.$ZodIssue, field: DudiImportField): string {
  const label = LABEL.get(field) ?? field;
  if (issue.code === 'custom' || (issue.code === 'invalid_format' && issue.format === 'regex')) {
    return issue.message;
  }
  if (issue.code === 'too_big') return `${label} maksimal ${String(issue.maximum)} karakter.`;
  if (issue.code === 'too_small' || issue.code === 'invalid_type') return `${label} wajib diisi.`;
  return `${label} tidak valid.`;
}

function parsePart<T>(
  schema: z.ZodType<T>,
  input: Record<string, string>,
  fieldOf: Record<string, DudiImportField>,
  issues: ImportIssue[],
): T | null {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) {
    const field = fieldOf[String(issue.path[0])] ?? null;
    issues.push({ field, message: field ? issueText(issue, field) : issue.message });
  }
  return null;
}

export function splitList(text: string): string[] {
  return text
    .split(/[;\n]+/)
    .map((part) => part.trim().replace(/\s+/g, ' '))
    .filter(Boolean);
}

/** NISN cells may use ";", "," or spaces between numbers. */
function splitNisn(text: string): string[] {
  return text.split(/[;,\s]+/).filter(Boolean);
}

const key = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/** Teachers by NUPTK and by name (with or without titles) for matching the supervisor cell. */
async function teacherIndex(db: Db, scope: Scope) {
  const teachers = await activeTeachers(db, scope);
  const byNuptk = new Map<string, string>();
  const byName = new Map<string, string[]>();
  for (const teacher of teachers) {
    if (teacher.nuptk) byNuptk.set(teacher.nuptk, teacher.guruId);
    const ids = byName.get(key(teacher.nama)) ?? [];
    byName.set(key(teacher.nama), [...ids, teacher.guruId]);
  }
  return { byNuptk, byName };
}

/**
 * Checks every row as the forms would, resolves supervisors and participants, and finds rows that
 * repeat or contradict each other; nothing is saved.
 */
export async function validateDudiImport(
  ctx: AppContext,
  scope: Scope,
  rows: DudiImportRow[],
): Promise<{ preview: DudiImportPreview; planned: PlannedRow[] }> {
  const teachers = await teacherIndex(ctx.db, scope);
  const nisns = [...new Set(rows.flatMap((row) => splitNisn(row.peserta)))].filter((n) =>
    /^\d{10}$/.test(n),
  );
  const students = new Map(
    (nisns.length ? await findActiveStudents(ctx.db, scope, { nisns }) : []).map((s) => [
      s.nisn!,
      s.pesertaDidikId,
    ]),
  );
  const seenRows = new Map<string, number>();
  const mouInFile = new Map<string, { baris: number; dudiKey: string; mou: MouValues }>();
  const planned: PlannedRow[] = [];

  const checked: DudiImportPreviewRow[] = [];
  for (const row of rows) {
    const issues: ImportIssue[] = [];
    const dudi = parsePart(
      dudiBodySchema,
      {
        nama: row.nama_dudi,
        bidang_usaha: row.bidang_usaha,
        alamat: row.alamat,
        kota: row.kota,
        telepon: row.telepon,
        email: row.email,
        npwp: row.npwp,
      },
      {
        nama: 'nama_dudi',
        bidang_usaha: 'bidang_usaha',
        alamat: 'alamat',
        kota: 'kota',
        telepon: 'telepon',
        email: 'email',
        npwp: 'npwp',
      },
      issues,
    );
    const mou = parsePart(
      mouBodySchema,
      {
        nomor_mou: row.nomor_mou,
        judul_mou: row.judul_mou,
        tanggal_mulai: row.tanggal_mulai,
        tanggal_selesai: row.tanggal_selesai,
      },
      {
        nomor_mou: 'nomor_mou',
        judul_mou: 'judul_mou',
        tanggal_mulai: 'tanggal_mulai',
        tanggal_selesai: 'tanggal_selesai',
      },
      issues,
    );
    const kegiatan = parsePart(
      kegiatanBodySchema,
      { judul_akt_pd: row.judul_kegiatan, sk_tugas: row.sk_tugas, tgl_sk_tugas: row.tgl_sk_tugas },
      { judul_akt_pd: 'judul_kegiatan', sk_tugas: 'sk_tugas', tgl_sk_tugas: 'tgl_sk_tugas' },
      issues,
    );

    const guruIds: string[] = [];
    for (const token of splitList(row.pembimbing)) {
      const byNuptk = teachers.byNuptk.get(token);
      const byName = teachers.byName.get(key(token)) ?? [];
      if (byNuptk) guruIds.push(byNuptk);
      else if (byName.length === 1) guruIds.push(byName[0]!);
      else if (byName.length > 1) {
        issues.push({
          field: 'pembimbing',
          message: `Nama guru "${token}" dimiliki lebih dari satu guru; tulis NUPTK-nya.`,
        });
      } else {
        const what = /^\d+$/.test(token) ? `NUPTK ${token}` : `Guru "${token}"`;
        issues.push({
          field: 'pembimbing',
          message: `${what} tidak ditemukan di antara guru aktif sekolah ini.`,
        });
      }
    }
    const pesertaIds: string[] = [];
    const badFormat: string[] = [];
    const unknown: string[] = [];
    for (const nisn of new Set(splitNisn(row.peserta))) {
      if (!/^\d{10}$/.test(nisn)) badFormat.push(nisn);
      else if (students.has(nisn)) pesertaIds.push(students.get(nisn)!);
      else unknown.push(nisn);
    }
    if (badFormat.length) {
      issues.push({
        field: 'peserta',
        message: `NISN harus 10 digit angka: ${badFormat.join(', ')}.`,
      });
    }
    if (unknown.length) {
      issues.push({
        field: 'peserta',
        message: `NISN tidak ditemukan di antara peserta didik aktif semester ini: ${unknown.join(', ')}.`,
      });
    }

    const dudiKey = `${key(row.nama_dudi)}|${key(row.kota)}`;
    const rowKey = `${dudiKey}|${key(row.nomor_mou)}|${key(row.judul_kegiatan)}`;
    const firstRow = seenRows.get(rowKey);
    if (firstRow !== undefined) {
      issues.push({
        field: null,
        message: `Baris ini sama dengan baris ${firstRow} (DUDI, nomor MoU dan judul kegiatan sama).`,
      });
    } else if (row.nama_dudi && row.nomor_mou && row.judul_kegiatan)
      seenRows.set(rowKey, row.baris);

    let dudiId: string | null = null;
    let mouOwner: { mouId: string; dudiId: string } | null = null;
    if (dudi) dudiId = await findDudiByNameKota(ctx.db, scope.sekolahId, dudi.nama, dudi.kota);
    if (mou) {
      const earlier = mouInFile.get(key(mou.nomor_mou));
      if (earlier && earlier.dudiKey !== dudiKey) {
        issues.push({
          field: 'nomor_mou',
          message: `Nomor MoU ini dipakai DUDI lain pada baris ${earlier.baris}.`,
        });
      } else if (earlier) {
        if (earlier.mou.judul_mou !== mou.judul_mou) {
          issues.push({
            field: 'judul_mou',
            message: `Judul MoU berbeda dengan baris ${earlier.baris} untuk nomor MoU yang sama.`,
          });
        }
        if (
          earlier.mou.tanggal_mulai !== mou.tanggal_mulai ||
          earlier.mou.tanggal_selesai !== mou.tanggal_selesai
        ) {
          issues.push({
            field: 'tanggal_mulai',
            message: `Tanggal MoU berbeda dengan baris ${earlier.baris} untuk nomor MoU yang sama.`,
          });
        }
      } else mouInFile.set(key(mou.nomor_mou), { baris: row.baris, dudiKey, mou });
      mouOwner = await findMouByNomor(ctx.db, scope.sekolahId, mou.nomor_mou);
      if (mouOwner && mouOwner.dudiId !== dudiId) {
        const owner = await findDudi(ctx.db, scope.sekolahId, mouOwner.dudiId);
        issues.push({
          field: 'nomor_mou',
          message: `Nomor MoU ini sudah dipakai DUDI lain (${owner?.nama ?? '-'}) di sekolah ini.`,
        });
      }
    }

    const valid = issues.length === 0 && dudi !== null && mou !== null && kegiatan !== null;
    if (valid) planned.push({ dudi, mou, kegiatan, guruIds: [...new Set(guruIds)], pesertaIds });
    checked.push({
      ...row,
      valid,
      errors: issues,
      dudi_ada: dudiId !== null,
      mou_ada: mouOwner !== null,
      jumlah_pembimbing: new Set(guruIds).size,
      jumlah_peserta: pesertaIds.length,
    });
  }
  const invalid = checked.filter((row) => !row.valid).length;
  return { preview: { rows: checked, valid: checked.length - invalid, invalid }, planned };
}

/** Keeps what the school already has where the file leaves a cell empty. */
function mergeDudi(
  values: DudiValues,
  existing: NonNullable<Awaited<ReturnType<typeof findDudi>>>,
): DudiValues {
  return {
    nama: existing.nama,
    bidang_usaha: values.bidang_usaha ?? existing.bidangUsaha,
    alamat: values.alamat ?? existing.alamat,
    kota: existing.kota,
    telepon: values.telepon ?? existing.telepon,
    email: values.email ?? existing.email,
    npwp: values.npwp ?? existing.npwp,
  };
}

/**
 * Saves the rows that are valid now (the preview may be stale) in one transaction. Partners match
 * on name and city, agreements on their number, activities on their title, so a second import of
 * the same file adds nothing.
 */
export async function confirmDudiImport(ctx: AppContext, scope: Scope, rows: DudiImportRow[]) {
  const { planned } = await validateDudiImport(ctx, scope, rows);
  if (planned.length === 0) {
    const message = 'Tidak ada baris yang valid untuk disimpan.';
    throw new AppError(422, 'dudi.import_kosong', message, { rows: message });
  }
  const counts = { dudi_baru: 0, mou_baru: 0, peserta_baru: 0 };
  await ctx.db.transaction(async (transaction) => {
    const tx = transaction as Db;
    for (const row of planned) {
      let dudiId = await findDudiByNameKota(tx, scope.sekolahId, row.dudi.nama, row.dudi.kota);
      if (dudiId) {
        const existing = await findDudi(tx, scope.sekolahId, dudiId);
        if (existing) await updateDudi(tx, scope.sekolahId, dudiId, mergeDudi(row.dudi, existing));
      } else {
        dudiId = await insertDudi(tx, scope.sekolahId, row.dudi);
        counts.dudi_baru += 1;
      }
      let mouId = (await findMouByNomor(tx, scope.sekolahId, row.mou.nomor_mou))?.mouId;
      if (mouId) await updateMou(tx, scope.sekolahId, mouId, row.mou);
      else {
        mouId = await insertMou(tx, scope.sekolahId, dudiId, row.mou);
        counts.mou_baru += 1;
      }
      let aktPdId = await findKegiatanByJudul(tx, mouId, row.kegiatan.judul_akt_pd);
      if (aktPdId) {
        if (row.kegiatan.sk_tugas || row.kegiatan.tgl_sk_tugas) {
          await updateKegiatan(tx, scope.sekolahId, aktPdId, row.kegiatan);
        }
      } else aktPdId = await insertKegiatan(tx, scope.sekolahId, mouId, row.kegiatan);
      await addPembimbing(tx, aktPdId, row.guruIds);
      counts.peserta_baru += await addPeserta(tx, aktPdId, row.pesertaIds);
    }
  });
  return { saved: planned.length, skipped: rows.length - planned.length, ...counts };
}
