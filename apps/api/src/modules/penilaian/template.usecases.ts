import type { GridData, GridKind } from '@erapor/shared/penilaian/grid.schemas';
import { isMapelAkademik, agamaOfMapel } from '@erapor/shared/penilaian/mapel-khusus';
import type { PtsRingkasan, TemplateKind } from '@erapor/shared/penilaian/template.schemas';
import type { AppContext } from '../../app-context';
import type { Session } from '../../plugins/access';
import { AppError } from '../../plugins/errors';
import { findSemester } from '../semester/semester.repository';
import { readRows } from './grade-store';
import { getGrid, TABLES } from './grid.usecases';
import { pembelajaranOfGuru, siswaOf } from './penilaian.repository';
import {
  buildTemplate,
  columnId,
  type TemplateColumn,
  type TemplateStudent,
} from './template.xlsx';
import { guruIdOfUser } from '../referensi/peserta-didik.repository';

/** The grids one template covers: the Nilai Akhir template also carries the TP attainment. */
const GRIDS_OF: Record<TemplateKind, GridKind[]> = {
  slm: ['slm'],
  sas: ['sas'],
  'nilai-akhir': ['nilai-akhir', 'ketercapaian'],
  pts: ['pts'],
};

/** The grids of the template, read the way the grid screens read them (same checks and rows). */
export async function gridsOf(
  ctx: AppContext,
  session: Session,
  kind: TemplateKind,
  pembelajaranId: string,
): Promise<GridData[]> {
  const grids: GridData[] = [];
  // One after the other: the first one refuses a teacher who may not grade this pembelajaran.
  for (const gridKind of GRIDS_OF[kind]) {
    grids.push(await getGrid(ctx, session, gridKind, pembelajaranId));
  }
  return grids;
}

/** A grid column's heading in a template (and in its report): attainment columns say so. */
export function templateColumnLabel(kind: GridKind, label: string): string {
  return kind === 'ketercapaian' ? `Ketercapaian ${label}` : label;
}

function columnsOf(grids: readonly GridData[]): TemplateColumn[] {
  return grids.flatMap((grid) =>
    grid.columns.map((column) => ({
      kind: grid.kind,
      key: column.key,
      label: templateColumnLabel(grid.kind, column.label),
      description: column.description,
      type: column.type,
      readOnly: column.readOnly,
    })),
  );
}

function slug(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
}

/** The workbook of a grid with its students and current values, and the name to save it as. */
export async function downloadTemplate(
  ctx: AppContext,
  session: Session,
  kind: TemplateKind,
  pembelajaranId: string,
): Promise<{ filename: string; bytes: Buffer }> {
  const grids = await gridsOf(ctx, session, kind, pembelajaranId);
  const main = grids[0]!;
  if (kind === 'slm' && main.columns.length === 0) {
    throw new AppError(
      422,
      'penilaian.templat_tanpa_tp',
      'Belum ada Tujuan Pembelajaran yang dipetakan ke mata pelajaran ini, sehingga templat belum dapat dibuat. Tambahkan TP di menu Tujuan Pembelajaran.',
    );
  }
  const semester = await findSemester(ctx.db, session.semesterId);
  const students: TemplateStudent[] = main.rows.map((row) => {
    const values: TemplateStudent['values'] = {};
    const versions: TemplateStudent['versions'] = {};
    for (const grid of grids) {
      const same = grid.rows.find((other) => other.anggota_rombel_id === row.anggota_rombel_id);
      for (const [key, cell] of Object.entries(same?.cells ?? {})) {
        values[columnId(grid.kind, key)] = cell.value;
        versions[columnId(grid.kind, key)] = cell.version;
      }
    }
    return {
      anggotaRombelId: row.anggota_rombel_id,
      nama: row.nama,
      nisn: row.nisn,
      values,
      versions,
    };
  });
  const bytes = await buildTemplate({
    kind,
    pembelajaranId: main.pembelajaran.pembelajaran_id,
    semesterId: session.semesterId,
    semesterNama: semester?.nama ?? session.semesterId,
    mataPelajaran: main.pembelajaran.nama_mata_pelajaran,
    rombel: main.pembelajaran.rombel,
    columns: columnsOf(grids),
    students,
  });
  const filename = `templat-${kind}-${slug(main.pembelajaran.nama_mata_pelajaran)}-${slug(main.pembelajaran.rombel)}.xlsx`;
  return { filename, bytes };
}

/** The teacher's pembelajaran with how many of their students have a mid-semester score. */
export async function ptsRingkasan(ctx: AppContext, session: Session): Promise<PtsRingkasan[]> {
  const guruId = await guruIdOfUser(ctx.db, session.userId);
  if (!guruId) return [];
  const list = (await pembelajaranOfGuru(ctx.db, session, guruId)).filter((row) =>
    isMapelAkademik(row.mataPelajaranId),
  );
  return Promise.all(
    list.map(async (row) => {
      const [siswa, stored] = await Promise.all([
        siswaOf(ctx.db, row.rombonganBelajarId, agamaOfMapel(row.mataPelajaranId)),
        readRows(ctx.db, TABLES.pts, row.pembelajaranId),
      ]);
      const members = new Set(siswa.map((s) => s.anggotaRombelId));
      const graded = stored.filter(
        (entry) => members.has(entry.anggotaRombelId) && entry.values.nilai !== null,
      ).length;
      return {
        pembelajaran_id: row.pembelajaranId,
        nama_mata_pelajaran: row.namaMataPelajaran,
        rombongan_belajar_id: row.rombonganBelajarId,
        rombel: row.rombel,
        tingkat: row.tingkat,
        siap_dinilai: row.kelompokId !== null && row.noUrut !== null,
        kunci_nilai: row.kunciNilai,
        jumlah_siswa: members.size,
        jumlah_dinilai: graded,
      };
    }),
  );
}
