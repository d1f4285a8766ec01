/** Spec §7: script chunks load from js/chunks/ with a 120-second time-out. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export type ChunkErrorKind = 'timeout' | 'missing' | 'error';

/** A lazy screen that could not be loaded; the message follows the spec's wording. */
export class ChunkLoadError extends Error {
  constructor(
    readonly chunk: string,
    readonly kind: ChunkErrorKind,
    readonly request: string,
  ) {
    super(`Loading chunk ${chunk} failed.\n(${kind}: ${request})`);
    this.name = 'ChunkLoadError';
  }
}

const DYNAMIC_IMPORT_FAILURE =
  /Loading chunk \S+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkLoadError) return true;
  return error instanceof Error && DYNAMIC_IMPORT_FAILURE.test(error.message);
}

/** The failing script URL named in a browser's dynamic-import error, if any. */
export function chunkUrlOf(error: unknown): string | null {
  if (!(error instanceof Error)) return null;
  return /(https?:\/\/\S+?\.(?:js|css))/.exec(error.message)?.[1] ?? null;
}

async function classify(url: string | null): Promise<ChunkErrorKind> {
  if (!url) return 'error';
  try {
    const response = await fetch(url, { method: 'HEAD', cache: 'no-store' });
    return response.status === 404 ? 'missing' : 'error';
  } catch {
    return 'error';
  }
}

/** Loads a lazy chunk, turning a failure or a 120-second stall into a `ChunkLoadError`. */
export function loadChunk<T>(
  chunk: string,
  importer: () => Promise<T>,
  timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new ChunkLoadError(chunk, 'timeout', chunk));
    }, timeoutMs);
    importer().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        // A screen that loaded but threw while evaluating is a bug, not a network problem.
        if (!isChunkLoadError(error)) {
          reject(error instanceof Error ? error : new Error(String(error)));
          return;
        }
        const url = chunkUrlOf(error);
        void classify(url).then((kind) => reject(new ChunkLoadError(chunk, kind, url ?? chunk)));
      },
    );
  });
}
