import { nilaiSumatifAkhir } from '@erapor/shared/penilaian/nilai';
import {
  GRID_CONFLICT_CODE,
  GRID_LOCKED_CODE,
  type GradeHistoryEntry,
  type GradeSaveEntry,
  type GridCellState,
  type GridConflict,
  type GridData,
  type GridKehadiranOrang,
  type GridPerubahan,
  type GridWrite,
} from '@erapor/shared/penilaian/grid.schemas';
import type {
  JenisPenyesuaian,
  PenyesuaianNilaiAkhir,
  RemedialTp,
} from '@erapor/shared/penilaian/nilai-akhir.schemas';

/**
 * An in-memory stand-in for the grid endpoints, for component tests and the dev story only
 * (never imported by the app): versions per cell (per row for `deskripsi`), compare-and-set
 * with 409, idempotent resends, derived SAS NA, 423 when locked, a grade history.
 */

/**
 * ok; offline (no answer); locked (423); expired-once (the next request gets a 401, as with an
 * expired access token); lose-response (the write is stored but its answer never arrives).
 */
export type FakeMode = 'ok' | 'offline' | 'locked' | 'expired-once' | 'lose-response';

export interface FakeAnswer {
  status: number;
  json: unknown;
}

interface Meta {
  updated_by: string | null;
  updated_at: string | null;
}

