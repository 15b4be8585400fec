// What every content list sends, as the API's own code builds it (api-sql.mjs): the session check
// (resolveSession), the search box's text query (textQueryOf), and a list's page with its count, or
// a search's ranked matches and then their rows (contentList, lib/list-count). The market's and the
// feed's statements (market-sql.mjs, feed-sql.mjs) are those of the API's services for each request.
import { createHash } from 'node:crypto';
import { drizzle } from 'drizzle-orm/node-postgres';
import { apiModule, apiStatements } from './api-sql.mjs';

const sessions = await apiModule('features/accounts/sessions.service.ts');
const content = await apiModule('features/content/index.ts');
const listCount = await apiModule('lib/list-count.ts');

/** lib/list-count LIST_COUNT_LIMIT: rows counted per request; past it the shared total answers. */
export const { LIST_COUNT_LIMIT } = listCount;

/** content.service SEARCH_CANDIDATES: the matches a search ranks and counts, its newest. */
export const { SEARCH_CANDIDATES } = content;

/** packages/db searchableText, which the API writes the search columns with (content-fixtures.mjs). */
export const { searchableText } = content;

/** The session's statements built once for a marker token and time, which each request's replace. */
const MARKER_TOKEN = 'the bench twin marker token';
const MARKER_HASH = createHash('sha256').update(MARKER_TOKEN).digest('hex');
const MARKER_NOW = new Date('2000-01-01T00:00:00.000Z');
/** A participant's session last used two minutes before: resolveSession sends its touch too. */
const MARKER_SESSION = [[[1, 1, new Date(MARKER_NOW.getTime() - 2 * 60_000)]]];

/**
 * resolveSession (accounts): the named statement that finds a bearer token's session (`check`),
 * and `touch`, its last use moved on (at most once a minute per session), for the token's digest
 * and `now`.
 */
export async function sessionStatements(tokenHash, now) {
  const [check, touch] = await apiStatements(
    'session',
    (db) => sessions.resolveSession({ db, token: MARKER_TOKEN, now: MARKER_NOW }),
    MARKER_SESSION,
  );
  const instant = now.toISOString();
  const fill = (statement) => ({
    ...statement,
    values: statement.values.map((value) =>
      value === MARKER_HASH ? tokenHash : value === MARKER_NOW.toISOString() ? instant : value,
    ),
  });
  return { check: fill(check), touch: fill(touch) };
}

/** A drizzle database sending through `query` (a pg client's or pool's, or one answering rows as objects). */
const databases = new WeakMap();
function databaseOf(query) {
  let db = databases.get(query);
  if (!db) {
    db = drizzle({
      client: {
        query: async (config, values) => {
          const { rows } = await query({ name: config.name, text: config.text, values, rowMode: 'array' });
          return { rows: rows.map((row) => (Array.isArray(row) ? row : Object.values(row))) };
        },
      },
    });
    databases.set(query, db);
  }
  return db;
}

/**
 * textQueryOf (content): a search box's text as the text query PostgreSQL makes of its words, or
 * null without a word; the API's own, which sends its named statement through `query` the first
 * time it meets the words and keeps the answer.
 */
export const textQueryOf = (text, query) => content.textQueryOf({ db: databaseOf(query), text });

/**
 * The statements of one request to a content list (contentList, content.service), as the API sends
 * them: `list(db)` answers the request with the API's service, after `ahead` statements of its own
 * (their rows given: the market's tier check). Kept under `key`, which names the request; `search`
 * is its search box's text, whose text query is made through `query`. Without words: `rows`, the
 * page, and `count`, countList's (`read`, then for a long list `recount()` or `want()`); with
 * words: `search`, the ranked matches' ids and total, and `rows(ids)`, the page of those ids.
 */
export async function contentListStatements({ key, list, search, query, ahead = [] }) {
  const words = search ? await textQueryOf(search, query) : null;
  // A search also asks the words for the index of their starts (with filters, decision 060; in
  // its windows of recent hours, decision 062): made here first, as for the words, so the
  // request's statements are the list's own.
  if (search) await content.textQueryOf({ db: databaseOf(query), text: search, indexed: true });
  const at = ahead.length;
  // The answers send the API's code down each path: a search that found `ids`, a long list whose
  // total is missing (recounted) or stale (claimed first).
  const sent = async (path, answers) =>
    (await apiStatements(`${key}${path}`, list, [...ahead, ...answers])).slice(at);
  if (words !== null) {
    const [matches] = await sent('', []);
    return { search: matches, rows: async (ids) => (await sent(`:${ids}`, [[[ids, ids.length]]]))[1] };
  }
  const [rows, read] = await sent('', []);
  const long = (total) => [[], [[LIST_COUNT_LIMIT + 1, total, false]]];
  return {
    rows,
    count: {
      read,
      /** The exact count written, with the statement and values the recount job counts it with again. */
      recount: async () => (await sent(':recount', long(null))).slice(2, 3),
      /** A stale total marked for the recount job. */
      want: async () => (await sent(':want', long(0)))[2],
    },
  };
}

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
