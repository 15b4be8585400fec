// What the API sends for every content list, word for word, as captured from PostgreSQL's log
// (`alter database ... set log_statement = 'all'`) while the built server answered: the session
// check, who may see an item (isPublicNow), the link filters, the search, and a page of ids with
// its count (contentList, lib/list-count). The market's and the feed's statements
// (market-sql.mjs, feed-sql.mjs) are built from these pieces, as the API builds them from its
// content engine, so a change there is made once here. Texts of the API's plainText,
// searchableText and searchQuery are repeated here too.
import { createHash } from 'node:crypto';

/** accounts ACTIVE_STATUS: a session's account must have it. */
export const ACTIVE_STATUS = 0;

/**
 * resolveSession (accounts): the bearer token's digest, now, the active status, limit 1; the API
 * prepares it once, as the named statement SESSION_STATEMENT.
 */
export const SESSION_STATEMENT = 'resolve_session';
export const SESSION_SQL =
  'select "sessions"."user_id", "users"."cb_roles_id", "sessions"."last_used_at" from "sessions" inner join "users" on "users"."id" = "sessions"."user_id" where ("sessions"."token_hash" = $1 and "sessions"."revoked_at" is null and "sessions"."expires_at" > $2 and "users"."status" = $3) limit $4';
/** resolveSession's touch, at most once a minute per session. */
export const TOUCH_SESSION_SQL =
  'update "sessions" set "last_used_at" = $1 where "sessions"."token_hash" = $2';

/**
 * Drizzle's placeholders: every value a parameter of its own, numbered in the order the text
 * reads them. `add` keeps a value and answers its placeholder, so a statement is written in the
 * order of its text (template literals evaluate left to right) and numbers itself.
 */
export function parameters() {
  const values = [];
  return {
    values,
    add: (value) => {
      values.push(value);
      return `$${values.length}`;
    },
  };
}

/** Drizzle's and(): one condition as it is, several in parentheses. */
const and = (conditions) => (conditions.length === 1 ? conditions[0] : `(${conditions.join(' and ')})`);

/** content.queries linked: JSON rows of a link table, ordered, in the same statement as the item. */
export const linked = (json, from, order) =>
  `coalesce((select json_agg(${json} order by ${order}) ${from}), '[]'::json)`;

/** content.queries localizedRefs: an item's links to a localized reference list, by name. */
const localizedRefs = (table, link, column) =>
  linked(
    `json_build_object('id', "${table}"."id", 'name', "${table}"."name", 'name_pt', "${table}"."name_pt", 'name_es', "${table}"."name_es")`,
    `from "${link}" join "${table}" on "${table}"."id" = "${link}"."${column}" where "${link}".content_id = "content_items"."id"`,
    `"${table}"."name"`,
  );
/** contentColumns' sectors and countries, which every type's select reads. */
export const SECTORS = localizedRefs('sectors', 'content_sectors', 'sector_id');
export const COUNTRIES = localizedRefs('countries', 'content_countries', 'country_id');

/** isPublicNow (content): approved, of an account still active (the item's copy), not past its last day. */
/** The files table's columns, as drizzle selects a joined (aliased) files row: a logo or an image. */
export const FILE_COLUMNS = [
  'id',
  'owner_id',
  'storage_key',
  'visibility',
  'original_name',
  'content_type',
  'size',
  'variants',
  'created_at',
];

export const PUBLIC_NOW = `("content_items"."status" = 'published' and "content_items"."owner_active" and ("content_items"."deadline" is null or "content_items"."deadline" >= current_date))`;

/** linkFilters (content): items linked through `table` to any of `ids`. */
const linkedTo = (table, column, ids, add) =>
  `exists (select 1 from "${table}" where ("${table}"."content_id" = "content_items"."id" and "${table}"."${column}" in (${ids.map(add).join(', ')})))`;

/**
 * contentList (content.service) for the public items of a type (or of every type). Without a
 * search: the page and its count (countStatements), sent at once on two connections; the page
 * picks its ids as an array of a subquery (where, order, limit and offset), then `select` (a
 * function of `add`: its own parameters come first) reads those rows in the same order. With a
 * search: `search` ranks the matches once and answers the page's ids with their exact total, then
 * `rows(ids)` reads those rows, best match first. The offset is left out on the first page.
 */
