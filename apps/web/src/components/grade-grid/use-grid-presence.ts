import { useEffect, useRef, useState, type RefObject } from 'react';
import {
  KEHADIRAN_INTERVAL_MS,
  KEHADIRAN_MAX_MILIK,
  type GridKehadiran,
  type GridKehadiranOrang,
  type GridKind,
  type GridLock,
  type GridPerubahan,
} from '@erapor/shared/penilaian/grid.schemas';
import { API_BASE, apiClient } from '../../lib/api-client';
import { getAccessToken } from '../../lib/storage';

/** How long the active column must stay put before the others are told (ms). */
const COLUMN_SETTLE_MS = 1500;

interface PresenceOptions {
  kind: GridKind;
  pembelajaranId: string;
  /** Heartbeats start once the grid is shown. */
  enabled: boolean;
  /** The column key of the active cell. */
  kolom: string | null;
  /**
   * The presence cursors of this grid's own saves (use-grade-grid appends, this hook prunes): told
   * to the server, so that they are not news.
   */
  ownWrites: RefObject<number[]>;
  /**
   * Someone else, or the same teacher elsewhere, changed this grid since the last answer; false
   * if it could not be fetched.
   */
  onChanged: (perubahan: GridPerubahan) => Promise<boolean>;
  /** The lock the server now applies (every answer). */
  onLock: (lock: GridLock | null) => void;
}

const presencePath = (kind: GridKind) => `penilaian/grid/${kind}/kehadiran`;

/**
 * Presence in an open grid (peers.md M3): tells the server every `KEHADIRAN_INTERVAL_MS`, and
 * when the active column settles, that this user is here; answers who else has the pembelajaran
 * open. While the tab is hidden it stays quiet (the others see the user leave after the server's
 * TTL) and speaks again as soon as it is shown. Closing the grid, or the tab, says goodbye.
 */
export function useGridPresence(options: PresenceOptions): GridKehadiranOrang[] {
  const { kind, pembelajaranId, enabled, kolom } = options;
  const [lainnya, setLainnya] = useState<GridKehadiranOrang[]>([]);
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  /** The newest change not this grid's own already known; undefined until the first answer. */
  const cursor = useRef<number | null | undefined>(undefined);
  const beat = useRef<() => void>(() => undefined);

  useEffect(() => {
    if (!enabled) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const schedule = () => {
      if (timer !== null) clearTimeout(timer);
      timer = setTimeout(() => void send(), KEHADIRAN_INTERVAL_MS);
    };
    async function send() {
      schedule();
      if (document.visibilityState === 'hidden') return;
      const own = latest.current.ownWrites;
      const result = await apiClient.put<GridKehadiran>(presencePath(kind), {
        pembelajaran_id: pembelajaranId,
        kolom: latest.current.kolom,
        milik: own.current.slice(-KEHADIRAN_MAX_MILIK),
      });
      if (stopped || !result.ok) return;
      const answer = result.data;
      setLainnya(answer.lainnya);
      latest.current.onLock(answer.lock);
      const known = cursor.current;
      const { perubahan } = answer;
      // Only ever forward: a change at or before the newest known is never news, so this grid's
      // own saves up to it need not be named again.
      const newest = Math.max(known ?? 0, perubahan?.cursor ?? 0);
      cursor.current = newest || null;
      own.current = own.current.filter((written) => written > newest);
      if (known !== undefined && perubahan && perubahan.cursor > (known ?? 0)) {
        const fetched = await latest.current.onChanged(perubahan);
        // not brought in (offline…): the next answer is news again
        if (!fetched && cursor.current === perubahan.cursor) cursor.current = known;
      }
    }
    beat.current = () => void send();
    const onVisible = () => {
      if (document.visibilityState === 'visible') void send();
    };
    const goodbye = `${presencePath(kind)}?pembelajaran_id=${encodeURIComponent(pembelajaranId)}`;
    // The tab is closed or left: a request that outlives the page (no refresh, no answer read).
    const onPageHide = () => {
      const token = getAccessToken();
      void fetch(`${API_BASE}${goodbye}`, {
        method: 'DELETE',
        keepalive: true,
        headers: token ? { Authorization: `Bearer ${token}` } : {},
      }).catch(() => undefined);
    };
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('pagehide', onPageHide);
    void send();
    return () => {
      stopped = true;
      if (timer !== null) clearTimeout(timer);
      beat.current = () => undefined;
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('pagehide', onPageHide);
      void apiClient.delete(goodbye);
    };
  }, [enabled, kind, pembelajaranId]);

  // A new active column is told once the teacher stays in it for a moment.
  const told = useRef(kolom);
  useEffect(() => {
    if (!enabled || kolom === told.current) return;
    const timer = setTimeout(() => {
      told.current = kolom;
      beat.current();
    }, COLUMN_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [enabled, kolom]);

  return lainnya;
}
