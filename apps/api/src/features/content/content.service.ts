import {
  type ContentListQuery,
  type ContentStatus,
  type ContentType,
  hasPlainDescription,
  type ListMeta,
} from '@acorn/contracts';
import {
  contentCategories,
  contentCountries,
  contentFiles,
  contentItems,
  contentSectors,
  contentServices,
  countries,
  createdPeriods,
  type Db,
  type DbExecutor,
  files,
  pomCategories,
  searchableText,
  sectors,
  services,
} from '@acorn/db';
import {
  and,
  desc,
  eq,
  exists,
  gte,
  inArray,
  isNull,
  ne,
  or,
  type Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { invalidField } from '../../lib/errors';
import { countList } from '../../lib/list-count';
import { listMeta, type PageWindow, pageWindow } from '../../lib/pagination';
import {
  type Given,
  givenFilters,
  preparedPerDatabase,
  type Shape,
  statementName,
  UNNAMED,
} from '../../lib/prepared';
import { sanitizeRichText } from '../../lib/sanitize';
import { assertReferencesExist } from '../reference';

export { searchableText };

/**
 * The engine every content type stands on (decision 021): the shared row, its links, the search
 * document, who may see it and the approval decision. A type's own service (the market's, the
 * campaigns', ...) adds its table and presents the answer.
 */

export type ContentRow = (typeof contentItems)['$inferSelect'];

export interface ContentFields {
  title: string;
  /** Rich text as sent, stored sanitized; a plain-text type's (`hasPlainDescription`) as typed. */
  description: string;
  opening_date?: string | null;
  deadline?: string | null;
  /**
   * The owner keeps it unpublished (a post's published 'no'): a draft, which only the owner
   * sees and the operator is not asked about; published again, it goes to the operator.
   */
  draft?: boolean;
}

/**
 * Reference ids an item points at, each under the form's field that sent them (named in the
 * answer when an id is unknown); a list that is left out is left as it is.
 */
export type ContentLinks = Partial<
  Record<'sectors' | 'countries' | 'services' | 'categories', { field: string; ids: number[] }>
>;

/** A search box's words, lower case and without accents, at most eight. */
const searchWordsOf = (text: string): string[] =>
  searchableText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8);

/**
 * A search box's words as a query for the 'simple' configuration: every word must match the
 * start of a word of the item, so results narrow as the user types. Null when nothing is left.
 */
export function searchQuery(text: string): string | null {
  const words = searchWordsOf(text);
  return words.length > 0 ? words.map((word) => `${word}:*`).join(' & ') : null;
}

/** The starts of its words `acorn_search_prefixes` keeps (migration 0040): 3 to 20 letters. */
const SEARCH_PREFIX_LENGTHS = { min: 3, max: 20 } as const;

/**
 * The same words for `acorn_search_prefixes` (`matchesIndexedSearch`): a word whose starts it
 * keeps is asked as it is, one exact entry of the index; a shorter or longer one as a prefix.
 */
function indexedSearchQuery(text: string): string | null {
  const words = searchWordsOf(text);
  const kept = (word: string) => {
    const letters = [...word].length;
    return letters >= SEARCH_PREFIX_LENGTHS.min && letters <= SEARCH_PREFIX_LENGTHS.max;
  };
  return words.length > 0 ? words.map((word) => (kept(word) ? word : `${word}:*`)).join(' & ') : null;
}

/**
 * Items anyone signed in may see: approved, of an account still active (the item carries its
 * owner's state, as the public indexes' condition reads it), not past their last day. The status
 * is written into the text, not sent as a parameter: a prepared statement's generic plan may then
 * use the public indexes, whose condition it matches, and PostgreSQL keeps that plan instead of
 * planning each run (decision 034).
 */
export const isPublicNow = (): SQL =>
  and(
    sql`${contentItems.status} = 'published'`,
    sql`${contentItems.owner_active}`,
    or(isNull(contentItems.deadline), gte(contentItems.deadline, sql`current_date`)),
  ) as SQL;

