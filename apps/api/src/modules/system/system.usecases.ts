import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { z } from 'zod';
import { compareVersions, type CheckUpdateResponse } from '@erapor/shared/system/system.schemas';
import type { Env } from '../../env';
import { REPO_ROOT } from '../../env';

const feedSchema = z.object({
  version: z.string().regex(/^\d+(\.\d+)*$/),
  notes_url: z.string().optional(),
});

const FEED_TIMEOUT_MS = 5000;

/** Reads the update feed (JSON `{ version, notes_url? }`) and compares it with this build. */
export async function checkForUpdate(
  env: Env,
  fetchImpl: typeof fetch = fetch,
): Promise<CheckUpdateResponse> {
  const base = { current: env.version, latest: null, available: false, notes_url: null };
  if (!env.updateFeedUrl) {
    return {
      ...base,
      error:
        'Alamat sumber pembaruan belum diatur (UPDATE_FEED_URL), jadi versi terbaru tidak dapat diperiksa.',
    };
  }
  let body: unknown;
  try {
    const response = await fetchImpl(env.updateFeedUrl, {
      signal: AbortSignal.timeout(FEED_TIMEOUT_MS),
    });
    if (!response.ok) {
      return {
        ...base,
        error: `Sumber pembaruan menjawab dengan status ${response.status}. Coba lagi nanti.`,
      };
    }
    body = await response.json();
  } catch {
    return {
      ...base,
      error:
        'Sumber pembaruan tidak dapat dihubungi. Periksa koneksi internet server lalu coba lagi.',
    };
  }
  const parsed = feedSchema.safeParse(body);
  if (!parsed.success) {
    return { ...base, error: 'Jawaban sumber pembaruan tidak dapat dibaca.' };
  }
  return {
    current: env.version,
    latest: parsed.data.version,
    available: compareVersions(parsed.data.version, env.version) > 0,
    error: null,
    notes_url: parsed.data.notes_url ?? null,
  };
}

export async function readChangelog(): Promise<string> {
  return readFile(resolve(REPO_ROOT, 'CHANGELOG.md'), 'utf8');
}
