import { createStore, del, delMany, get, getMany, keys, set, type UseStore } from 'idb-keyval';
import type { GridValue } from '@erapor/shared/penilaian/grid.schemas';
import { cellKey } from './grid-values';

/**
 * Unsaved grade edits kept on this device (IndexedDB), so that nothing typed is lost to a closed
 * tab, a crash, a dropped network or an expired session. One record per open grid (user, grid
 * kind, pembelajaran and the tab: see `openDraftSlot`); written on every change, removed once
 * everything is saved.
 */

export interface StoredDraft {
  anggota_rombel_id: string;
  kolom: string;
  value: GridValue;
  /** The version the edit was typed over: a resend must carry it, never a newer one. */
  version: number;
  /** The teacher already asked to save it (it was pending when the page closed). */
  queued: boolean;
  /** The value came from an uploaded template. */
  sumber?: 'import';
}

export interface StoredDrafts {
  savedAt: string;
  drafts: StoredDraft[];
}

let store: UseStore | null = null;

function draftStore(): UseStore | null {
  if (typeof indexedDB === 'undefined') return null;
  store ??= createStore('erapor-grade-grid', 'drafts');
  return store;
}

export function draftStoreKey(userId: string, kind: string, pembelajaranId: string): string {
  return `${userId}:${kind}:${pembelajaranId}`;
}

export async function readDrafts(key: string): Promise<StoredDraft[]> {
  const target = draftStore();
  if (!target) return [];
  try {
    const stored = await get<StoredDrafts>(key, target);
    return Array.isArray(stored?.drafts) ? stored.drafts : [];
  } catch {
    return [];
  }
}

/**
 * How many grade edits of this user the device keeps for him, over every grid and every record no
 * open grid claims (a cell kept by two records counts once): what the sign-in page tells after a
 * session ended. A record an open grid of another tab claims is not kept for a later sign-in: that
 * tab still shows the edits and saves them itself (two tabs of one user, one of which lost a
 * refresh race), so counting them would tell of edits this tab never made.
 */
export async function countKeptDrafts(userId: string): Promise<number> {
  const target = draftStore();
  if (!target) return 0;
  try {
    const all = (await keys(target)).map(String).filter((k) => k.startsWith(`${userId}:`));
    // only a tab's own record (`…#<tab>`) can be claimed; without BroadcastChannel none is
    const tabRecords = all.filter((k) => k.includes('#'));
    const claimed =
      typeof BroadcastChannel === 'function' && tabRecords.length > 0
        ? await claims(tabRecords)
        : new Set<string>();
    const mine = all.filter((k) => !claimed.has(k));
    const records = await getMany<StoredDrafts | undefined>(mine, target);
    const cells = new Set<string>();
    records.forEach((record, index) => {
      if (!Array.isArray(record?.drafts)) return;
      // `<user>:<kind>:<pembelajaran>#<tab>`: the grid without the tab
      const grid = mine[index]!.split('#')[0];
      for (const draft of record.drafts)
        cells.add(`${grid}|${cellKey(draft.anggota_rombel_id, draft.kolom)}`);
    });
    return cells.size;
  } catch {
    return 0;
  }
}

/** Where the open grids of this browser answer whether a record of drafts is still theirs. */
const CHANNEL = 'erapor-grade-grid-drafts';
/** How long a grid that opens waits for the other tabs to claim their records (ms). */
export const CLAIM_WAIT_MS = 250;

type ClaimMessage = { tanya: string[] } | { milik: string };

/** Drafts a grid opens with, and a way to remove the records they came from. */
export interface Orphans {
  drafts: StoredDraft[];
  /** Removes the records taken over: call once the grid has written its own. */
  forget: () => Promise<void>;
}

const NOTHING: Orphans = { drafts: [], forget: async () => undefined };