/** What a viewer may open: public items, and every item of their own whatever its status. */
export const visibleTo = (viewerId: number): SQL =>
  or(isPublicNow(), eq(contentItems.owner_id, viewerId)) as SQL;

/** The text queries of recent searches, by their words (`searchQuery`). */
const textQueries = new LRUCache<string, string>({ max: 1000 });

const textQueryStatement = preparedPerDatabase('text_query', (db, name) =>
  db
    .select({ query: sql<string>`to_tsquery('simple', ${sql.placeholder('words')})::text` })
    .from(sql`(select) as one`)
    .prepare(name),
);

/**
 * A search box's text as PostgreSQL's text query (`to_tsquery('simple', ...)`), or null when it has
 * no words. Statements take it as a `tsquery` parameter (`matchesSearch`, `searchRank`): read once
 * per run, and on PostgreSQL planned with its value. `to_tsquery` written into a statement is made
 * again for every row a search filters or ranks, two thirds of a search's time on PGlite (decision
 * 035). The function is immutable for a configuration, so each instance keeps the recent ones.
 */
export async function textQueryOf(options: {
  db: Db;
  text: string;
  /** The words for `matchesIndexedSearch` (`indexedSearchQuery`) rather than `matchesSearch`. */
  indexed?: boolean;
}): Promise<string | null> {
  const { db, text } = options;
  const words = options.indexed ? indexedSearchQuery(text) : searchQuery(text);
  if (words === null) return null;
  let query = textQueries.get(words);
  if (query === undefined) {
    const [made] = await textQueryStatement(db).execute({ words });
    query = made?.query ?? '';
    textQueries.set(words, query);
  }
  return query;
}

/** Matches a text query (`textQueryOf`), best matches ranked by `searchRank`. */
export const matchesSearch = (textQuery: string | Placeholder): SQL =>
  sql`${contentItems.search} @@ ${textQuery}::tsquery`;
/**
 * The same match for a search with sectors or countries, on the index of every word's starts
 * with both filters (decision 060); its text query is `textQueryOf({ indexed: true })`. Computed
 * for each row it reads, so only where that index answers: a walk down the newest items would
 * pay it row by row.
 */
const matchesIndexedSearch = (textQuery: Placeholder): SQL =>
  sql`acorn_search_prefixes(${contentItems.search}) @@ ${textQuery}::tsquery`;
export const searchRank = (textQuery: string | Placeholder): SQL =>
  sql`ts_rank(${contentItems.search}, ${textQuery}::tsquery)`;

/** The status an item shows: a published item past its deadline reads 'expired'. */
export function contentStatus(row: Pick<ContentRow, 'status' | 'deadline'>, today: string): ContentStatus {
  if (row.status === 'published' && row.deadline !== null && row.deadline < today) return 'expired';
  return row.status as ContentStatus;
}

function storedFields(type: ContentType, fields: ContentFields) {
  const description = hasPlainDescription(type) ? fields.description : sanitizeRichText(fields.description);
  return {
    title: fields.title,
    description,
    ...(fields.opening_date === undefined ? {} : { opening_date: fields.opening_date }),
    ...(fields.deadline === undefined ? {} : { deadline: fields.deadline }),
    search_title: searchableText(fields.title),
    search_body: searchableText(description),
  };
}

async function replaceLinks(tx: DbExecutor, contentId: number, links: ContentLinks): Promise<void> {
  const tables = [
    [links.sectors, contentSectors, 'sector_id', sectors],
    [links.countries, contentCountries, 'country_id', countries],
    [links.services, contentServices, 'service_id', services],
    [links.categories, contentCategories, 'category_id', pomCategories],
  ] as const;
  for (const [link, table, column, references] of tables) {
    if (link === undefined) continue;
    await assertReferencesExist({ db: tx, table: references, ids: link.ids, field: link.field });
    await tx.delete(table).where(eq(table.content_id, contentId));
    const unique = [...new Set(link.ids)];
    if (unique.length > 0) {
      await tx.insert(table).values(unique.map((id) => ({ content_id: contentId, [column]: id }) as never));
    }
  }
}

