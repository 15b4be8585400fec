import type { ListMeta, PaginationQuery } from '@acorn/contracts';

export interface PageWindow {
  limit: number;
  offset: number;
  page: number;
  perPage: number | undefined;
}

/** Without perPage a reference list answers in full, so the window is open-ended. */
export function pageWindow(query: PaginationQuery, fallbackPerPage?: number): PageWindow {
  const perPage = query.perPage ?? fallbackPerPage;
  return {
    page: query.page,
    perPage,
    limit: perPage ?? Number.MAX_SAFE_INTEGER,
    offset: perPage ? (query.page - 1) * perPage : 0,
  };
}

export function listMeta(window: PageWindow, total: number): ListMeta {
  const perPage = window.perPage ?? Math.max(total, 1);
  return {
    current_page: window.page,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    per_page: perPage,
    total,
  };
}

/** The rows a list's statement reads: a page, or its first row alone. */
export interface PageSlice {
  limit: number;
  offset: number;
}

/**
 * A page of a list whose rows carry its total (`count(*) over()`), presented, with its meta: one
 * statement. A page past the end has no row to carry the total, so the list's first row is read
 * for it (`readPage` with limit 1).
 */
export async function readListPage<Row extends { total: number }, Item>(
  window: PageWindow,
  readPage: (slice: PageSlice) => Promise<Row[]>,
  present: (row: Row) => Item,
): Promise<{ data: Item[]; meta: ListMeta }> {
  const rows = await readPage(window);
  let total = rows[0]?.total ?? 0;
  if (!rows[0] && window.offset > 0) total = (await readPage({ limit: 1, offset: 0 }))[0]?.total ?? 0;
  return { data: rows.map(present), meta: listMeta(window, total) };
}
