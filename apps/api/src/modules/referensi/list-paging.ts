import { asc, desc, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ListQuery } from '@erapor/shared/referensi/list.schemas';

/** `%text%` for ILIKE with the user's own % and _ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** Case-insensitive "contains" over several columns, or nothing when the search is empty. */
export function searchAny(q: string | undefined, columns: (PgColumn | SQL)[]): SQL | undefined {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  return or(...columns.map((column) => ilike(column as PgColumn, pattern)));
}

/**
 * ORDER BY for a whitelisted sort key, then a stable tie-breaker so paging never repeats or skips
 * a row between pages.
 */
export function orderOf<S extends string>(
  query: ListQuery<S>,
  columns: Record<S, PgColumn | SQL>,
  fallback: S,
  tieBreaker: PgColumn,
): SQL[] {
  const column = columns[query.sort ?? fallback];
  const direction = query.order === 'desc' ? desc : asc;
  const nullsLast = sql`${direction(column)} nulls last`;
  return [nullsLast, asc(tieBreaker)];
}

export function limitOffset(query: Pick<ListQuery, 'page' | 'per_page'>) {
  return { limit: query.per_page, offset: (query.page - 1) * query.per_page };
}

/** A date column as the ISO date text the API answers. */
export function isoDate(value: string | Date | null): string | null {
  if (value === null) return null;
  return typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);
}

/** Total rows of the filtered query, carried on every row so one query answers a page. */
export const totalOver = sql<number>`(count(*) over())::int`;

/**
 * Runs a page of a query whose rows carry `total`; past the last page the total is read from
 * the first row instead, so the client can still show how many there are.
 */
export async function pageWithTotal<R extends { total: number }>(
  query: Pick<ListQuery, 'page' | 'per_page'>,
  fetch: (limit: number, offset: number) => Promise<R[]>,
): Promise<{ rows: R[]; total: number }> {
  const { limit, offset } = limitOffset(query);
  const rows = await fetch(limit, offset);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && offset > 0) total = (await fetch(1, 0))[0]?.total ?? 0;
  return { rows, total };
}