/** A one-file field's upload as `replaceContentFiles` takes it: none, or that one. */
export const oneFile = (id: number | null): number[] => (id === null ? [] : [id]);

/**
 * Replaces an item's uploads of each role given ('file', 'brochure', 'image', ...), in the order
 * given. Every file must be one the owner uploaded, or the field is refused.
 */
export async function replaceContentFiles(options: {
  tx: DbExecutor;
  contentId: number;
  ownerId: number;
  byRole: Record<string, { field: string; ids: number[] }>;
}): Promise<void> {
  const { tx, contentId, ownerId, byRole } = options;
  for (const [role, { field, ids }] of Object.entries(byRole)) {
    const unique = [...new Set(ids)];
    if (unique.length > 0) {
      const usable = await tx
        .select({ id: files.id })
        .from(files)
        .where(and(inArray(files.id, unique), eq(files.owner_id, ownerId)));
      if (usable.length !== unique.length) throw invalidField(field, 'invalid');
    }
    await tx
      .delete(contentFiles)
      .where(and(eq(contentFiles.content_id, contentId), eq(contentFiles.role, role)));
    if (unique.length > 0) {
      await tx
        .insert(contentFiles)
        .values(unique.map((id, position) => ({ content_id: contentId, file_id: id, role, position })));
    }
  }
}

/** An upload's storage key may be any tail of the path it is served at (local disk, a bucket). */
function imageKeyCandidates(html: string): string[] {
  const keys = new Set<string>();
  for (const [, src = ''] of html.matchAll(/<img\b[^>]*?\bsrc="([^"]+)"/g)) {
    if (!URL.canParse(src, 'http://host')) continue;
    const parts = new URL(src, 'http://host').pathname.split('/').filter(Boolean);
    for (let start = 0; start < parts.length; start += 1) keys.add(parts.slice(start).join('/'));
  }
  return [...keys].slice(0, 1000);
}

/**
 * The owner's public images the description shows (the editor's uploads), kept as the item's
 * files of role 'inline' so the sweep of unused uploads leaves them alone while the text uses them.
 */
async function attachInlineImages(tx: DbExecutor, row: ContentRow): Promise<void> {
  const candidates = imageKeyCandidates(row.description);
  const shown =
    candidates.length === 0
      ? []
      : await tx
          .select({ id: files.id })
          .from(files)
          .where(
            and(
              inArray(files.storage_key, candidates),
              eq(files.owner_id, row.owner_id),
              eq(files.visibility, 'public'),
            ),
          );
  await replaceContentFiles({
    tx,
    contentId: row.id,
    ownerId: row.owner_id,
    byRole: { inline: { field: 'description', ids: shown.map((file) => file.id) } },
  });
}

/** A new item of `type`, waiting for approval. Runs inside the type's transaction. */
export async function createContentItem(options: {
  tx: DbExecutor;
  ownerId: number;
  type: ContentType;
  fields: ContentFields;
  links?: ContentLinks;
}): Promise<ContentRow> {
  const { tx, ownerId, type, fields, links = {} } = options;
  const [row] = await tx
    .insert(contentItems)
    .values({
      type,
      owner_id: ownerId,
      status: fields.draft ? 'draft' : 'pending',
      ...storedFields(type, fields),
    })
    .returning();
  if (!row) throw new Error('no content item inserted');
  await replaceLinks(tx, row.id, links);
  await attachInlineImages(tx, row);
  return row;
}

/**
 * The owner's changes to their item; null when the item is not theirs (or not of this type).
 * An approved item stays published unless `reapprove` (the types whose edits the operator sees
 * again) sends it back to pending.
 */
