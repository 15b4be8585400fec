// The database's bare limit for the content lists: node:http and a pg pool of the API's size
// running the API's own SQL (market-sql.mjs, feed-sql.mjs) for GET /api/market/{offers|
// opportunities}[/{id}] and GET /api/feed (its tabs of items): the session, the tier's features
// for the market, then the page and its count at once (or the item), answered as the API's JSON
// for an English reader. No framework, validation, rate limit, logging or response schema: what
// is left is the database.
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import {
  ACTIVE_STATUS,
  LIST_COUNT_LIMIT,
  plainText,
  SESSION_SQL,
  searchQuery,
  TOUCH_SESSION_SQL,
} from './content-sql.mjs';
import { CARD_ROW, FEED_TAB_TYPES, feedStatements } from './feed-sql.mjs';
import { FEATURES_SQL, itemStatement, listStatements, MARKET_ROW } from './market-sql.mjs';

// pg is a dependency of @acorn/db, resolved from there rather than declared a second time here.
const pg = createRequire(new URL('../packages/db/package.json', import.meta.url))('pg');

const [port] = process.argv.slice(2);
const PARTICIPANT = 1;
const IDLE_MS = 7 * 24 * 60 * 60_000;
const TOUCH_INTERVAL_MS = 60_000;
const MARKET_TYPES = { offers: 'offer', opportunities: 'opportunity' };
/** The market's and the feed's page: ten by default, at most 50. */
const PER_PAGE = { default: 10, max: 50 };
/** FEED_EXCERPT_LENGTH: the longest text a card shows. */
const EXCERPT_LENGTH = 600;
/** The local disk storage's public files (PUBLIC_FILES_PREFIX), where the bench's API keeps them. */
const PUBLIC_FILES = '/uploads';

// As the API's pool (packages/db client.ts): same size, same timeouts.
const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
  connectionTimeoutMillis: 5000,
  idleTimeoutMillis: 30_000,
  statement_timeout: 5000,
  query_timeout: 6000,
  idle_in_transaction_session_timeout: 10_000,
});
pool.on('error', () => {});
// Like drizzle, dates stay the strings PostgreSQL sends; rows come as arrays.
const types = {
  getTypeParser: (id, format) =>
    id === pg.types.builtins.DATE ? (value) => value : pg.types.getTypeParser(id, format),
};
const query = (statement) => pool.query({ ...statement, rowMode: 'array', types });

class HttpError extends Error {
  constructor(status, code) {
    super(code);
    this.status = status;
  }
}

/** resolveSession and requireRole(participant): the caller's id. */
async function participant(authorization) {
  const token = authorization?.startsWith('Bearer ') ? authorization.slice(7).trim() : '';
  if (!token) throw new HttpError(401, 'unauthenticated');
  const tokenHash = createHash('sha256').update(token).digest('hex');
  const now = new Date();
  const {
    rows: [session],
  } = await query({ text: SESSION_SQL, values: [tokenHash, now, ACTIVE_STATUS, 1] });
  const idleFor = session ? now.getTime() - session[2].getTime() : 0;
  if (!session || idleFor > IDLE_MS) throw new HttpError(401, 'unauthenticated');
  if (idleFor > TOUCH_INTERVAL_MS) await query({ text: TOUCH_SESSION_SQL, values: [now, tokenHash] });
  const [userId, role] = session;
  if (role !== PARTICIPANT) throw new HttpError(403, 'forbidden');
  return userId;
}

/** A page's number and size as the list's query schema reads them. */
const pageOf = (params) => ({
  page: Number(params.get('page') ?? 1),
  perPage: Math.min(Number(params.get('perPage') ?? PER_PAGE.default), PER_PAGE.max),
});

/** countList (lib/list-count): the bounded count and the shared total, the recount when stale. */
async function countList({ read, claim, recount, sweep }) {
  const {
    rows: [[bounded, total, fresh]],
  } = await query(read);
  if (bounded <= LIST_COUNT_LIMIT) return bounded;
  if (total === null) return recountList(recount, sweep);
  if (fresh) return Math.max(total, bounded);
  const { rows: claimed } = await query(claim);
  return claimed.length > 0 ? recountList(recount, sweep) : Math.max(total, bounded);
}

