import { describe, expect, it } from 'vitest';
import type { GridData } from '@erapor/shared/penilaian/grid.schemas';
import {
  EMPTY_EDITS,
  applyConflicts,
  applyEdit,
  baseCell,
  applySaved,
  conflictsBroughtIn,
  dropSettled,
  markSending,
  hasNewer,
  mergeNewer,
  queueAll,
  requeue,
  resolveMine,
  resolveTheirs,
  rowState,
  selectWrites,
  splitRowConflicts,
} from './grid-state';
import { cellKey, isValidValue, parseCellKey, parseKompeten, parseScore } from './grid-values';

const A = '0b6f2d1e-0000-4000-8000-00000000000a';
const B = '0b6f2d1e-0000-4000-8000-00000000000b';

function grid(kind: GridData['kind'] = 'slm'): GridData {
  const text = kind === 'deskripsi';
  return {
    kind,
    pembelajaran: {
      pembelajaran_id: 'p',
      nama_mata_pelajaran: 'Informatika',
      mata_pelajaran_id: 1,
      rombongan_belajar_id: 'r',
      rombel: 'X',
      tingkat: 10,
      merdeka: true,
    },
    lock: null,
    columns: text
      ? [
          { key: 'capaian', label: 'Capaian', type: 'text' },
          { key: 'perlu_ditingkatkan', label: 'Perlu', type: 'text' },
        ]
      : [
          { key: 'tp-1', label: 'TP 1', type: 'score' },
          { key: 'na', label: 'NA', type: 'score', readOnly: true },
        ],
    rows: [A, B].map((id): GridData['rows'][number] => ({
      anggota_rombel_id: id,
      peserta_didik_id: id,
      nama: id,
      nisn: null,
      cells: text
        ? {
            capaian: { value: 'Baik', version: 4 },
            perlu_ditingkatkan: { value: null, version: 4 },
          }
        : { 'tp-1': { value: 70, version: 2 } },
    })),
  };
}

describe('parsing what a teacher types', () => {
  it.each([
    ['85', 85],
    [' 100 ', 100],
    ['', null],
    ['101', 101],
    ['85,5', '85,5'],
    ['85.5', '85.5'],
    ['-3', '-3'],
    ['delapan', 'delapan'],
  ])('score %j → %j', (text, value) => expect(parseScore(text)).toBe(value));

  it.each([
    ['1', 1],
    ['Tercapai', 1],
    ['t', 't'],
    ['0', 0],
    ['TT', 0],
    ['Tidak  Tercapai', 0],
    ['', null],
    ['mungkin', 'mungkin'],
  ])('kompeten %j → %j', (text, value) => expect(parseKompeten(text)).toBe(value));

  it.each([
    ['score', 0, true],
    ['score', 100, true],
    ['score', 101, false],
    ['score', '85,5', false],
    ['score', null, true],
    ['kompeten', 1, true],
    ['kompeten', 2, false],
    ['text', 'x'.repeat(5001), false],
  ] as const)('%s %j valid: %s', (type, value, valid) =>
    expect(isValidValue(type, value)).toBe(valid),
  );
});

