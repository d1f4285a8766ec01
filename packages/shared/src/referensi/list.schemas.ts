import { z } from 'zod';

/** Largest page a list endpoint answers; bigger requests are refused with a message. */
export const MAX_PER_PAGE = 100;

/** Longest search a list endpoint takes (after trimming); the lists' search boxes stop there. */
export const MAX_SEARCH_LENGTH = 100;

/**
 * Query of every reference list: server-side paging, a case-insensitive search and a sort over
 * whitelisted columns (`sorts`). Numbers arrive as query strings, so they are coerced.
 */
export function listQuerySchema<const S extends readonly [string, ...string[]]>(sorts: S) {
  return z.object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    per_page: z.coerce.number().int().min(1).max(MAX_PER_PAGE).default(10),
    q: z.string().trim().max(MAX_SEARCH_LENGTH).optional(),
    sort: z.enum(sorts).optional(),
    order: z.enum(['asc', 'desc']).default('asc'),
  });
}

export interface ListQuery<S extends string = string> {
  page: number;
  per_page: number;
  q?: string;
  sort?: S;
  order: 'asc' | 'desc';
}

export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    per_page: z.number().int(),
  });
}

export interface Page<T> {
  data: T[];
  total: number;
  page: number;
  per_page: number;
}

export const optionSchema = z.object({ value: z.string(), label: z.string() });
export type Option = z.infer<typeof optionSchema>;

export const uuidParamSchema = z.object({ id: z.uuid() });
