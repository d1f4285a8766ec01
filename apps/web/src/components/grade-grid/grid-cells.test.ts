import { describe, expect, it } from 'vitest';
import type { GridColumn } from '@erapor/shared/penilaian/grid.schemas';
import { nameColumn, valueColumn } from './grid-cells';

const options = { readOnly: false, kompetenLabel: () => '', kompetenHint: '' };
const widths = (column: GridColumn) => {
  const { basis, minWidth, maxWidth } = valueColumn(column, options);
  return { basis, minWidth, maxWidth };
};

describe('grid column widths', () => {
  it('a score column grows to 160px at most and never gets narrower than its longest header word', () => {
    expect(widths({ key: 'tp-1', label: 'TP 1', type: 'score' })).toEqual({
      basis: 84,
      minWidth: 72,
      maxWidth: 160,
    });
    // "Semester": 8 letters of 14px semibold and the header's padding.
    expect(widths({ key: 'nilai', label: 'Nilai Tengah Semester', type: 'score' })).toEqual({
      basis: 100,
      minWidth: 100,
      maxWidth: 160,
    });
  });

  it('an attainment column never shrinks below "Tidak tercapai", so a state is never cut', () => {
    expect(widths({ key: 'tp-1', label: 'TP 1', type: 'kompeten' })).toEqual({
      basis: 136,
      minWidth: 136,
      maxWidth: 200,
    });
  });

  it('a text column has no widest, so its sheet fills the width', () => {
    expect(widths({ key: 'capaian', label: 'Capaian', type: 'text' }).maxWidth).toBeUndefined();
  });

  it('on a phone a text column is as wide as the room beside the names, 120px at least', () => {
    const capaian: GridColumn = { key: 'capaian', label: 'Capaian', type: 'text' };
    const fitted = (textFit: number) => {
      const { basis, minWidth, maxWidth } = valueColumn(capaian, { ...options, textFit });
      return { basis, minWidth, maxWidth };
    };
    expect(fitted(194.6)).toEqual({ basis: 194, minWidth: 194, maxWidth: 194 });
    expect(fitted(90)).toEqual({ basis: 120, minWidth: 120, maxWidth: 120 });
    // scores are not fitted
    expect(
      valueColumn({ key: 'tp-1', label: 'TP 1', type: 'score' }, { ...options, textFit: 194 }),
    ).toMatchObject({ basis: 84, minWidth: 72, maxWidth: 160 });
  });

  it('the name column is 260px, 120px on a phone, and neither grows nor shrinks', () => {
    expect(nameColumn('Nama', false)).toMatchObject({ basis: 260, grow: 0, shrink: 0 });
    expect(nameColumn('Nama', true)).toMatchObject({ basis: 120, grow: 0, shrink: 0 });
  });
});

describe('nameColumn', () => {
  it('grows on a wide screen for the class’s longest name, up to 340px; stays narrow on a phone', () => {
    expect(nameColumn('Nama', false, 12).basis).toBe(260);
    // "AGNES TIURMA TAMPUBOLON": read whole
    expect(nameColumn('Nama', false, 23).basis).toBe(283);
    expect(nameColumn('Nama', false, 60).basis).toBe(340);
    expect(nameColumn('Nama', true, 60).basis).toBe(120);
  });
});