/**
 * This grid's own record of drafts. Two tabs with the same grid open (the same teacher, the same
 * browser) must not overwrite each other's record: the last one to write would wipe the other's
 * unsaved edits from the device. So each open grid writes under its own key
 * (`<user>:<kind>:<pembelajaran>#<tab>`). A grid that opens takes over the records of the same
 * grid that no open tab claims (closed or crashed tabs, a page reloaded, and the one record of
 * earlier versions): it asks on a BroadcastChannel, which works on a school's plain-http LAN
 * address too, and every open grid answers for its own key. Without BroadcastChannel there is one
 * record per grid, as before.
 */
export function openDraftSlot(baseKey: string) {
  const shared = typeof BroadcastChannel === 'function';
  const key = shared
    ? `${baseKey}#${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`
    : baseKey;
  let channel: BroadcastChannel | null = null;

  return {
    key,
    /** Answers for this grid's record until `letGo` (idempotent). */
    hold() {
      if (!shared || channel) return;
      const open = new BroadcastChannel(CHANNEL);
      open.onmessage = (event: MessageEvent<ClaimMessage>) => {
        if ('tanya' in event.data && event.data.tanya.includes(key))
          open.postMessage({ milik: key } satisfies ClaimMessage);
      };
      channel = open;
    },
    letGo() {
      channel?.close();
      channel = null;
    },
    /**
     * What this grid opens with: the drafts of the same user, kind and pembelajaran that no open
     * grid claims (the newest record wins per cell). Without BroadcastChannel, its own record.
     */
    async restore(): Promise<Orphans> {
      const target = draftStore();
      if (!shared || !target) return { drafts: await readDrafts(key), forget: NOTHING.forget };
      try {
        const candidates = (await keys(target))
          .map(String)
          .filter((k) => k !== key && (k === baseKey || k.startsWith(`${baseKey}#`)));
        if (candidates.length === 0) return NOTHING;
        const claimed = await claims(candidates);
        const left = candidates.filter((candidate) => !claimed.has(candidate));
        const records = (await getMany<StoredDrafts | undefined>(left, target))
          .filter((record): record is StoredDrafts => Array.isArray(record?.drafts))
          .sort((a, b) => a.savedAt.localeCompare(b.savedAt));
        const byCell = new Map<string, StoredDraft>();
        for (const record of records)
          for (const draft of record.drafts)
            byCell.set(cellKey(draft.anggota_rombel_id, draft.kolom), draft);
        return {
          drafts: [...byCell.values()],
          forget: () => delMany(left, target).catch(() => undefined),
        };
      } catch {
        return NOTHING;
      }
    },
  };
}

/** The keys among `candidates` an open grid of this browser answers for within CLAIM_WAIT_MS. */
async function claims(candidates: string[]): Promise<Set<string>> {
  const claimed = new Set<string>();
  const asking = new BroadcastChannel(CHANNEL);
  asking.onmessage = (event: MessageEvent<ClaimMessage>) => {
    if ('milik' in event.data) claimed.add(event.data.milik);
  };
  asking.postMessage({ tanya: candidates } satisfies ClaimMessage);
  await new Promise((resolve) => setTimeout(resolve, CLAIM_WAIT_MS));
  asking.close();
  return claimed;
}

/**
 * Writes go one after another, and only the newest waiting one is written: a burst of keystrokes
 * costs at most two writes and the last state always wins.
 */
export function createDraftWriter(key: string) {
  let running: Promise<void> | null = null;
  let next: StoredDraft[] | null = null;

  async function drain(): Promise<void> {
    const target = draftStore();
    while (next !== null) {
      const drafts = next;
      next = null;
      if (!target) continue;
      try {
        if (drafts.length === 0) await del(key, target);
        else await set(key, { savedAt: new Date().toISOString(), drafts }, target);
      } catch {
        // Private mode or a full disk: the edits still live in memory until saved.
      }
    }
  }

  function schedule(): Promise<void> {
    running ??= drain().finally(() => {
      running = null;
      // A write asked for after the loop ended but before this ran.
      if (next !== null) void schedule();
    });
    return running;
  }

  return {
    write(drafts: StoredDraft[]): Promise<void> {
      next = drafts;
      return schedule();
    },
    /** Resolves when everything asked so far is on disk. */
    async flushed(): Promise<void> {
      while (running) await running;
    },
  };
}