export function pageStatements({ select, type, sectors = [], countries = [], words, page, perPage }) {
  const where = (add) =>
    and([
      ...(type ? [`"content_items"."type" = ${add(type)}`] : []),
      PUBLIC_NOW,
      ...(sectors.length > 0 ? [linkedTo('content_sectors', 'sector_id', sectors, add)] : []),
      ...(countries.length > 0 ? [linkedTo('content_countries', 'country_id', countries, add)] : []),
      ...(words ? [`"content_items"."search" @@ ${add(words)}::tsquery`] : []),
    ]);
  const order = (add) =>
    `order by ${words ? `ts_rank("content_items"."search", ${add(words)}::tsquery) desc, ` : ''}"content_items"."created_at" desc, "content_items"."id" desc`;
  const offset = (page - 1) * perPage;
  const window = (add) => `limit ${add(perPage)}${offset > 0 ? ` offset ${add(offset)}` : ''}`;
  if (words) {
    const found = parameters();
    const text = `with "matched" as (select "id", ts_rank("content_items"."search", ${found.add(words)}::tsquery) as "rank", "created_at" from "content_items" where ${where(found.add)}) select array(select "id" from "matched" order by "rank" desc, "created_at" desc, "id" desc ${window(found.add)}), (select count(*)::int from "matched") from (select) as one`;
    return {
      search: { text, values: found.values },
      rows: (ids) => {
        const rows = parameters();
        const head = select(rows.add);
        return {
          text: `${head} where "content_items"."id" = any(${rows.add(ids)}::int[]) ${order(rows.add)}`,
          values: rows.values,
        };
      },
    };
  }
  const rows = parameters();
  const head = select(rows.add);
  const ids = `select "id" from "content_items" where ${where(rows.add)} ${order(rows.add)} ${window(rows.add)}`;
  const text = `${head} where "content_items"."id" = any(array((${ids}))) ${order(rows.add)}`;
  return {
    rows: { text, values: rows.values },
    count: countStatements((add) => `select 1 from "content_items" where ${where(add)}`),
  };
}

/** lib/list-count LIST_COUNT_LIMIT and LIST_COUNT_TTL_MS: rows counted per request, a shared total's freshness. */
export const LIST_COUNT_LIMIT = 1000;
const LIST_COUNT_TTL_MS = 10_000;

/**
 * countList (lib/list-count) for a list whose rows `list` writes (a function of `add`, as
 * `select 1 from ... where ...`): its key, the digest of that statement's text and parameters; the
 * bounded count read with the shared total (every request; the count skipped while a long list's
 * total is fresh); the claim of a stale total; the exact
 * count written with the sweep of totals unused for an hour (the first request, then once a claim
 * is won). pg-bare-server's countList sends them as the API does.
 */
export function countStatements(list) {
  const listed = parameters();
  const key = createHash('sha256')
    .update(JSON.stringify([list(listed.add), listed.values]))
    .digest('hex');
  const read = parameters();
  const fresh = (add) =>
    `"list_counts"."counted_at" > now() - ${add(LIST_COUNT_TTL_MS)} * interval '1 millisecond'`;
  const readText = `select case when "list_counts"."total" > ${read.add(LIST_COUNT_LIMIT)} and ${fresh(read.add)} then null
        else (select count(*)::int from ((${list(read.add)}) limit ${read.add(LIST_COUNT_LIMIT + 1)}) as listed) end, "list_counts"."total", ${fresh(read.add)} from (select) as one left join "list_counts" on "list_counts"."key" = ${read.add(key)}`;
  const recount = parameters();
  const recountText = `insert into "list_counts" ("key", "total", "counted_at") values (${recount.add(key)}, (select count(*)::int from (${list(recount.add)}) as listed), now()) on conflict ("key") do update set "total" = excluded.total, "counted_at" = excluded.counted_at returning "total"`;
  return {
    read: { text: readText, values: read.values },
    claim: {
      text: 'update "list_counts" set "counted_at" = now() where ("list_counts"."key" = $1 and "list_counts"."counted_at" <= now() - $2 * interval \'1 millisecond\') returning "key"',
      values: [key, LIST_COUNT_TTL_MS],
    },
    recount: { text: recountText, values: recount.values },
    sweep: {
      text: 'delete from "list_counts" where "list_counts"."key" in (select "key" from "list_counts" where "list_counts"."counted_at" < now() - interval \'1 hour\' for update skip locked)',
      values: [],
    },
  };
}

const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** packages/db plainText: the text of an HTML fragment as a reader sees it (a card's excerpt). */
export function plainText(html) {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#\d{1,7}|[a-z]+);/gi, (entity, name) => {
      if (!name.startsWith('#')) return ENTITIES[name.toLowerCase()] ?? entity;
      const code = Number(name.slice(1));
      return code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** packages/db searchableText: the words of a text or HTML, no tags, lower case, no accents. */
export const searchableText = (html) =>
  plainText(html)
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** content textQueryOf's statement: the words as the 'simple' configuration's text query. */
const TEXT_QUERY_SQL = `select to_tsquery('simple', $1)::text from (select) as one`;
const textQueries = new Map();

/**
 * content textQueryOf: a search box's text as the text query PostgreSQL makes of its words (`words`
 * in the statements above), each made once and kept; `query` sends a statement for its rows.
 */
export async function textQueryOf(text, query) {
  const words = searchQuery(text);
  if (words === null) return null;
  if (!textQueries.has(words)) {
    const {
      rows: [row],
    } = await query({ text: TEXT_QUERY_SQL, values: [words] });
    textQueries.set(words, (Array.isArray(row) ? row[0] : Object.values(row)[0]) ?? '');
  }
  return textQueries.get(words);
}

/** content searchQuery: every word of the search box as a prefix, all of them required. */
export function searchQuery(text) {
  const words = searchableText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8);
  return words.length > 0 ? words.map((word) => `${word}:*`).join(' & ') : null;
}
