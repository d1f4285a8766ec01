import { describe, expect, it } from 'vitest';
import type { GridConflict, GridData } from '@erapor/shared/penilaian/grid.schemas';
import {
  EMPTY_EDITS,
  applyConflicts,
  applyEdit,
  applySaved,
  conflictsBroughtIn,
  hasNewer,
  markSending,
  mergeCells,
  queueAll,
  requeue,
  selectWrites,
  type EditsState,
} from './grid-state';
import { cellKey } from './grid-values';
import { ownUnansweredConflicts, rebaseOnOwn } from './unanswered-writes';

const A = '0b6f2d1e-0000-4000-8000-00000000000a';
const B = '0b6f2d1e-0000-4000-8000-00000000000b';

function grid(kind: 'slm' | 'deskripsi' = 'slm'): GridData {
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
      : [{ key: 'tp-1', label: 'TP 1', type: 'score' }],
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

const a1 = cellKey(A, 'tp-1');

/** 88 typed over version 2 and saved; the answer was lost. */
function lostSave(g = grid()): EditsState {
  const state = queueAll(applyEdit(EMPTY_EDITS, a1, 88, { value: 70, version: 2 }), g);
  return requeue(markSending(state, selectWrites(state, g)));
}

function conflict(value: number, version: number, olehAnda: boolean): GridConflict {
  const by = olehAnda ? 'Guru Mapel' : 'Sari';
  return {
    anggota_rombel_id: A,
    kolom: 'tp-1',
    value,
    version,
    updated_by: by,
    updated_at: null,
    oleh_anda: olehAnda,
  };
}

describe('a save whose answer was lost', () => {
  it('is remembered as sent, once however often it is resent; a refusal by the server is not', () => {
    const g = grid();
    let state = lostSave(g);
    state = requeue(markSending(state, selectWrites(state, g)));
    expect(state.unanswered[a1]).toEqual([
      { anggota_rombel_id: A, kolom: 'tp-1', value: 88, version: 2 },
    ]);
    const fresh = queueAll(applyEdit(EMPTY_EDITS, a1, 88, { value: 70, version: 2 }), g);
    expect(requeue(markSending(fresh, selectWrites(fresh, g)), false).unanswered).toEqual({});
  });

  it('makes a value put back afterwards an edit to save, since the server may hold the lost one', () => {
    const state = applyEdit(lostSave(), a1, 70, { value: 70, version: 2 });
    expect(state.drafts[a1]).toEqual({ value: 70, version: 2 });
  });

  it('is forgotten once the server answers for the cell', () => {
    const g = grid();
    const state = lostSave(g);
    const writes = selectWrites(state, g);
    const saved = applySaved(markSending(state, writes), writes, [
      { anggota_rombel_id: A, kolom: 'tp-1', value: 88, version: 3 },
    ]);
    expect(saved.unanswered).toEqual({});
  });

  it.each([
    ['its own value, one version on, by the teacher', true, conflict(88, 3, true)],
    ['the same value by a colleague', false, conflict(88, 3, false)],
    ['another value by the teacher (another tab)', false, conflict(91, 3, true)],
    ['its value, but changed again since (another tab)', false, conflict(88, 4, true)],
  ])('tells a 409 showing %s as its own: %s', (_, own, shown) => {
    const g = grid();
    // typed again before the resend: 89 goes over the version first read
    let state = applyEdit(lostSave(g), a1, 89, { value: 70, version: 2 });
    state = queueAll(state, g);
    const writes = selectWrites(state, g);
    state = markSending(state, writes);
    const mine = ownUnansweredConflicts(state, [shown], false);
    expect(mine).toEqual(own ? [shown] : []);
    const others = own ? [] : [shown];
    const next = applyConflicts(rebaseOnOwn(state, mine, false), writes, others);
    if (own) {
      // no conflict: 89 goes again over the version the lost save made
      expect(next.conflicts).toEqual({});
      expect(selectWrites(next, g)).toEqual([
        { anggota_rombel_id: A, kolom: 'tp-1', value: 89, version: 3 },
      ]);
    } else {
      expect(next.conflicts[a1]).toEqual(shown);
      expect(selectWrites(next, g)).toEqual([]);
    }
    expect(next.unanswered).toEqual({});
  });

  it('leaves nothing to send when the value typed since is the one stored', () => {
    const g = grid();
    let state = queueAll(applyEdit(lostSave(g), a1, 89, { value: 70, version: 2 }), g);
    state = queueAll(applyEdit(state, a1, 88, { value: 70, version: 2 }), g);
    const writes = selectWrites(state, g);
    state = markSending(state, writes);
    const own = ownUnansweredConflicts(state, [conflict(88, 3, true)], false);
    const next = applyConflicts(rebaseOnOwn(state, own, false), writes, []);
    expect(next.drafts).toEqual({});
    expect(selectWrites(next, g)).toEqual([]);
  });

  it('counts for a description row only when every cell the 409 names is its own', () => {
    const d = grid('deskripsi');
    const capaian = cellKey(A, 'capaian');
    const perlu = cellKey(A, 'perlu_ditingkatkan');
    let state = queueAll(applyEdit(EMPTY_EDITS, perlu, 'Latihan', { value: null, version: 4 }), d);
    state = requeue(markSending(state, selectWrites(state, d)));
    state = queueAll(applyEdit(state, capaian, 'Sangat baik', { value: 'Baik', version: 4 }), d);
    const cell = (kolom: string, value: string, olehAnda = true): GridConflict => ({
      anggota_rombel_id: A,
      kolom,
      value,
      version: 5,
      updated_by: 'Guru Mapel',
      updated_at: null,
      oleh_anda: olehAnda,
    });
    const stored = [cell('capaian', 'Baik'), cell('perlu_ditingkatkan', 'Latihan')];
    expect(ownUnansweredConflicts(state, stored, true)).toEqual(stored);
    const changedElsewhere = [cell('capaian', 'Cukup'), cell('perlu_ditingkatkan', 'Latihan')];
    expect(ownUnansweredConflicts(state, changedElsewhere, true)).toEqual([]);

    const writes = selectWrites(state, d);
    const next = applyConflicts(rebaseOnOwn(markSending(state, writes), stored, true), writes, []);
    expect(next.conflicts).toEqual({});
    // the saver shows the stored row as the server's: the rest of the row goes from there
    expect(selectWrites(next, mergeCells(d, stored))).toEqual([
      { anggota_rombel_id: A, kolom: 'capaian', value: 'Sangat baik', version: 5 },
      { anggota_rombel_id: A, kolom: 'perlu_ditingkatkan', value: 'Latihan', version: 5 },
    ]);
  });

  it('brought in by presence is neither news nor a conflict; a colleague’s change beside it is', () => {
    const before = grid();
    const state = applyEdit(lostSave(before), a1, 89, { value: 70, version: 2 });
    const after = grid();
    after.rows[0]!.cells['tp-1'] = { value: 88, version: 3 };
    expect(hasNewer(before, after, state.unanswered)).toBe(false);
    expect(conflictsBroughtIn(state, after)).toBe(state);
    after.rows[1]!.cells['tp-1'] = { value: 55, version: 3 };
    expect(hasNewer(before, after, state.unanswered)).toBe(true);
    // changed again after the lost save: a conflict as before
    after.rows[0]!.cells['tp-1'] = { value: 91, version: 4 };
    expect(conflictsBroughtIn(state, after).conflicts[a1]).toMatchObject({ value: 91 });
  });
});