export async function updateContentItem(options: {
  tx: DbExecutor;
  ownerId: number;
  type: ContentType;
  id: number;
  fields: ContentFields;
  links?: ContentLinks;
  reapprove?: boolean;
}): Promise<ContentRow | null> {
  const { tx, ownerId, type, id, fields, links = {}, reapprove = false } = options;
  const [row] = await tx
    .update(contentItems)
    .set({
      ...storedFields(type, fields),
      updated_at: sql`now()`,
      ...(fields.draft
        ? { status: 'draft' }
        : reapprove
          ? { status: 'pending', deny_reason: null }
          : {
              status: sql`case when ${contentItems.status} = 'draft' then 'pending' else ${contentItems.status} end`,
            }),
    })
    .where(and(eq(contentItems.id, id), eq(contentItems.type, type), eq(contentItems.owner_id, ownerId)))
    .returning();
  if (!row) return null;
  await replaceLinks(tx, row.id, links);
  await attachInlineImages(tx, row);
  return row;
}

/** Deletes the owner's item; false when there was none of theirs. */
export async function deleteContentItem(options: {
  db: Db;
  ownerId: number;
  type: ContentType;
  id: number;
}): Promise<boolean> {
  const { db, ownerId, type, id } = options;
  const deleted = await db
    .delete(contentItems)
    .where(and(eq(contentItems.id, id), eq(contentItems.type, type), eq(contentItems.owner_id, ownerId)))
    .returning({ id: contentItems.id });
  return deleted.length > 0;
}

/** One item as `viewerId` may see it, or null (absent, or another's item not public). */
export async function findContentItem(options: {
  db: Db;
  viewerId: number;
  type: ContentType;
  id: number;
}): Promise<ContentRow | null> {
  const { db, viewerId, type, id } = options;
  const [row] = await db
    .select()
    .from(contentItems)
    .where(and(eq(contentItems.id, id), eq(contentItems.type, type), visibleTo(viewerId)));
  return row ?? null;
}

