import { describe, expect, it } from 'vitest';
import type { GridColumn } from '@erapor/shared/penilaian/grid.schemas';
import { planPaste, type PasteRow } from './grid-paste';

const TP: GridColumn[] = [1, 2, 3].map((n) => ({
  key: `tp-${n}`,
  label: `TP ${n}`,
  type: 'score',
}));
const SAS: GridColumn[] = [
  { key: 'non-tes', label: 'Non Tes', type: 'score' },
  { key: 'tes', label: 'Tes', type: 'score' },
  { key: 'na', label: 'NA', type: 'score', readOnly: true },
];
const ROWS: PasteRow[] = [
  { id: 'a', nama: 'AGNES SIHOMBING', nisn: '0082743108', values: { 'tp-1': 60, 'tp-2': 70 } },
  { id: 'b', nama: 'ALIF FAHRI AKBAR', nisn: '0085736840', values: { 'tp-1': 61 } },
  { id: 'c', nama: 'ANISA PERMATASARI', nisn: null, values: {} },
];
const at = (row: number, col: number, toRow = row, toCol = col) => ({
  min: { row, col },
  max: { row: toRow, col: toCol },
});
const tsv = (text: string) => text.split('\n').map((line) => line.split('\t'));

describe('planPaste', () => {
  it('writes a block from the active cell', () => {
    const plan = planPaste(tsv('80\t81\n82\t83'), at(0, 1), TP, ROWS, false);
    expect(plan.cells).toEqual([
      { anggota_rombel_id: 'a', kolom: 'tp-2', value: 80 },
      { anggota_rombel_id: 'a', kolom: 'tp-3', value: 81 },
      { anggota_rombel_id: 'b', kolom: 'tp-2', value: 82 },
      { anggota_rombel_id: 'b', kolom: 'tp-3', value: 83 },
    ]);
    expect(plan.written).toEqual(at(0, 1, 1, 2));
    expect(plan).toMatchObject({ blanksKept: 0, rowsOutside: 0, columnsOutside: 0 });
  });

  it('fills every selected cell with one value, counting the computed column it leaves alone', () => {
    const plan = planPaste([['75']], at(0, 0, 1, 2), SAS, ROWS, false);
    expect(plan.cells).toEqual([
      { anggota_rombel_id: 'a', kolom: 'non-tes', value: 75 },
      { anggota_rombel_id: 'a', kolom: 'tes', value: 75 },
      { anggota_rombel_id: 'b', kolom: 'non-tes', value: 75 },
      { anggota_rombel_id: 'b', kolom: 'tes', value: 75 },
    ]);
    expect(plan.written).toEqual(at(0, 0, 1, 1));
    expect(plan.onReadOnly).toBe(2);
  });

  it('keeps a stored value under an empty pasted cell, and counts it', () => {
    const plan = planPaste(tsv('\t90\n91\t'), at(0, 0), TP, ROWS, false);
    expect(plan.cells).toEqual([
      { anggota_rombel_id: 'a', kolom: 'tp-2', value: 90 },
      { anggota_rombel_id: 'b', kolom: 'tp-1', value: 91 },
    ]);
    // a's TP 1 (60) stays; b's TP 2 was empty anyway
    expect(plan.blanksKept).toBe(1);
  });

  it('leaves out the headings and the No, NISN and name columns of a copied class list', () => {
    const list = tsv(
      'No\tNISN\tNama\tTP 1\tTP 2\n1\t0082743108\tAGNES SIHOMBING\t80\t81\n2\t0085736840\tALIF FAHRI AKBAR\t82\t83',
    );
    const plan = planPaste(list, at(0, 0), TP, ROWS, false);
    expect(plan).toMatchObject({ headerSkipped: true, labelColumnsSkipped: 3 });
    expect(plan.cells).toEqual([
      { anggota_rombel_id: 'a', kolom: 'tp-1', value: 80 },
      { anggota_rombel_id: 'a', kolom: 'tp-2', value: 81 },
      { anggota_rombel_id: 'b', kolom: 'tp-1', value: 82 },
      { anggota_rombel_id: 'b', kolom: 'tp-2', value: 83 },
    ]);
  });

  it('leaves out a heading over a single copied column', () => {
    const plan = planPaste(tsv('TP 2\n77\n78'), at(0, 1), TP, ROWS, false);
    expect(plan.headerSkipped).toBe(true);
    expect(plan.cells.map((cell) => [cell.anggota_rombel_id, cell.value])).toEqual([
      ['a', 77],
      ['b', 78],
    ]);
  });

  it('never takes a first line of marks, or a column of marks, for headings or names', () => {
    const marks = planPaste(tsv('-\tsakit\n80\t81'), at(0, 0), TP, ROWS, false);
    expect(marks.headerSkipped).toBe(false);
    expect(marks.labelColumnsSkipped).toBe(0);
    expect(marks.cells[0]).toEqual({ anggota_rombel_id: 'a', kolom: 'tp-1', value: '-' });
    expect(marks.cells[2]).toEqual({ anggota_rombel_id: 'b', kolom: 'tp-1', value: 80 });
  });

  it('counts lines below the class and columns past the last, instead of dropping them unsaid', () => {
    const plan = planPaste(
      tsv('1\t2\t3\n4\t5\t6\n7\t8\t9\n10\t11\t12\n13\t14\t15'),
      at(1, 1),
      TP,
      ROWS,
      false,
    );
    expect(plan.rowsOutside).toBe(3);
    expect(plan.columnsOutside).toBe(1);
    expect(plan.written).toEqual(at(1, 1, 2, 2));
  });

  it('counts values pasted onto a computed column (SAS NA) and writes the parts', () => {
    const plan = planPaste(tsv('70\t72\t71'), at(0, 0), SAS, ROWS, false);
    expect(plan.onReadOnly).toBe(1);
    expect(plan.cells.map((cell) => cell.kolom)).toEqual(['non-tes', 'tes']);
  });

  it('repeats one line down the selected rows, and writes nothing while locked', () => {
    const plan = planPaste(tsv('88'), at(0, 2, 2, 2), TP, ROWS, false);
    expect(plan.cells.map((cell) => cell.anggota_rombel_id)).toEqual(['a', 'b', 'c']);
    expect(planPaste(tsv('88'), at(0, 2), TP, ROWS, true).cells).toEqual([]);
  });
});