async function recountList(recount, sweep) {
  const [counted] = await Promise.all([query(recount), query(sweep)]);
  return counted.rows[0][0];
}

/** The page and its count at once, answered with listMeta's meta. */
async function listPage(statements, { page, perPage }, present) {
  const [rows, total] = await Promise.all([query(statements.rows), countList(statements.count)]);
  return {
    data: rows.rows.map(present),
    meta: {
      current_page: page,
      last_page: Math.max(1, Math.ceil(total / perPage)),
      per_page: perPage,
      total,
    },
  };
}

const columns = (names, row, start) =>
  Object.fromEntries(names.map((name, index) => [name, row[start + index]]));
const named = (ref) => ({ id: ref.id, name: ref.name });
/** contentStatus: a published item past its deadline reads 'expired'. */
const contentStatus = (item, today) =>
  item.status === 'published' && item.deadline !== null && item.deadline < today ? 'expired' : item.status;
const today = () => new Date().toISOString().slice(0, 10);

/** presentMarketItem (market.presenter) for an English reader, in the response schema's key order. */
function presentMarketItem(row, viewerId, day) {
  const item = columns(MARKET_ROW.contentColumns, row, MARKET_ROW.item);
  const market = columns(MARKET_ROW.marketColumns, row, MARKET_ROW.market);
  const [serviceId, serviceName] = row.slice(MARKET_ROW.service, MARKET_ROW.service + 2);
  return {
    id: item.id,
    item_type: item.type,
    title: item.title,
    description: item.description,
    status: contentStatus(item, day),
    deny_reason: item.owner_id === viewerId ? item.deny_reason : null,
    service: serviceId === null ? null : { id: serviceId, service_name: serviceName },
    sectors: row[MARKET_ROW.sectors].map(named),
    countries: row[MARKET_ROW.countries].map(named),
    target_company_size: market.target_company_size,
    target_company_revenue: market.target_company_revenue,
    need: item.type === 'opportunity' ? market.need : null,
    what_brand_famous: item.type === 'offer' ? market.what_brand_famous : null,
    innovation_areas: market.innovation_areas,
    strengths: market.strengths,
    proposalFactors: row[MARKET_ROW.factors].map((factor) => ({
      id: factor.id,
      factorName: factor.name,
      factorStage: factor.stage,
    })),
    // The generated items have no files; a private file's answer, for completeness.
    files: row[MARKET_ROW.files].map((file) => ({
      id: file.id,
      name: file.original_name,
      url: `/api/protected/files/${file.id}`,
      content_type: file.content_type,
      size: file.size,
      variants: {},
    })),
    scoring_board_reviews: market.scoring_board_reviews,
    scoring_board_testimonials: market.scoring_board_testimonials,
    scoring_board_recommendations: market.scoring_board_recommendations,
    scoring_board_certificates: market.scoring_board_certificates,
    scoring_board_awards: market.scoring_board_awards,
    scoring_board_publications: market.scoring_board_publications,
    deadline: item.deadline,
    opening_date: item.opening_date,
    createdAt: item.created_at.toISOString(),
    user: { id: item.owner_id, company_name: row[MARKET_ROW.companyName] },
  };
}

/** GET /api/market/{side}[/{id}], for a participant whose tier has the market. */
async function answerMarket([side, id, extra], params, authorization) {
  const type = MARKET_TYPES[side];
  if (!type || extra !== undefined) throw new HttpError(404, 'not_found');
  const viewerId = await participant(authorization);
  const {
    rows: [own],
  } = await query({ text: FEATURES_SQL, values: [viewerId] });
  if (!own?.[0].includes('LOG_MARKET_FEATURE')) throw new HttpError(403, 'feature_not_in_plan');
  const day = today();
  if (id !== undefined) {
    const {
      rows: [row],
    } = await query(itemStatement({ type, id: Number(id), viewerId }));
    if (!row) throw new HttpError(404, 'content_not_found');
    return { data: presentMarketItem(row, viewerId, day) };
  }
  const paging = pageOf(params);
  const search = params.get('search');
  const statements = listStatements({ type, ...paging, words: search ? searchQuery(search) : null });
  return listPage(statements, paging, (row) => presentMarketItem(row, viewerId, day));
}