export function createFakeGridServer(initial: GridData, options: { me?: string } = {}) {
  const grid: GridData = structuredClone(initial);
  const me = options.me ?? 'Guru Mapel';
  const meta = new Map<string, Meta>();
  const history: { anggota: string; entry: GradeHistoryEntry; save: number }[] = [];
  /** The PUT being applied (its cells form one save in the sheet's history); 0 outside one. */
  let currentSave = 0;
  let saves = 0;
  const puts: GridWrite[] = [];
  let mode: FakeMode = 'ok';
  const queuedAnswers: FakeAnswer[] = [];
  const queuedGets: FakeAnswer[] = [];
  let lockMessage = 'Penilaian sudah ditutup oleh administrator.';
  let clock = Date.parse('2026-11-20T08:00:00Z');
  /** Presence: who else is shown as having the grid open; every save with its cursor. */
  let lainnya: GridKehadiranOrang[] = [];
  const changes: GridPerubahan[] = [];
  const heartbeats: { method: string; body: unknown }[] = [];
  /** Presence gets no answer (a proxy blocking it): only the answers of saves tell of changes. */
  let presenceDown = false;
  /** Loads of the grid answered (the first, and every refresh presence asks for). */
  const loads = { count: 0 };

  /** A save was written: its presence cursor. */
  function changed(by: string): number {
    const cursor = changes.length + 1;
    changes.push({ cursor, nama: by, pada: new Date(clock).toISOString(), sendiri: by === me });
    return cursor;
  }

  /** The newest change the asking grid did not name as its own (`milik`), as the server answers. */
  function perubahanFor(body: unknown): GridPerubahan | null {
    const milik = (body as { milik?: number[] } | null)?.milik ?? [];
    const shown = changes.filter((c) => !(c.sendiri && milik.includes(c.cursor)));
    return shown.at(-1) ?? null;
  }

  const rowOf = (id: string) => grid.rows.find((row) => row.anggota_rombel_id === id);
  const rowVersioned = grid.kind === 'deskripsi';

  function store(
    id: string,
    kolom: string,
    value: GridCellState['value'],
    by: string,
    version?: number,
  ) {
    const row = rowOf(id)!;
    const old = row.cells[kolom] ?? { value: null, version: 0 };
    const next = version ?? old.version + 1;
    // the description texts share one version per student: a write moves the whole row on
    if (rowVersioned) {
      for (const column of grid.columns) {
        row.cells[column.key] = { value: row.cells[column.key]?.value ?? null, version: next };
      }
    }
    row.cells[kolom] = { value, version: next };
    clock += 60_000;
    meta.set(`${id}|${kolom}`, { updated_by: by, updated_at: new Date(clock).toISOString() });
    history.unshift({
      anggota: id,
      save: currentSave,
      entry: {
        id: history.length + 1,
        kind: grid.kind,
        kolom,
        nilai_lama: old.value === null ? null : String(old.value),
        nilai_baru: value === null ? null : String(value),
        version: next,
        oleh: by,
        // as the server tells the asking teacher his own change
        oleh_anda: by === me,
        sumber: 'grid',
        alasan: null,
        waktu: new Date(clock).toISOString(),
      },
    });
    return { anggota_rombel_id: id, kolom, value, version: next };
  }

  function derive(id: string): GridCellState[] {
    if (grid.kind !== 'sas') return [];
    const row = rowOf(id)!;
    const part = (kolom: string) => {
      const value = row.cells[kolom]?.value;
      return typeof value === 'number' ? value : null;
    };
    const na = nilaiSumatifAkhir(part('non-tes'), part('tes'));
    const old = row.cells.na ?? { value: null, version: 0 };
    if (old.value === na) return [];
    row.cells.na = { value: na, version: old.version + 1 };
    return [{ anggota_rombel_id: id, kolom: 'na', value: na, version: old.version + 1 }];
  }

  /**
   * A cell as a 409 names it: its current value and version, and who changed it when (of a
   * row-versioned kind, as the server says it: whoever last changed the row, in any column).
   */
  function conflictOf(id: string, kolom: string): GridConflict {
    const current = rowOf(id)?.cells[kolom] ?? { value: null, version: 0 };
    const who = rowVersioned
      ? grid.columns
          .map((column) => meta.get(`${id}|${column.key}`))
          .reduce<Meta | undefined>(
            (newest, found) =>
              (found?.updated_at ?? '') > (newest?.updated_at ?? '') ? found : newest,
            undefined,
          )
      : meta.get(`${id}|${kolom}`);
    return {
      anggota_rombel_id: id,
      kolom,
      value: current.value,
      version: current.version,
      ...(current.remedial ? { remedial: true as const } : {}),
      ...(current.disesuaikan ? { disesuaikan: true as const } : {}),
      updated_by: who?.updated_by ?? null,
      updated_at: who?.updated_at ?? null,
      // as the server does: the teacher's own change from another tab or device
      oleh_anda: who !== undefined && who.updated_by === me,
    };
  }

  /**
   * A remedial of a TP score or SAS part, or a final's remedial or adjustment: stored with its
   * reason and marked, or a 409 when the version read is stale.
   */
  function recordRemedial(
    body: Pick<RemedialTp, 'anggota_rombel_id' | 'version' | 'nilai' | 'alasan'>,
    kolom: string,
    jenis: JenisPenyesuaian,
  ): FakeAnswer {
    if (mode === 'locked') {
      return { status: 423, json: { error: { code: GRID_LOCKED_CODE, message: lockMessage } } };
    }
    const id = body.anggota_rombel_id;
    const current = rowOf(id)?.cells[kolom];
    if (!current || current.version !== body.version) {
      return {
        status: 409,
        json: {
          error: { code: GRID_CONFLICT_CODE, message: 'Nilai sudah diubah.' },
          conflicts: [conflictOf(id, kolom)],
        },
      };
    }
    const written = store(id, kolom, body.nilai, me);
    const mark = jenis === 'adjust' ? { disesuaikan: true as const } : { remedial: true as const };
    Object.assign(rowOf(id)!.cells[kolom]!, mark);
    history[0]!.entry.sumber = jenis;
    history[0]!.entry.alasan = body.alasan;
    history[0]!.entry.persetujuan = null; // waiting for the Waka
    // a SAS part's remedial brings the NA computed from it
    const derived = derive(id);
    return {
      status: 200,
      json: { cells: [{ ...written, ...mark }, ...derived], cursor: changed(me) },
    };
  }

  function put(body: GridWrite): FakeAnswer {
    puts.push(structuredClone(body));
    const queued = queuedAnswers.shift();
    if (queued) return queued;
    if (mode === 'locked') {
      return { status: 423, json: { error: { code: GRID_LOCKED_CODE, message: lockMessage } } };
    }
    const conflicts: GridConflict[] = [];
    // A row-versioned row read at an older version and written with other texts is refused whole,
    // every column named, as the server does.
    for (const id of rowVersioned ? new Set(body.cells.map((c) => c.anggota_rombel_id)) : []) {
      const cells = rowOf(id)!.cells;
      const sent = body.cells.filter((cell) => cell.anggota_rombel_id === id);
      const stale = sent.some((cell) => (cells[cell.kolom]?.version ?? 0) !== cell.version);
      const same = sent.every((cell) => (cells[cell.kolom]?.value ?? null) === cell.value);
      if (stale && !same) conflicts.push(...grid.columns.map((c) => conflictOf(id, c.key)));
    }
    for (const cell of rowVersioned ? [] : body.cells) {
      const current = rowOf(cell.anggota_rombel_id)?.cells[cell.kolom] ?? {
        value: null,
        version: 0,
      };
      if (current.version !== cell.version && current.value !== cell.value) {
        conflicts.push(conflictOf(cell.anggota_rombel_id, cell.kolom));
      }
    }
    if (conflicts.length > 0) {
      return {
        status: 409,
        json: { error: { code: GRID_CONFLICT_CODE, message: 'Nilai sudah diubah.' }, conflicts },
      };
    }
    const written: GridCellState[] = [];
    const historyBefore = history.length;
    saves += 1;
    currentSave = saves;
    const rows = new Set(body.cells.map((cell) => cell.anggota_rombel_id));
    for (const id of rows) {
      const cells = body.cells.filter((cell) => cell.anggota_rombel_id === id);
      const changed = cells.filter((cell) => rowOf(id)!.cells[cell.kolom]?.value !== cell.value);
      if (rowVersioned) {
        const version =
          (rowOf(id)!.cells[cells[0]!.kolom]?.version ?? 0) + (changed.length ? 1 : 0);
        for (const cell of cells) {
          if (changed.includes(cell)) written.push(store(id, cell.kolom, cell.value, me, version));
          else {
            rowOf(id)!.cells[cell.kolom] = { value: cell.value, version };
            written.push({ ...cell, version });
          }
        }
      } else {
        for (const cell of cells) {
          // A resend of what is already stored is answered, not applied again.
          written.push(
            changed.includes(cell)
              ? store(id, cell.kolom, cell.value, me)
              : { ...cell, version: rowOf(id)!.cells[cell.kolom]?.version ?? 0 },
          );
        }
      }
      written.push(...derive(id));
    }
    currentSave = 0;
    const stored = history.length > historyBefore;
    return { status: 200, json: { cells: written, cursor: stored ? changed(me) : null } };
  }

  return {
    grid,
    puts,
    history,
    setMode(next: FakeMode, message?: string) {
      mode = next;
      if (message) lockMessage = message;
      if (next === 'locked') grid.lock = { reason: 'status-penilaian', message: lockMessage };
    },
    get mode() {
      return mode;
    },
    /** The next write gets this answer instead (a 422, a 503…). */
    answerNextPut(answer: FakeAnswer) {
      queuedAnswers.push(answer);
    },
    /** The next load of the grid gets this answer instead (a 503…). */
    answerNextGet(answer: FakeAnswer) {
      queuedGets.push(answer);
    },
    /** A colleague saves a cell (the next stale write of it answers 409). */
    colleagueWrites(
      id: string,
      kolom: string,
      value: GridCellState['value'],
      by = 'Sari Wulandari, S.Pd.',
    ) {
      store(id, kolom, value, by);
      changed(by);
    },
    /** The same teacher saves a cell from another tab or device (not named by this grid). */
    writesElsewhere(id: string, kolom: string, value: GridCellState['value']) {
      store(id, kolom, value, me);
      changed(me);
    },
    /** Who the next presence answers list as having the grid open too. */
    setOthers(next: GridKehadiranOrang[]) {
      lainnya = next;
    },
    /** Presence requests get no answer from now on. */
    blockPresence() {
      presenceDown = true;
    },
    /** The presence requests received (PUT heartbeats, DELETE on close). */
    heartbeats,
    loads,
    /** Answers one request; `null` means the network is down. */
    handle(method: string, path: string, body: unknown): FakeAnswer | null {
      if (mode === 'offline') return null;
      // Presence is answered apart: it never takes the 401 or the lost answer meant for a save.
      if (path.startsWith(`penilaian/grid/${grid.kind}/kehadiran`)) {
        if (presenceDown) return null;
        heartbeats.push({ method, body });
        return {
          status: 200,
          json: method === 'PUT' ? { lainnya, perubahan: perubahanFor(body), lock: grid.lock } : {},
        };
      }
      if (mode === 'expired-once' && path !== 'jwt/refresh-token') {
        mode = 'ok';
        return {
          status: 401,
          json: { error: { code: 'auth.token_expired', message: 'Sesi berakhir.' } },
        };
      }
      if (method === 'GET' && path.startsWith(`penilaian/grid/${grid.kind}`)) {
        loads.count += 1;
        return queuedGets.shift() ?? { status: 200, json: structuredClone(grid) };
      }
      if (method === 'PUT' && path === `penilaian/grid/${grid.kind}`) {
        const answer = put(body as GridWrite);
        if (mode !== 'lose-response') return answer;
        mode = 'ok';
        return null;
      }
      if (method === 'PUT' && path === `penilaian/grid/${grid.kind}/remedial`) {
        const remedial = body as RemedialTp;
        return recordRemedial(remedial, remedial.kolom, 'remedial');
      }
      if (method === 'PUT' && path === 'penilaian/nilai-akhir/penyesuaian') {
        const penyesuaian = body as PenyesuaianNilaiAkhir;
        return recordRemedial(penyesuaian, 'nilai', penyesuaian.jenis);
      }
      if (method === 'GET' && path.startsWith('penilaian/riwayat-lembar')) {
        // one entry per PUT, newest first, its cells in the order written
        const bySave = new Map<number, typeof history>();
        for (const item of history.filter((item) => item.save > 0)) {
          bySave.set(item.save, [...(bySave.get(item.save) ?? []), item]);
        }
        const entries: GradeSaveEntry[] = [...bySave.values()].map((items) => {
          const cells = [...items].reverse();
          return {
            waktu: cells[0]!.entry.waktu,
            oleh: cells[0]!.entry.oleh,
            sumber: cells[0]!.entry.sumber,
            alasan: null,
            jumlah_sel: cells.length,
            jumlah_siswa: new Set(cells.map((item) => item.anggota)).size,
            kursor: Date.parse(cells[0]!.entry.waktu) * 1000,
            sel: cells.map((item) => ({
              anggota_rombel_id: item.anggota,
              kolom: item.entry.kolom,
              lama: item.entry.nilai_lama,
              baru: item.entry.nilai_baru,
            })),
          };
        });
        return { status: 200, json: entries };
      }
      if (method === 'GET' && path.startsWith('penilaian/riwayat')) {
        const query = new URLSearchParams(path.split('?')[1]);
        const entries = history
          .filter(
            ({ anggota, entry }) =>
              anggota === query.get('anggota_rombel_id') &&
              (query.get('kolom') === null || entry.kolom === query.get('kolom')) &&
              entry.kind === query.get('kind'),
          )
          .map(({ entry }) => entry);
        return { status: 200, json: entries };
      }
      return {
        status: 404,
        json: { error: { code: 'not_found', message: `Tidak ada ${method} ${path}` } },
      };
    },
  };
}

export type FakeGridServer = ReturnType<typeof createFakeGridServer>;
