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
