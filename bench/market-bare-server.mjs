// The market's bare limit: node:http and a pg pool of the API's size running the API's own SQL
// (market-sql.mjs) for GET /api/market/{offers|opportunities}[/{id}]: the session, the tier's
// features, then the page and its count at once (or the item), answered as the API's JSON.
// No framework, validation, rate limit, logging or response schema: what is left is the database.
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import {
  FEATURES_SQL,
  itemStatement,
  listStatements,
  MARKET_ROW,
  SESSION_SQL,
  searchQuery,
  TOUCH_SESSION_SQL,
} from './market-sql.mjs';

// pg is a dependency of @acorn/db, resolved from there rather than declared a second time here.
const pg = createRequire(new URL('../packages/db/package.json', import.meta.url))('pg');

const [port] = process.argv.slice(2);
const PARTICIPANT = 1;
const ACTIVE_STATUS = 0;
const IDLE_MS = 7 * 24 * 60 * 60_000;
const TOUCH_INTERVAL_MS = 60_000;
const TYPES = { offers: 'offer', opportunities: 'opportunity' };
const PER_PAGE = { default: 10, max: 50 };

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

/** resolveSession, requireRole(participant) and requireFeature('LOG_MARKET_FEATURE'). */
async function marketViewer(authorization) {
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
  const {
    rows: [own],
  } = await query({ text: FEATURES_SQL, values: [userId] });
  if (!own?.[0].includes('LOG_MARKET_FEATURE')) throw new HttpError(403, 'feature_not_in_plan');
  return userId;
}

const columns = (names, row, start) =>
  Object.fromEntries(names.map((name, index) => [name, row[start + index]]));
const named = (ref) => ({ id: ref.id, name: ref.name });

/** presentMarketItem (market.presenter) for an English reader, in the response schema's key order. */
function present(row, viewerId, today) {
  const item = columns(MARKET_ROW.contentColumns, row, MARKET_ROW.item);
  const market = columns(MARKET_ROW.marketColumns, row, MARKET_ROW.market);
  const [serviceId, serviceName] = row.slice(MARKET_ROW.service, MARKET_ROW.service + 2);
  const [sectors, countries, factors, files] = row.slice(MARKET_ROW.links);
  const expired = item.status === 'published' && item.deadline !== null && item.deadline < today;
  return {
    id: item.id,
    item_type: item.type,
    title: item.title,
    description: item.description,
    status: expired ? 'expired' : item.status,
    deny_reason: item.owner_id === viewerId ? item.deny_reason : null,
    service: serviceId === null ? null : { id: serviceId, service_name: serviceName },
    sectors: sectors.map(named),
    countries: countries.map(named),
    target_company_size: market.target_company_size,
    target_company_revenue: market.target_company_revenue,
    need: item.type === 'opportunity' ? market.need : null,
    what_brand_famous: item.type === 'offer' ? market.what_brand_famous : null,
    innovation_areas: market.innovation_areas,
    strengths: market.strengths,
    proposalFactors: factors.map((factor) => ({
      id: factor.id,
      factorName: factor.name,
      factorStage: factor.stage,
    })),
    // The generated items have no files; a private file's answer, for completeness.
    files: files.map((file) => ({
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

async function answer(request) {
  const url = new URL(request.url, 'http://bare');
  // As the API's health check: the database answers.
  if (url.pathname === '/health') {
    await pool.query('select 1');
    return { status: 'ok' };
  }
  const [, api, market, side, id, extra] = url.pathname.split('/');
  const type = TYPES[side];
  if (request.method !== 'GET' || api !== 'api' || market !== 'market' || !type || extra !== undefined) {
    throw new HttpError(404, 'not_found');
  }
  const viewerId = await marketViewer(request.headers.authorization);
  const today = new Date().toISOString().slice(0, 10);
  if (id !== undefined) {
    const {
      rows: [row],
    } = await query(itemStatement({ type, id: Number(id), viewerId }));
    if (!row) throw new HttpError(404, 'content_not_found');
    return { data: present(row, viewerId, today) };
  }
  const page = Number(url.searchParams.get('page') ?? 1);
  const perPage = Math.min(Number(url.searchParams.get('perPage') ?? PER_PAGE.default), PER_PAGE.max);
  const search = url.searchParams.get('search');
  const statements = listStatements({ type, page, perPage, words: search ? searchQuery(search) : null });
  const [rows, counted] = await Promise.all([query(statements.rows), query(statements.count)]);
  const total = Number(counted.rows[0][0]);
  return {
    data: rows.rows.map((row) => present(row, viewerId, today)),
    meta: {
      current_page: page,
      last_page: Math.max(1, Math.ceil(total / perPage)),
      per_page: perPage,
      total,
    },
  };
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