/** A page of the owner's items of a type, newest first, with the total. */
export async function listOwnContent(options: {
  db: Db;
  ownerId: number;
  type: ContentType;
  page: number;
  perPage: number;
}): Promise<{ rows: ContentRow[]; total: number }> {
  const { db, ownerId, type, page, perPage } = options;
  const where = and(eq(contentItems.owner_id, ownerId), eq(contentItems.type, type));
  const rows = await db
    .select({ item: contentItems, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(contentItems)
    .where(where)
    .orderBy(desc(contentItems.created_at), desc(contentItems.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  return { rows: rows.map((row) => row.item), total: rows[0]?.total ?? 0 };
}

/**
 * The operator's decision on an item: approved items are published, denied ones keep the reason
 * the owner is told. Null when there is no such item.
 */
export async function decideContent(options: {
  db: DbExecutor;
  operatorId: number;
  type: ContentType;
  id: number;
  decision: { approve: true } | { approve: false; reason: string };
}): Promise<ContentRow | null> {
  const { db, operatorId, type, id, decision } = options;
  const [row] = await db
    .update(contentItems)
    .set({
      status: decision.approve ? 'published' : 'denied',
      deny_reason: decision.approve ? null : decision.reason,
      decided_at: sql`now()`,
      decided_by: operatorId,
    })
    .where(and(eq(contentItems.id, id), eq(contentItems.type, type)))
    .returning();
  return row ?? null;
}

/** The list filters on an item's links; the feed adds the service categories. */
/** The list filters on an item's links; the feed adds the service categories. */
export interface LinkFilters {
  sectors?: number[];
  countries?: number[];
  services?: number[];
  serviceCategories?: number[];
}

/**
 * Items linked to any of the ids a filter gives, each id a placeholder of its own (`sectors.0`,
 * `sectors.1`, ...: `listValues`). An `in` list (or an array of placeholders) rather than one array
 * parameter: PostgreSQL estimates an array parameter as ten ids and plans the search with filters
 * badly for it (decision 035). Sectors and countries are read from the ids the item carries, in
 * the search index beside its words (decision 059); services and categories from their links.
 */
function linkFilters(db: Db, given: Given<LinkFilters>): SQL[] {
  const ids = (key: keyof LinkFilters) =>
    Array.from({ length: given[key] ?? 0 }, (_, index) => sql.placeholder(`${key}.${index}`));
  const carried = [
    ['sectors', contentItems.sector_ids],
    ['countries', contentItems.country_ids],
  ] as const;
  const linked = [
    ['services', contentServices, contentServices.service_id],
    ['serviceCategories', contentCategories, contentCategories.category_id],
  ] as const;
  return [
    ...carried.flatMap(([key, column]) =>
      (given[key] ?? 0) > 0 ? [sql`${column} && array[${sql.join(ids(key), sql`, `)}]::int[]`] : [],
    ),
    ...linked.flatMap(([key, table, column]) =>
      (given[key] ?? 0) > 0
        ? [
            exists(
              db
                .select({ one: sql`1` })
                .from(table)
                .where(and(eq(table.content_id, contentItems.id), inArray(column, ids(key)))),
            ),
          ]
        : [],
    ),
  ];
}

/** A list's rows as a type reads them: a select drizzle can prepare (or run as it is, for one item). */
export interface ListSelect<Row> extends PromiseLike<Row[]> {
  prepare(name: string): { execute(values?: Record<string, unknown>): Promise<Row[]> };
}

/** The viewer's id in a list's statements, given at each run. */
export const VIEWER = sql.placeholder('viewer');

/**
 * What a content list adds to the engine's statements. Each is called once per shape of the list,
 * with which of the query's filters are given (`Given`), never their values: it writes a value as a
 * placeholder named by the query's key (`sql.placeholder('dateFrom')`), the viewer as `VIEWER`.
 */
export interface ContentListDefinition<Row, Query extends ContentListQuery & LinkFilters> {
  /** The list's name, which its statements' shapes are kept under. */
  name: string;
  /** Further conditions of the list (the feed's owner and date filters); `own`: the viewer lists their own items. */
  where?: (given: Given<Query>, list: { own: boolean }) => SQL[];
  /** Which items the list holds instead of the public or one company's (a giveaway's applicants' list). */
  scope?: (given: Given<Query>) => SQL | undefined;
  /** The rows of the page's ids, in `order`. */
  select: (db: Db, ids: SQL, order: SQL[]) => ListSelect<Row>;
}

/**
 * What a list's statements are built from: which filters its query gives (`query.<key>`, a list
 * by its length), whether it is of one type, whether the viewer lists their own items, whether a
 * search is typed, whether the page is past the first, whether a search's page is past its ranked
 * candidates, whether the viewer's own items are left out.
 */
type ContentListShape = Shape & {
  typed?: boolean;
  own?: boolean;
  words?: boolean;
  later?: boolean;
  pastCandidates?: boolean;
  othersOnly?: boolean;
};

/**
 * The matches a search ranks, its newest (decision 059): its first hundred pages of ten, best
 * match first; later pages go on newest first. Ranking every match of a common word took 762 ms
 * at 500,000 items, these 4 ms. The count stops one past them, so a search with more answers
 * '1000+ results' (`total_capped`); a page past them counts on to one past its own end.
 */
export const SEARCH_CANDIDATES = 1000;

/**
 * The windows of recent hours a search without sectors or countries looks in first, each four
 * times the last (decision 062): the first that holds the matches it counts holds the newest of
 * them all, and only its matches are read to find them. Past the widest (128 days), every match is.
 */
export const SEARCH_WINDOW_HOURS = [3, 12, 48, 192, 768, 3072] as const;

const HOUR_MS = 3_600_000;
const HOURS_A_DAY = 24;
/** Days since 1970-01-01 plus this, divided by seven, number the weeks from Monday (it was a Thursday). */
const WEEK_FROM_MONDAY = 3;

/**
 * The entries of `createdPeriods` that hold every item made from `fromHour` (hours since 1970 UTC)
 * to `toHour` and none made before: hours up to the next day, days up to the next week, then weeks,
 * the last of which may reach past `toHour` (nothing is made there yet).
 */
export function periodsFrom(fromHour: number, toHour: number): string[] {
  const periods: string[] = [];
  let hour = fromHour;
  while (hour <= toHour) {
    const day = Math.floor(hour / HOURS_A_DAY);
    if (hour % HOURS_A_DAY !== 0) {
      periods.push(`h${hour}`);
      hour += 1;
    } else if ((day + WEEK_FROM_MONDAY) % 7 !== 0) {
      periods.push(`d${day}`);
      hour += HOURS_A_DAY;
    } else {
      periods.push(`w${(day + WEEK_FROM_MONDAY) / 7}`);
      hour += 7 * HOURS_A_DAY;
    }
  }
  return periods;
}

/**
 * The values of a search's windows (`window0`, ...): each window's newest hours up to `now`, and
 * the next hour too, for an item stamped by a clock a little ahead.
 */
function windowPeriods(now: Date): Record<string, string[]> {
  const hour = Math.floor(now.getTime() / HOUR_MS);
  return Object.fromEntries(
    SEARCH_WINDOW_HOURS.map((hours, index) => [`window${index}`, periodsFrom(hour - hours + 1, hour + 1)]),
  );
}

/** A list's order: newest first, the id breaking ties. */
const newestFirst = [desc(contentItems.created_at), desc(contentItems.id)];

const QUERY_KEY = 'query.';

/** A query's keys that filter nothing: the tab, the search box (`filtered` in buildContentList). */
const UNFILTERED_KEYS = new Set(['type', 'search']);

/** Whether a search with these filters matches on the index of words' starts (`matchesIndexedSearch`). */
const searchesIndexed = (given: Given<LinkFilters>): boolean =>
  (given.sectors ?? 0) > 0 || (given.countries ?? 0) > 0;

/** A shape's query part: the keys its query gives. */
function givenIn<Query>(shape: ContentListShape): Given<Query> {
  const given: Record<string, true | number> = {};
  for (const [key, value] of Object.entries(shape)) {
    if (key.startsWith(QUERY_KEY)) given[key.slice(QUERY_KEY.length)] = value as true | number;
  }
  return given as Given<Query>;
}

/**
 * A list's page and count statements for one shape. Every value is a placeholder: the query's own
 * by its key, `viewer`, `contentType`, `words`, `limit` and `offset`.
 */
function buildContentList<Row, Query extends ContentListQuery & LinkFilters>(
  db: Db,
  definition: ContentListDefinition<Row, Query>,
  shape: ContentListShape,
  name: string,
) {
  const given = givenIn<Query>(shape);
  // A tab's pages and its plain search, the shapes every member sends, are prepared once per
  // connection: parsing and planning cost PostgreSQL about 3 ms a page, executing 0.3 to 1. A
  // filtered list's shapes are too many to keep on every connection, so they go unnamed
  // (decision 035) and are parsed each time (decision 059).
  const filtered = Object.keys(given).some((key) => !UNFILTERED_KEYS.has(key));
  const prepared = (part: string) => (filtered ? UNNAMED : statementName(`${name}:${part}`));
  const own = shape.own ?? false;
  const conditions: SQL[] = [
    ...(shape.typed ? [eq(contentItems.type, sql.placeholder('contentType'))] : []),
    ...(definition.where?.(given, { own }) ?? []),
  ];
  const scope = definition.scope?.(given);
  if (scope) conditions.push(scope);
  else if (own) conditions.push(eq(contentItems.owner_id, VIEWER));
  else {
    conditions.push(isPublicNow());
    if (given.user) conditions.push(eq(contentItems.owner_id, sql.placeholder('user')));
    else if (shape.othersOnly) conditions.push(ne(contentItems.owner_id, VIEWER));
  }
  conditions.push(...linkFilters(db, given));
  const words = sql.placeholder('words');
  const listed = and(...conditions);
  if (shape.words)
    conditions.push(
      searchesIndexed(given) ? matchesIndexedSearch(sql.placeholder('indexedWords')) : matchesSearch(words),
    );
  const where = and(...conditions);
  // A search ranks its newest matches only; past them its pages go on newest first (decision 059).
  const ranked = shape.words && !shape.pastCandidates;
  const order = [...(ranked ? [desc(searchRank(words))] : []), ...newestFirst];
  const limit = sql.placeholder('limit');
  // No offset on the first page: PostgreSQL costs an offset parameter as a tenth of the list, and
  // its generic plan, dearer than a plan for offset 0, would never be kept (decision 035).
  const offset = shape.later ? sql` offset ${sql.placeholder('offset')}` : sql``;
  const pageIds = db
    .select({ id: contentItems.id })
    .from(contentItems)
    .where(where)
    .orderBy(...newestFirst)
    .limit(limit);
  if (shape.words) {
    // The newest matches, one more than are counted: a walk down the newest-first index that stops
    // there, or the text index's matches sorted for their newest, whichever PostgreSQL finds
    // cheaper; never a rank for every match (decision 059).
    // With sectors or countries the index of the words' starts finds few matches (decision 060).
    const windowed = searchesIndexed(given) ? undefined : newestInWindows(db, { listed, where });
    const candidates = windowed?.candidates ?? db.$with('candidates').as(newestMatches(db, where));
    const ids = ranked
      ? sql<
          number[]
        >`array(select ranked.id from (select * from ${candidates} order by created_at desc, id desc limit ${SEARCH_CANDIDATES}) as ranked
          order by ts_rank(ranked.search, ${words}::tsquery) desc, ranked.created_at desc, ranked.id desc limit ${limit}${offset})`
      : sql<number[]>`array(${pageIds}${offset})`;
    return {
      search: db
        .with(...(windowed?.windows ?? []), candidates)
        .select({ ids, counted: sql<number>`(select count(*)::int from ${candidates})` })
        .from(sql`(select) as one`)
        .prepare(prepared('search')),
      page: definition
        .select(db, sql`${contentItems.id} = any(${sql.placeholder('ids')}::int[])`, order)
        .prepare(prepared('page')),
    };
  }
  return {
    // The page's ids as one array, not a semi-join the planner orders with `select`'s joins (decision 032).
    page: definition
      .select(db, sql`${contentItems.id} = any(array(${pageIds}${offset}))`, order)
      .prepare(prepared('page')),
    rows: db.select({ one: sql`1` }).from(contentItems).where(where),
    /** The count's statements' name, or unnamed (lib/list-count). */
    countName: prepared('count'),
  };
}

/** A search's newest matches where `where` holds, `counted` of them at most. */
const newestMatches = (db: Db, where: SQL | undefined) =>
  db
    .select({ id: contentItems.id, created_at: contentItems.created_at, search: contentItems.search })
    .from(contentItems)
    .where(where)
    .orderBy(...newestFirst)
    .limit(sql.placeholder('counted'));

/**
 * The `candidates` of a search without sectors or countries (`where`: the list's conditions
 * `listed` and the words): its newest matches from the narrowest window of recent hours
 * (`SEARCH_WINDOW_HOURS`, the values `window0`...) that holds `counted` of them, else from every
 * match (decision 062). A window asks the index of the words' starts with when items were made, so
 * the scan meets both by skipping and reads only the window's matches. A window's statement runs
 * only when every narrower one fell short: each branch's condition is the windows' counts, which
 * PostgreSQL evaluates once each, lazily and left to right. Answers the windows' statements too.
 */
function newestInWindows(db: Db, { listed, where }: { listed: SQL | undefined; where: SQL | undefined }) {
  const windows = SEARCH_WINDOW_HOURS.map((_, index) =>
    db
      .$with(`window${index}`)
      .as(
        newestMatches(
          db,
          and(
            listed,
            matchesIndexedSearch(sql.placeholder('indexedWords')),
            sql`${createdPeriods(contentItems.created_at)} && ${sql.placeholder(`window${index}`)}::text[]`,
          ),
        ),
      ),
  );
  const counted = sql.placeholder('counted');
  const short = (index: number) => sql`(select count(*) from ${windows[index]}) < ${counted}`;
  const allShort = (count: number) => Array.from({ length: count }, (_, index) => short(index));
  const branches = [
    ...windows.map(
      (window, index) =>
        sql`select * from ${window} where ${and(...allShort(index), sql`not ${short(index)}`)}`,
    ),
    sql`select * from (${newestMatches(db, where)}) as every where ${and(...allShort(windows.length))}`,
  ];
  const candidates = db
    .$with('candidates', {
      id: sql<number>`id`,
      created_at: sql<Date>`created_at`,
      search: sql<string>`search`,
    })
    .as(sql.join(branches, sql` union all `));
  return { windows, candidates };
}

/**
 * A search's meta from its matches counted up to one past `countedTo`: exact up to there, else
 * `countedTo` with `total_capped`, one page more to show (the web reads 'N+ results').
 */
function cappedListMeta(window: PageWindow, counted: number, countedTo: number): ListMeta {
  if (counted <= countedTo) return listMeta(window, counted);
  return { ...listMeta(window, counted), total: countedTo, total_capped: true };
}

/** A query's values by their placeholders' names: each key's, and each id of a list under `key.index`. */
function listValues(query: object): Record<string, unknown> {
  const values: Record<string, unknown> = { ...query };
  for (const [key, value] of Object.entries(query)) {
    if (!Array.isArray(value)) continue;
    for (const [index, id] of value.entries()) values[`${key}.${index}`] = id;
  }
  return values;
}

/**
 * A content list: a page of items as `viewerId` may list them, newest first (best match first with
 * a search): the public items, or one company's (`user`); one's own in every status. `othersOnly`
 * leaves the viewer's own items out of the public list (the spec's '...Others' lists). The page's
 * ids come from the index alone, then `select` reads those rows with their links: building every
 * skipped row's links for a later page would cost a query per row passed.
 *
 * Its statements are built once per database and shape (decision 035), from the definition and
 * the shape alone (decision 047): the query's values reach them only at `execute`.
 */
export function contentList<Row, Query extends ContentListQuery & LinkFilters>(
  definition: ContentListDefinition<Row, Query>,
) {
  const statements = preparedPerDatabase(definition.name, (db, name, shape: ContentListShape) =>
    buildContentList(db, definition, shape, name),
  );
  return async function listPage(options: {
    db: Db;
    viewerId: number;
    /** Undefined: every type (the feed's 'all' tab). */
    type: ContentType | undefined;
    query: Query;
    perPage: number;
    othersOnly?: boolean;
  }): Promise<{ rows: Row[]; meta: ListMeta }> {
    const { db, viewerId, type, query, perPage } = options;
    const words = query.search ? await textQueryOf({ db, text: query.search }) : null;
    const window = pageWindow(query, perPage);
    const keys = Object.keys(query).filter((key) => key !== 'page' && key !== 'perPage');
    const given = givenFilters(query, keys as (keyof Query & string)[]);
    const indexedWords = query.search ? await textQueryOf({ db, text: query.search, indexed: true }) : null;
    const list = statements(db, {
      ...Object.fromEntries(Object.entries(given).map(([key, value]) => [`${QUERY_KEY}${key}`, value])),
      typed: type !== undefined,
      own: query.user === viewerId,
      words: words !== null,
      later: window.offset > 0,
      pastCandidates: words !== null && window.offset >= SEARCH_CANDIDATES,
      othersOnly: options.othersOnly ?? false,
    });
    const values = {
      ...listValues(query),
      viewer: viewerId,
      contentType: type,
      words,
      indexedWords,
      ...(words !== null && !searchesIndexed(given as Given<LinkFilters>) ? windowPeriods(new Date()) : {}),
      limit: window.limit,
      offset: window.offset,
    };
    if (list.search) {
      const countedTo = Math.max(SEARCH_CANDIDATES, window.offset + window.limit);
      const [found] = await list.search.execute({ ...values, counted: countedTo + 1 });
      const ids = found?.ids ?? [];
      const rows = ids.length > 0 ? ((await list.page.execute({ ...values, ids })) as Row[]) : [];
      return { rows, meta: cappedListMeta(window, found?.counted ?? 0, countedTo) };
    }
    const [rows, total] = await Promise.all([
      list.page.execute(values) as Promise<Row[]>,
      countList({ db, rows: list.rows, values, name: list.countName }),
    ]);
    return { rows, meta: listMeta(window, total) };
  };
}
