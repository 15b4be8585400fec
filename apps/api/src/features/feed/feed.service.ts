import {
  type CompanyListQuery,
  FEED_PER_PAGE,
  FEED_TAB_TYPES,
  type FeedCard,
  type FeedQuery,
  type Language,
  type ListMeta,
} from '@acorn/contracts';
import type { Db } from '@acorn/db';
import { companyProfiles } from '@acorn/db';
import { and, desc, type SQL, sql } from 'drizzle-orm';
import type { FileStorage } from '../../integrations/storage/file-storage';
import { listMeta, pageWindow } from '../../lib/pagination';
import { byOwnerConditions } from '../advisor-listings';
import { contentList, textQueryOf } from '../content';
import { referenceNamesFor } from '../reference';
import { presentCompanyCard, presentContentCard } from './feed.presenter';
import {
  type ContentCardRow,
  companyFilters,
  dateFilters,
  listedCompany,
  newestCompaniesFirst,
  ownerFilters,
  selectCompanyPage,
  selectContentCards,
} from './feed.queries';

export interface FeedCaller {
  db: Db;
  storage: FileStorage;
  viewerId: number;
  language: Language;
}

const today = () => new Date().toISOString().slice(0, 10);

const cardOptions = (caller: FeedCaller) => ({
  viewerId: caller.viewerId,
  language: caller.language,
  today: today(),
  storage: caller.storage,
});

/**
 * Registered, active companies (the feed's companies tab, the directories), best match first
 * with a search, else newest.
 */
export async function listCompanies(
  options: FeedCaller & { query: CompanyListQuery },
): Promise<{ data: FeedCard[]; meta: ListMeta }> {
  const { db, query } = options;
  const words = query.search ? await textQueryOf({ db, text: query.search }) : null;
  const matches = words ? [sql`${companyProfiles.search} @@ ${words}::tsquery`] : [];
  const window = pageWindow(query, FEED_PER_PAGE);
  const order: SQL[] = [
    ...(words ? [desc(sql`ts_rank(${companyProfiles.search}, ${words}::tsquery)`)] : []),
    ...newestCompaniesFirst,
  ];
  const { rows, total } = await selectCompanyPage(db, {
    where: and(listedCompany(), ...companyFilters(query), ...matches) as SQL,
    order,
    limit: window.limit,
    offset: window.offset,
  });
  const presenting = cardOptions(options);
  return { data: rows.map((row) => presentCompanyCard(row, presenting)), meta: listMeta(window, total) };
}

/** The feed's items: a tab's, or every type's on 'all'. */
const feedItems = contentList<ContentCardRow, FeedQuery>({
  name: 'feed',
  where: (given, list) => [...ownerFilters(given), ...dateFilters(given), ...byOwnerConditions(given, list)],
  select: (db, ids, order) => selectContentCards(db, { ids, order }),
});

/**
 * The feed (content-community §2, DESIGN §3b): a tab's published, unexpired items of active
 * companies, newest first (best match first with a search), filtered, ten a page; or the
 * companies. Each list is a page of ids with its count, then the page's cards: two round trips.
 */
export async function listFeed(
  options: FeedCaller & {
    query: FeedQuery;
    /** The viewer's own items left out (the market to browse). */
    othersOnly?: boolean;
  },
): Promise<{ data: FeedCard[]; meta: ListMeta }> {
  const { db, viewerId, query, othersOnly = false } = options;
  if (query.type === 'companies') return listCompanies(options);
  const { rows, meta } = await feedItems({
    db,
    viewerId,
    type: query.type === 'all' ? undefined : FEED_TAB_TYPES[query.type],
    query,
    othersOnly,
    perPage: FEED_PER_PAGE,
  });
  const references = await referenceNamesFor({
    db,
    sectorIds: rows.flatMap((row) => row.sector_ids ?? []),
    countryIds: rows.flatMap((row) => row.country_ids ?? []),
  });
  const presenting = { ...cardOptions(options), references };
  return { data: rows.map((row) => presentContentCard(row, presenting)), meta };
}
