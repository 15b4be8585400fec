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

/**
 * The total of a list whose rows carry it (`count(*) over()`): the page's first row's. A page past
 * the end has no row to carry it, so the list's first row is read for it (`readPage`, limit 1).
 */
export async function pageTotal<Row extends { total: number }>(
  rows: Row[],
  window: PageWindow,
  readPage: (page: { limit: number; offset: number }) => Promise<Row[]>,
): Promise<number> {
  if (rows[0]) return rows[0].total;
  if (window.offset === 0) return 0;
  const [first] = await readPage({ limit: 1, offset: 0 });
  return first?.total ?? 0;
}