/** A public upload's address (the local disk storage's); a private one never shows on a card. */
const imageUrl = (visibility, storageKey) =>
  visibility === 'public' ? `${PUBLIC_FILES}/${storageKey}` : null;

/** presentContentCard (feed.presenter) for an English reader, in the card schema's key order. */
function presentCard(row, viewerId, day) {
  const item = columns(CARD_ROW.item, row, 0);
  const isOwn = item.owner_id === viewerId;
  // A hidden advisor's listing shows neither its picture nor the company behind it, its id included.
  const hidden = row[CARD_ROW.hiddenIdentity] === true && !isOwn;
  const image = row[CARD_ROW.image];
  return {
    item_type: item.type,
    id: item.id,
    title: item.title,
    excerpt: plainText(item.description).slice(0, EXCERPT_LENGTH),
    image: hidden || image === null ? null : imageUrl(image.visibility, image.storage_key),
    status: isOwn ? contentStatus(item, day) : null,
    createdAt: item.created_at.toISOString(),
    deadline: item.deadline,
    samples_left: row[CARD_ROW.samplesLeft],
    sectors: row[CARD_ROW.sectors].map((ref) => ref.name),
    countries: row[CARD_ROW.countries].map((ref) => ref.name),
    owner: hidden
      ? { id: 0, name: item.title, avatar: null, headline: '', hidden: true }
      : {
          id: item.owner_id,
          name: row[CARD_ROW.ownerName] ?? '',
          avatar: imageUrl(row[CARD_ROW.logoVisibility], row[CARD_ROW.logoStorageKey]),
          headline: row[CARD_ROW.ownerHeadline] ?? '',
          hidden: false,
        },
    is_own: isOwn,
    wanted: row[CARD_ROW.wanted],
  };
}

/** A link filter's ids, as the query sends them: comma-separated. */
const ids = (value) => (value ? value.split(',').map(Number) : []);

/** GET /api/feed?type=all or a type's tab, with the search box's words and sector and country filters. */
async function answerFeed(rest, params, authorization) {
  const tab = params.get('type') ?? 'all';
  const type = FEED_TAB_TYPES[tab];
  if (rest.length > 0 || (tab !== 'all' && !type)) throw new HttpError(404, 'not_found');
  const viewerId = await participant(authorization);
  const day = today();
  const paging = pageOf(params);
  const search = params.get('search');
  const statements = feedStatements({
    type,
    words: search ? searchQuery(search) : null,
    sectors: ids(params.get('sectors')),
    countries: ids(params.get('countries')),
    viewerId,
    ...paging,
  });
  return listPage(statements, paging, (row) => presentCard(row, viewerId, day));
}

const ROUTES = new Map([
  ['market', answerMarket],
  ['feed', answerFeed],
]);

async function answer(request) {
  const url = new URL(request.url, 'http://bare');
  // As the API's health check: the database answers.
  if (url.pathname === '/health') {
    await pool.query('select 1');
    return { status: 'ok' };
  }
  const [, api, feature, ...rest] = url.pathname.split('/');
  const route = request.method === 'GET' && api === 'api' ? ROUTES.get(feature) : undefined;
  if (!route) throw new HttpError(404, 'not_found');
  return route(rest, url.searchParams, request.headers.authorization);
}

/** As the API's 503 database_unavailable: no free connection in time, or a statement cut off. */
const overloaded = (error) =>
  /timeout exceeded when trying to connect|Query read timeout/.test(error.message) || error.code === '57014';

createServer((request, response) => {
  answer(request).then(
    (body) => {
      response
        .writeHead(200, { 'content-type': 'application/json; charset=utf-8' })
        .end(JSON.stringify(body));
    },
    (error) => {
      const status = error instanceof HttpError ? error.status : overloaded(error) ? 503 : 500;
      if (status === 500) console.error(error);
      response
        .writeHead(status, { 'content-type': 'application/json; charset=utf-8' })
        .end(JSON.stringify({ code: error.message }));
    },
  );
}).listen(Number(port), '127.0.0.1', () => process.send?.('ready'));

// Requests still queued at the end of a run are dropped with the process; the server closes their sessions.
process.on('SIGTERM', () => process.exit(0));
