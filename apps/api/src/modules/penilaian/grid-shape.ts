import { isScore, nilaiSumatifAkhir } from '@erapor/shared/penilaian/nilai';
import type {
  GridCellState,
  GridCellWrite,
  GridColumn,
  GridKind,
  GridValue,
} from '@erapor/shared/penilaian/grid.schemas';
import { withoutInvisible } from '@erapor/shared/validation/visible-text';
import { AppError } from '../../plugins/errors';
import type { RowWrite, StoredRow, StoredValue } from './grade-store';
import type { PembelajaranRow, TpRow } from './penilaian.repository';
import type { GradingWindow } from './grading-status.repository';

// What each grid kind is made of: its columns, how stored rows show as cells, and how written
// cells become row writes (checked first, naming a wrong cell). No database here.

/** How a cell set by a remedial or an adjustment is marked (and a refusal's note). */
export type RemedialMark = Pick<GridCellState, 'remedial' | 'disesuaikan' | 'remedial_ditolak'>;

/** The kompetensi_id a final grade of this pembelajaran is stored under (domain §2.4, §5.9). */
export function kompetensiOf(row: Pick<PembelajaranRow, 'merdeka' | 'punyaSubMapel'>): number {
  if (row.punyaSubMapel) return 99;
  return row.merdeka ? 4 : 1;
}

export interface KindShape {
  columns: GridColumn[];
  /** Turns a stored row into the grid cells it shows. */
  cellsOf: (row: StoredRow) => { kolom: string; value: StoredValue }[];
}

/** The entry window a grid's writes fall in: Nilai Tengah Semester has its own deadline. */
export const windowOf = (kind: GridKind | undefined): GradingWindow =>
  kind === 'pts' ? 'pts' : 'penilaian';

/** Whether the columns of a kind are the pembelajaran's TPs. */
export const byTp = (kind: GridKind) => kind === 'slm' || kind === 'ketercapaian';

/** The columns of a kind and how stored rows show in them (`tps`: the mapped TPs, for byTp). */
export function shapeOf(kind: GridKind, target: PembelajaranRow, tps: readonly TpRow[]): KindShape {
  const single = (column: string) => (row: StoredRow) => [
    { kolom: column, value: row.values[column] ?? null },
  ];
  switch (kind) {
    case 'slm':
    case 'ketercapaian': {
      const type = kind === 'slm' ? 'score' : 'kompeten';
      const valueColumn = kind === 'slm' ? 'nilai' : 'kompeten';
      return {
        columns: tps.map((tp, index) => ({
          key: tp.tpId,
          label: `TP ${index + 1}`,
          description: tp.deskripsi,
          type,
        })),
        cellsOf: (row) => [{ kolom: row.key, value: row.values[valueColumn] ?? null }],
      };
    }
    case 'sas':
      return {
        columns: [
          {
            key: 'non-tes',
            label: 'Non Tes',
            description: 'Sumatif akhir semester bentuk non-tes (0–100)',
            type: 'score',
          },
          {
            key: 'tes',
            label: 'Tes',
            description: 'Sumatif akhir semester bentuk tes (0–100)',
            type: 'score',
          },
          {
            key: 'na',
            label: 'NA',
            description: 'Rerata bagian yang terisi, dibulatkan',
            type: 'score',
            readOnly: true,
          },
        ],
        cellsOf: (row) => [{ kolom: row.key, value: row.values.nilai ?? null }],
      };
    case 'nilai-akhir': {
      const kompetensi = String(kompetensiOf(target));
      return {
        columns: [
          {
            key: 'nilai',
            label: 'Nilai Akhir',
            description: 'Nilai akhir di rapor (0–100)',
            type: 'score',
          },
        ],
        cellsOf: (row) =>
          row.key === kompetensi ? [{ kolom: 'nilai', value: row.values.nilai ?? null }] : [],
      };
    }
    case 'deskripsi':
      return {
        columns: [
          { key: 'capaian', label: 'Kompetensi yang sudah dicapai', type: 'text' },
          { key: 'perlu_ditingkatkan', label: 'Kompetensi yang perlu ditingkatkan', type: 'text' },
        ],
        cellsOf: (row) => [
          { kolom: 'capaian', value: row.values.capaian ?? null },
          { kolom: 'perlu_ditingkatkan', value: row.values.perlu_ditingkatkan ?? null },
        ],
      };
    case 'pts':
      return {
        columns: [
          {
            key: 'nilai',
            label: 'Nilai Tengah Semester',
            description: 'Nilai 0–100',
            type: 'score',
          },
        ],
        cellsOf: single('nilai'),
      };
  }
}

function invalidCell(index: number, message: string): AppError {
  return new AppError(422, 'request.invalid', `Sel ke-${index + 1}: ${message}`, {
    [`cells.${index}.value`]: message,
  });
}

/**
 * Checks every written cell against the grid's columns and students and turns the cells into
 * row writes; refuses the whole save, naming the cell, when one is wrong.
 */
