import { z } from 'zod';

export const versionResponseSchema = z.object({ version: z.string() });

export const checkUpdateResponseSchema = z.object({
  current: z.string(),
  latest: z.string().nullable(),
  available: z.boolean(),
  /** Set when the update feed could not be read; says why, in Indonesian. */
  error: z.string().nullable(),
  notes_url: z.string().nullable(),
});
export type CheckUpdateResponse = z.infer<typeof checkUpdateResponseSchema>;

/** Compares dotted numeric versions ("0.10.2" > "0.9.9"). */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map((part) => Number.parseInt(part, 10) || 0);
  const pb = b.split('.').map((part) => Number.parseInt(part, 10) || 0);
  for (let i = 0; i < Math.max(pa.length, pb.length); i += 1) {
    const diff = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (diff !== 0) return diff > 0 ? 1 : -1;
  }
  return 0;
}