describe('edits, writes and answers', () => {
  const g = grid();
  const a1 = cellKey(A, 'tp-1');
  const b1 = cellKey(B, 'tp-1');

  it('an edit back to the server value is no edit', () => {
    const typed = applyEdit(EMPTY_EDITS, a1, 80, { value: 70, version: 2 });
    expect(typed.drafts[a1]).toEqual({ value: 80, version: 2 });
    expect(applyEdit(typed, a1, 70, { value: 70, version: 2 }).drafts).toEqual({});
  });

  it('sends only queued, valid cells with the version read; read-only columns never', () => {
    let state = applyEdit(EMPTY_EDITS, a1, 88, { value: 70, version: 2 });
    state = applyEdit(state, b1, 'x', { value: 70, version: 2 });
    state = applyEdit(state, cellKey(A, 'na'), 50, { value: null, version: 0 });
    expect(selectWrites(state, g)).toEqual([]);
    state = queueAll(state, g);
    expect(selectWrites(state, g)).toEqual([
      { anggota_rombel_id: A, kolom: 'tp-1', value: 88, version: 2 },
    ]);
    expect(rowState(state, [b1])).toBe('unsaved');
  });

  it('a value typed while the write was in flight stays, on the new version', () => {
    let state = queueAll(applyEdit(EMPTY_EDITS, a1, 88, { value: 70, version: 2 }), g);
    const writes = selectWrites(state, g);
    state = markSending(state, writes);
    expect(rowState(state, [a1])).toBe('pending');
    state = applyEdit(state, a1, 89, { value: 70, version: 2 });
    state = applySaved(state, writes, [
      { anggota_rombel_id: A, kolom: 'tp-1', value: 88, version: 3 },
    ]);
    expect(state.drafts[a1]).toEqual({ value: 89, version: 3 });
    expect(state.sending).toEqual({});
  });

  it.each([
    ['put back to the stored value', 70],
    ['deleted where the cell was empty', null],
  ] as const)('a value %s while the write was in flight is an edit to save after it', (_, back) => {
    const base = { value: back, version: 2 };
    let state = queueAll(applyEdit(EMPTY_EDITS, a1, 88, base), g);
    const writes = selectWrites(state, g);
    state = markSending(state, writes);
    state = applyEdit(state, a1, back, base);
    expect(state.drafts[a1]).toEqual({ value: back, version: 2 });
    state = applySaved(state, writes, [
      { anggota_rombel_id: A, kolom: 'tp-1', value: 88, version: 3 },
    ]);
    // the server has 88 now: the cell stays unsaved, to go with the next Simpan
    expect(state.drafts[a1]).toEqual({ value: back, version: 3 });
    expect(rowState(state, [a1])).toBe('unsaved');
    expect(selectWrites(queueAll(state, g), g)).toEqual([
      { anggota_rombel_id: A, kolom: 'tp-1', value: back, version: 3 },
    ]);
  });

  it('a lost answer requeues the same write; nothing gets a newer version', () => {
    let state = queueAll(applyEdit(EMPTY_EDITS, a1, 88, { value: 70, version: 2 }), g);
    const writes = selectWrites(state, g);
    state = requeue(markSending(state, writes));
    expect(selectWrites(state, g)).toEqual(writes);
  });

  it('a 409 keeps the conflicting cell aside and queues the rest; resolutions per row', () => {
    let state = applyEdit(EMPTY_EDITS, a1, 88, { value: 70, version: 2 });
    state = queueAll(applyEdit(state, b1, 77, { value: 70, version: 2 }), g);
    const writes = selectWrites(state, g);
    const conflict = {
      anggota_rombel_id: A,
      kolom: 'tp-1',
      value: 60,
      version: 5,
      updated_by: 'Sari',
      updated_at: null,
    };
    state = applyConflicts(markSending(state, writes), writes, [conflict]);
    expect(rowState(state, [a1])).toBe('conflict');
    expect(selectWrites(state, g)).toEqual([
      { anggota_rombel_id: B, kolom: 'tp-1', value: 77, version: 2 },
    ]);

    const mine = resolveMine(state, A, false);
    expect(mine.drafts[a1]).toEqual({ value: 88, version: 5 });
    expect(mine.queued[a1]).toBe(true);
    const theirs = resolveTheirs(state, A, false);
    expect(theirs.drafts[a1]).toBeUndefined();
    expect(theirs.conflicts).toEqual({});
  });

  it('descriptions go as a whole row with the row version', () => {
    const d = grid('deskripsi');
    const state = queueAll(
      applyEdit(EMPTY_EDITS, cellKey(A, 'perlu_ditingkatkan'), 'Latihan', {
        value: null,
        version: 4,
      }),
      d,
    );
    expect(selectWrites(state, d)).toEqual([
      { anggota_rombel_id: A, kolom: 'capaian', value: 'Baik', version: 4 },
      { anggota_rombel_id: A, kolom: 'perlu_ditingkatkan', value: 'Latihan', version: 4 },
    ]);
  });

  it('restored edits that the server already has are dropped', () => {
    const state = {
      ...EMPTY_EDITS,
      drafts: { [a1]: { value: 70, version: 1 }, [b1]: { value: 90, version: 2 } },
    };
    expect(Object.keys(dropSettled(state, g).drafts)).toEqual([b1]);
  });
});

