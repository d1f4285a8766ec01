import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { createStore, get, keys, set } from 'idb-keyval';
import {
  countKeptDrafts,
  createDraftWriter,
  draftStoreKey,
  openDraftSlot,
  readDrafts,
  type StoredDraft,
} from './draft-store';

const draft = (anggota: string, value: number, version = 0): StoredDraft => ({
  anggota_rombel_id: anggota,
  kolom: 'tp-1',
  value,
  version,
  queued: false,
});
const store = () => createStore('erapor-grade-grid', 'drafts');
let grids = 0;
/** A grade grid's key of its own (one per test: the store is shared by the file). */
const newGrid = () => draftStoreKey('guru-1', 'slm', `pembelajaran-${++grids}`);

/** A grid opened in a tab: holds its record and writes its drafts there. */
async function openGrid(baseKey: string, drafts: StoredDraft[] = []) {
  const slot = openDraftSlot(baseKey);
  slot.hold();
  const writer = createDraftWriter(slot.key);
  if (drafts.length) await writer.write(drafts);
  return { slot, writer };
}

describe('drafts of the same grid open in two tabs', () => {
  it('are kept apart: a tab that empties its record leaves the other’s unsaved edits on the device', async () => {
    const grid = newGrid();
    const first = await openGrid(grid, [draft('a', 81)]);
    const second = await openGrid(grid, [draft('b', 64)]);
    expect(second.slot.key).not.toBe(first.slot.key);
    // the second tab saves everything: its record goes, the first tab's stays
    await second.writer.write([]);
    expect(await readDrafts(first.slot.key)).toEqual([draft('a', 81)]);
    expect(await readDrafts(second.slot.key)).toEqual([]);
    first.slot.letGo();
    second.slot.letGo();
  });

  it('a tab that opens takes over the drafts of closed tabs, never those of a tab still open', async () => {
    const grid = newGrid();
    const open = await openGrid(grid, [draft('a', 70)]);
    const closedEarlier = await openGrid(grid, [draft('b', 50), draft('c', 40)]);
    closedEarlier.slot.letGo();
    await new Promise((resolve) => setTimeout(resolve, 5));
    const closedLater = await openGrid(grid, [draft('b', 55, 2)]);
    closedLater.slot.letGo();

    const next = await openGrid(grid);
    const { drafts, forget } = await next.slot.restore();
    // the newest record wins a cell both closed tabs had
    expect(drafts).toEqual(expect.arrayContaining([draft('b', 55, 2), draft('c', 40)]));
    expect(drafts).toHaveLength(2);
    await forget();
    const left = (await keys(store())).map(String).filter((key) => key.startsWith(`${grid}#`));
    expect(left).toEqual([open.slot.key]);
    expect(await readDrafts(open.slot.key)).toEqual([draft('a', 70)]);
    open.slot.letGo();
    next.slot.letGo();
  });

  it('takes over the one record an earlier version kept per grid, and finds nothing when nothing was left', async () => {
    const grid = newGrid();
    await set(grid, { savedAt: '2026-11-20T08:00:00.000Z', drafts: [draft('a', 90)] }, store());
    const tab = await openGrid(grid);
    const restored = await tab.slot.restore();
    expect(restored.drafts).toEqual([draft('a', 90)]);
    await restored.forget();
    expect(await get(grid, store())).toBeUndefined();
    expect((await tab.slot.restore()).drafts).toEqual([]);
    tab.slot.letGo();
  });
});

describe('the edits the sign-in page says this device keeps', () => {
  it('are those no open grid still shows: another tab’s live edits are not counted', async () => {
    // the teacher has the grid open in tab B with one edit not yet saved; tab A, whose session
    // ended, left two edits (one of them the same cell in a record of a closed tab)
    const grid = draftStoreKey('guru-hitung', 'slm', 'pembelajaran-hitung');
    const tabB = await openGrid(grid, [draft('d', 57)]);
    const tabA = await openGrid(grid, [draft('a', 25), draft('b', 26)]);
    tabA.slot.letGo();
    const closedEarlier = await openGrid(grid, [draft('a', 24)]);
    closedEarlier.slot.letGo();

    expect(await countKeptDrafts('guru-hitung')).toBe(2);

    // once tab B closes too, its edit waits on the device as well
    tabB.slot.letGo();
    expect(await countKeptDrafts('guru-hitung')).toBe(3);
  });
});
