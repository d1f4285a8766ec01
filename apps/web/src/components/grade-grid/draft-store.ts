import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import type { GridValue } from '@erapor/shared/penilaian/grid.schemas';

/**
 * Unsaved grade edits kept on this device (IndexedDB), so that nothing typed is lost to a closed
 * tab, a crash, a dropped network or an expired session. One record per user, grid kind and
 * pembelajaran; written on every change, removed once everything is saved.
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