describe('where a value came from', () => {
  it('sends a template value as an import until it is retyped, and keeps that through a save', () => {
    const data = grid();
    const a = cellKey(A, 'tp-1');
    const b = cellKey(B, 'tp-1');
    let state = applyEdit(EMPTY_EDITS, a, 81, { value: 70, version: 2 }, 'import');
    state = applyEdit(state, b, 82, { value: 70, version: 2 }, 'import');
    state = applyEdit(state, b, 83, { value: 70, version: 2 });
    state = queueAll(state, data);
    const writes = selectWrites(state, data);
    expect(writes).toEqual([
      { anggota_rombel_id: A, kolom: 'tp-1', value: 81, version: 2, sumber: 'import' },
      { anggota_rombel_id: B, kolom: 'tp-1', value: 83, version: 2 },
    ]);
    // Typed further while the save was in flight: the new value waits on the new version.
    state = markSending(state, writes);
    state = applyEdit(state, a, 90, { value: 70, version: 2 }, 'import');
    state = applySaved(state, writes, [
      { anggota_rombel_id: A, kolom: 'tp-1', value: 81, version: 3 },
      { anggota_rombel_id: B, kolom: 'tp-1', value: 83, version: 3 },
    ]);
    expect(state.drafts[a]).toEqual({ value: 90, version: 3, sumber: 'import' });
  });
});

describe('bringing in a grid someone else changed', () => {
  it('takes their newer cells and lock, but never rolls back a cell this browser knows newer', () => {
    const current = grid();
    // A save of A's cell was answered (version 3) while the refetch was under way.
    current.rows[0]!.cells['tp-1'] = { value: 88, version: 3 };
    const fresh = grid();
    fresh.lock = { reason: 'kunci-nilai', message: 'Dikunci.' };
    fresh.rows[1]!.cells['tp-1'] = { value: 55, version: 5 };
    const merged = mergeNewer(current, fresh);
    expect(merged.rows[0]!.cells['tp-1']).toEqual({ value: 88, version: 3 });
    expect(merged.rows[1]!.cells['tp-1']).toEqual({ value: 55, version: 5 });
    expect(merged.lock?.reason).toBe('kunci-nilai');
    // Nothing newer here: the fresh row itself is used.
    expect(mergeNewer(grid(), fresh).rows[1]).toBe(fresh.rows[1]);
  });

  it('knows whether the fresh grid brings anything this browser does not have', () => {
    const current = grid();
    current.rows[0]!.cells['tp-1'] = { value: 88, version: 3 };
    const fresh = grid();
    fresh.rows[0]!.cells['tp-1'] = { value: 88, version: 3 };
    expect(hasNewer(current, fresh)).toBe(false);
    // An older version (a save answered after the fetch left) is not news either.
    expect(hasNewer(current, grid())).toBe(false);
    fresh.rows[1]!.cells['tp-2'] = { value: 55, version: 1 };
    expect(hasNewer(current, fresh)).toBe(true);
  });
});

describe('edits over a colleague’s change brought in', () => {
  it('become conflicts at once and leave the queue; edits over unchanged cells stay as they are', () => {
    const before = grid();
    let state = applyEdit(EMPTY_EDITS, cellKey(A, 'tp-1'), 90, baseCell(before, A, 'tp-1'));
    state = applyEdit(state, cellKey(B, 'tp-1'), 75, baseCell(before, B, 'tp-1'));
    state = queueAll(state, before);
    const after = grid();
    after.rows[0]!.cells['tp-1'] = { value: 40, version: 3 };
    const next = conflictsBroughtIn(state, after);
    expect(next.conflicts[cellKey(A, 'tp-1')]).toMatchObject({ value: 40, version: 3 });
    expect(cellKey(A, 'tp-1') in next.queued).toBe(false);
    expect(cellKey(B, 'tp-1') in next.queued).toBe(true);
    expect(next.conflicts[cellKey(B, 'tp-1')]).toBeUndefined();
    // The colleague typed the same value: nothing to choose.
    after.rows[0]!.cells['tp-1'] = { value: 90, version: 3 };
    expect(conflictsBroughtIn(state, after)).toBe(state);
  });
});

