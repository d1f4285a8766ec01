import type { FieldValues, Resolver } from 'react-hook-form';
import { loadChunk } from '../app/lazy-chunk';

/**
 * A react-hook-form resolver whose validation code (zod and the schema) is its own chunk.
 * `preload` starts the download early (e.g. on the first key press); validating waits for it.
 */
export function lazyResolver<T extends FieldValues>(
  chunk: string,
  load: () => Promise<Resolver<T>>,
): { resolver: Resolver<T>; preload: () => void } {
  let pending: Promise<Resolver<T>> | null = null;
  const get = () => {
    pending ??= loadChunk(chunk, load).catch((error: unknown) => {
      pending = null; // let the next attempt download it again
      throw error;
    });
    return pending;
  };
  return {
    resolver: async (values, context, options) => (await get())(values, context, options),
    preload: () => void get().catch(() => undefined),
  };
}