export function toRowWrites(
  kind: GridKind,
  shape: KindShape,
  target: PembelajaranRow,
  students: ReadonlySet<string>,
  cells: readonly GridCellWrite[],
): RowWrite[] {
  const columns = new Map(shape.columns.map((column) => [column.key, column]));
  const seen = new Set<string>();
  const byRow = new Map<string, RowWrite>();
  cells.forEach((cell, index) => {
    const anggota = cell.anggota_rombel_id.toLowerCase();
    const kolom = columns.has(cell.kolom) ? cell.kolom : cell.kolom.toLowerCase();
    const column = columns.get(kolom);
    if (!column || column.readOnly) {
      throw new AppError(
        422,
        'request.invalid',
        `Sel ke-${index + 1}: kolom "${cell.kolom}" tidak ada di lembar ini.`,
        {
          [`cells.${index}.kolom`]: `Kolom "${cell.kolom}" tidak ada di lembar ini.`,
        },
      );
    }
    if (!students.has(anggota)) {
      throw new AppError(
        422,
        'request.invalid',
        `Sel ke-${index + 1}: peserta didik ini tidak dinilai di mata pelajaran ini.`,
        {
          [`cells.${index}.anggota_rombel_id`]:
            'Peserta didik ini tidak dinilai di mata pelajaran ini.',
        },
      );
    }
    const identity = `${anggota}|${kolom}`;
    if (seen.has(identity)) throw invalidCell(index, 'sel yang sama dikirim dua kali.');
    seen.add(identity);
    const value = normaliseValue(column, cell.value, index);
    const rowKey =
      kind === 'deskripsi' || kind === 'pts'
        ? ''
        : kind === 'nilai-akhir'
          ? String(kompetensiOf(target))
          : kolom;
    const valueColumn =
      kind === 'deskripsi' ? kolom : kind === 'ketercapaian' ? 'kompeten' : 'nilai';
    const rowId = `${anggota}|${rowKey}`;
    const existing = byRow.get(rowId);
    if (existing && existing.version !== cell.version)
      throw invalidCell(index, 'versi sel dalam satu baris berbeda.');
    const write = existing ?? {
      anggotaRombelId: anggota,
      key: rowKey,
      values: {},
      version: cell.version,
    };
    write.values[valueColumn] = value;
    if (cell.sumber === 'import') write.sumber = { ...write.sumber, [valueColumn]: 'import' };
    byRow.set(rowId, write);
  });
  return [...byRow.values()];
}

function normaliseValue(column: GridColumn, value: GridValue, index: number): StoredValue {
  if (value === null || value === '') return null;
  if (column.type === 'score') {
    if (!isScore(value)) throw invalidCell(index, 'nilai harus bilangan bulat 0–100.');
    return value;
  }
  if (column.type === 'kompeten') {
    if (value !== 0 && value !== 1)
      throw invalidCell(index, 'ketercapaian harus 1 (tercapai) atau 0 (tidak tercapai).');
    return value;
  }
  // Only the description columns hold text: the message names what the teacher typed there.
  if (typeof value !== 'string') throw invalidCell(index, 'deskripsi harus berupa teks.');
  const text = value.trim();
  // Zero-width spaces and joiners, which trim() keeps, show nothing on a report card either.
  return withoutInvisible(text).trim() === '' ? null : text;
}

/** Stored rows as the grid cells the client knows. */
export function toCellStates(
  shape: KindShape,
  rows: readonly StoredRow[],
  /** The mark of a cell ("anggota|kolom") this write set by a remedial or an adjustment. */
  markOf: (key: string) => RemedialMark = () => ({}),
): GridCellState[] {
  return rows.flatMap((row) =>
    shape.cellsOf(row).map((cell) => ({
      anggota_rombel_id: row.anggotaRombelId,
      kolom: cell.kolom,
      value: cell.value,
      version: row.version,
      ...markOf(`${row.anggotaRombelId}|${cell.kolom}`),
    })),
  );
}

/**
 * After SAS parts change, the server stores each written student's NA (rounded mean of the parts
 * as they are after the write), as writes of its own (source `generate`) in the same save.
 */
export function sasNaWrites(
  writes: readonly RowWrite[],
  current: readonly StoredRow[],
): RowWrite[] {
  const parts = new Map<string, StoredValue>();
  const naVersion = new Map<string, number>();
  for (const row of current) {
    if (row.key === 'na') naVersion.set(row.anggotaRombelId, row.version);
    else parts.set(`${row.anggotaRombelId}|${row.key}`, row.values.nilai ?? null);
  }
  for (const write of writes)
    parts.set(`${write.anggotaRombelId}|${write.key}`, write.values.nilai ?? null);
  const part = (id: string, jenis: string) =>
    (parts.get(`${id}|${jenis}`) ?? null) as number | null;
  return [...new Set(writes.map((write) => write.anggotaRombelId))].map((id) => ({
    anggotaRombelId: id,
    key: 'na',
    values: { nilai: nilaiSumatifAkhir(part(id, 'non-tes'), part(id, 'tes')) },
    version: naVersion.get(id) ?? 0,
    sumber: { nilai: 'generate' },
  }));
}