describe('descriptions: two texts sharing one version per student', () => {
  const d = grid('deskripsi');
  const capaian = cellKey(A, 'capaian');
  const perlu = cellKey(A, 'perlu_ditingkatkan');
  const newest = (kolom: string, value: string | null, version = 5) => ({
    anggota_rombel_id: A,
    kolom,
    value,
    version,
    updated_by: 'Sari',
    updated_at: null,
  });
  const typed = (values: Record<string, string>) => {
    let state = EMPTY_EDITS;
    for (const [key, value] of Object.entries(values))
      state = applyEdit(state, key, value, baseCell(d, A, parseCellKey(key).kolom));
    return queueAll(state, d);
  };

  it('a 409 leaves to the teacher only a text she typed that changed since; the rest is the newest', () => {
    const state = typed({ [capaian]: 'Sangat baik', [perlu]: 'Latihan' });
    // capaian changed since (Baik → Cukup); perlu did not (still empty), only the row's version
    const { clashes, newest: rest } = splitRowConflicts(state, d, [
      newest('capaian', 'Cukup'),
      newest('perlu_ditingkatkan', null),
    ]);
    expect(clashes.map((c) => c.kolom)).toEqual(['capaian']);
    expect(rest.map((c) => c.kolom)).toEqual(['perlu_ditingkatkan']);
    // a column she did not type in is never hers to decide
    const one = typed({ [perlu]: 'Latihan' });
    expect(splitRowConflicts(one, d, [newest('capaian', 'Cukup')]).clashes).toEqual([]);
  });

  it('a row with nothing to decide goes again at once, on the newest version', () => {
    let state = typed({ [perlu]: 'Latihan' });
    const writes = selectWrites(state, d);
    const rest = [newest('capaian', 'Cukup'), newest('perlu_ditingkatkan', null)];
    state = applyConflicts(markSending(state, writes), writes, [], rest);
    expect(state.conflicts).toEqual({});
    expect(state.drafts[perlu]).toEqual({ value: 'Latihan', version: 5 });
    expect(selectWrites(state, d).map((w) => w.version)).toEqual([5, 5]);
  });

  it('“Pakai nilai terbaru” keeps the other text typed, on the newest version, queued to go', () => {
    let state = typed({ [capaian]: 'Sangat baik', [perlu]: 'Latihan' });
    const writes = selectWrites(state, d);
    state = applyConflicts(
      markSending(state, writes),
      writes,
      [newest('capaian', 'Cukup')],
      [newest('perlu_ditingkatkan', null)],
    );
    // the row waits whole while the teacher decides
    expect(selectWrites(state, d)).toEqual([]);
    const theirs = resolveTheirs(state, A, true);
    expect(theirs.drafts).toEqual({ [perlu]: { value: 'Latihan', version: 5 } });
    expect(theirs.queued[perlu]).toBe(true);
  });

  it('a row’s edits typed over different versions go with the oldest, so a stale one is refused, not stored', () => {
    const state = queueAll(
      {
        ...EMPTY_EDITS,
        drafts: {
          [capaian]: { value: 'Sangat baik', version: 5 },
          [perlu]: { value: 'Latihan', version: 4 },
        },
      },
      d,
    );
    expect(selectWrites(state, d).map((w) => w.version)).toEqual([4, 4]);
  });

  it('presence bringing in the other text leaves the typed one an edit, on the newest version', () => {
    const state = typed({ [capaian]: 'Sangat baik' });
    const after = grid('deskripsi');
    after.rows[0]!.cells = {
      capaian: { value: 'Baik', version: 5 },
      perlu_ditingkatkan: { value: 'Latihan dari Sari', version: 5 },
    };
    const next = conflictsBroughtIn(state, after, d);
    expect(next.conflicts).toEqual({});
    expect(next.drafts[capaian]).toEqual({ value: 'Sangat baik', version: 5 });
    // without the grid before, a newer version is all it knows: a conflict, as before
    expect(conflictsBroughtIn(state, after).conflicts[capaian]).toMatchObject({ value: 'Baik' });
    // the typed text itself changed meanwhile: hers to decide
    after.rows[0]!.cells.capaian = { value: 'Cukup', version: 5 };
    expect(conflictsBroughtIn(state, after, d).conflicts[capaian]).toMatchObject({
      value: 'Cukup',
    });
  });
});
