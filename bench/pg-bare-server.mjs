// The database's bare limit for the lists read from PostgreSQL on every request: node:http and a
// pg pool of the API's size running the API's own SQL for GET /api/market/{offers|opportunities}
// [/{id}], GET /api/feed (its tabs of items), GET /api/packages, the console's lists (GET
// /api/admin/{users|audit-log|payment-requests|bank-transfers|reports}), GET /api/invoices, POST
// /api/listSbaPaymentInformation and the feedback lists (POST /api/listPublicReview, POST
// /api/listPublicReferral, GET /api/listmyReview), the seller area's lists (GET /api/leads, GET
// /api/needs) and GET /api/conversations: the session when a bearer token comes (as the API's
// onRequest hook), the role, the tier's features for the market and the seller area, then the page
// and its count (or the item, or the list), answered as the API's JSON for an English reader. The
// statements, the session's and the text queries' among them, are built by the API's own code
// (api-sql.mjs: content-sql.mjs, market-sql.mjs, feed-sql.mjs, leads-sql.mjs, lists-sql.mjs,
// feedback-sql.mjs). No framework, validation, rate limit, logging or response schema: what is
// left is the database.
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import {
  FILE_COLUMNS,
  LIST_COUNT_LIMIT,
  plainText,
  SEARCH_CANDIDATES,
  sessionStatements,
  textQueryOf,
} from './content-sql.mjs';
import { CARD_ROW, FEED_TAB_TYPES, feedStatements } from './feed-sql.mjs';
import {
  myReviewsStatement,
  PUBLIC_REFERRAL_COLUMNS,
  PUBLIC_REVIEW_COLUMNS,
  publicReferralsStatement,
  publicReviewsStatement,
  reportsStatement,
} from './feedback-sql.mjs';
import {
  CONVERSATION_ROW,
  conversationsStatement,
  LEAD_PARTY,
  leadsStatement,
  NEED_ROW,
  needsStatement,
  serviceNamesStatement,
  unreadTotalsStatement,
} from './leads-sql.mjs';
import {
  adminUsersStatement,
  advisorPaymentRequestsStatement,
  auditLogStatement,
  invoicesStatement,
  operatorPaymentRequestsStatement,
  packagesStatements,
  pendingBankTransfersStatement,
} from './lists-sql.mjs';
import { featuresStatement, itemStatement, listStatements, MARKET_ROW } from './market-sql.mjs';

// pg is a dependency of @acorn/db, resolved from there rather than declared a second time here.
const pg = createRequire(new URL('../packages/db/package.json', import.meta.url))('pg');

const [port] = process.argv.slice(2);
const ROLES = { participant: 1, advisor: 2, operator: 3 };
const MINUTE = 60_000;
/** sessionLifetime (sessions.service): an operator's session idles out after 30 minutes, others' after a week. */
const idleMs = (role) => (role === ROLES.operator ? 30 * MINUTE : 7 * 24 * 60 * MINUTE);
const TOUCH_INTERVAL_MS = MINUTE;
const MARKET_TYPES = { offers: 'offer', opportunities: 'opportunity' };
/** The market's tier feature (market.service). */
const MARKET_FEATURE = 'LOG_MARKET_FEATURE';
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

/**
 * registerAuthentication's hook and resolveSession (accounts): a bearer token of 20 to 200
 * characters is looked up on every request that sends one, whatever the route; null without one.
 */
async function resolvePrincipal(authorization) {
  if (!authorization?.startsWith('Bearer ')) return null;
  const token = authorization.slice(7).trim();
  if (token.length < 20 || token.length > 200) return null;
  const tokenHash = createHash('sha256').update(token).digest('hex');
  const now = new Date();
  const { check, touch } = await sessionStatements(tokenHash, now);
  const {
    rows: [session],
  } = await query(check);
  if (!session) return null;
  const [userId, role, lastUsedAt] = session;
  const idleFor = now.getTime() - lastUsedAt.getTime();
  if (idleFor > idleMs(role)) return null;
  if (idleFor > TOUCH_INTERVAL_MS) await query(touch);
  return { userId, role };
}

/** requireRole (lib/auth), or requireUser without roles: the caller's id. */
function requireRole(principal, ...roles) {
  if (!principal) throw new HttpError(401, 'unauthenticated');
  if (roles.length > 0 && !roles.includes(principal.role)) throw new HttpError(403, 'forbidden');
  return principal.userId;
}

/** A page's number and size as the list's query schema reads them. */
const pageOf = (params) => ({
  page: Number(params.get('page') ?? 1),
  perPage: Math.min(Number(params.get('perPage') ?? PER_PAGE.default), PER_PAGE.max),
});

/**
 * countList (lib/list-count): the bounded count and the shared total; a long list's first count,
 * or its stale total marked for the recount job.
 */
async function countList(count) {
  const {
    rows: [[counted, total, fresh, wanted]],
  } = await query(count.read);
  if (counted === null && total !== null) return total;
  const bounded = counted ?? 0;
  if (bounded <= LIST_COUNT_LIMIT) return bounded;
  if (total === null) {
    const [recount] = await count.recount();
    return (await query(recount)).rows[0][0];
  }
  if (!fresh && !wanted) await query(await count.want());
  return Math.max(total, bounded);
}

/**
 * The page and its count at once, or a search's ids with their matches counted and then their
 * rows, answered with listMeta's meta (content.service cappedListMeta for a search's).
 */
async function listPage(statements, { page, perPage }, present, prepare = async () => undefined) {
  const countedTo = Math.max(SEARCH_CANDIDATES, page * perPage);
  const [rows, total] = statements.search
    ? await searchPage(statements)
    : await Promise.all([query(statements.rows), countList(statements.count)]);
  const capped = Boolean(statements.search) && total > countedTo;
  const prepared = await prepare(rows.rows);
  return {
    data: rows.rows.map((row) => present(row, prepared)),
    meta: {
      current_page: page,
      last_page: Math.max(1, Math.ceil(total / perPage)),
      per_page: perPage,
      total: capped ? countedTo : total,
      ...(capped ? { total_capped: true } : {}),
    },
  };
}

/** A search's page: the ranked matches' ids and how many it counted, then the rows of those ids (none when past the end). */
async function searchPage(statements) {
  const {
    rows: [[ids, counted]],
  } = await query(statements.search);
  return [ids.length > 0 ? await query(await statements.rows(ids)) : { rows: [] }, counted];
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
async function answerMarket([side, id, extra], { params, principal }) {
  const type = MARKET_TYPES[side];
  if (!type || extra !== undefined) throw new HttpError(404, 'not_found');
  const viewerId = requireRole(principal, ROLES.participant);
  await requireFeature(viewerId, MARKET_FEATURE);
  const day = today();
  if (id !== undefined) {
    const {
      rows: [row],
    } = await query(await itemStatement({ type, id: Number(id), viewerId }));
    if (!row) throw new HttpError(404, 'content_not_found');
    return { data: presentMarketItem(row, viewerId, day) };
  }
  const statements = await listStatements({ type, viewerId, params, query });
  return listPage(statements, pageOf(params), (row) => presentMarketItem(row, viewerId, day));
}

/** A public upload's address (the local disk storage's); a private one never shows on a card. */
const imageUrl = (visibility, storageKey) =>
  visibility === 'public' ? `${PUBLIC_FILES}/${storageKey}` : null;

/** publicImageUrl (files.presenter): a picture at the size it shows, the original without that copy. */
const cardImageUrl = (visibility, storageKey, variants, variant) =>
  imageUrl(visibility, variants?.[variant] ?? storageKey);

/** cardImageUrl of a joined files row whose columns (FILE_COLUMNS) start at `start`; null without one. */
const joinedImageUrl = (row, start, variant) =>
  row[start] === null
    ? null
    : cardImageUrl(
        row[start + FILE_COLUMNS.indexOf('visibility')],
        row[start + FILE_COLUMNS.indexOf('storage_key')],
        row[start + FILE_COLUMNS.indexOf('variants')],
        variant,
      );

/**
 * referenceNamesFor (reference): the sectors' and countries' English names by id, read at the
 * first feed request and again for an id not known.
 */
let referenceNames;
async function referenceNamesOf(sectorIds, countryIds) {
  const known = (names) =>
    sectorIds.every((id) => names.sectors.has(id)) && countryIds.every((id) => names.countries.has(id));
  if (referenceNames && known(await referenceNames)) return referenceNames;
  const byId = ({ rows: named }) => new Map(named);
  referenceNames = Promise.all([
    query({ text: 'select "id", "name" from "sectors"' }).then(byId),
    query({ text: 'select "id", "name" from "countries"' }).then(byId),
  ]).then(([sectors, countries]) => ({ sectors, countries }));
  return referenceNames;
}

/** The names a page of cards shows: its sectors' and countries'. */
const referenceNamesFor = (rows) =>
  referenceNamesOf(
    rows.flatMap((row) => row[CARD_ROW.sectorIds] ?? []),
    rows.flatMap((row) => row[CARD_ROW.countryIds] ?? []),
  );

/** namesOf (reference): names in the order of the English names. */
const namesOf = (ids, names) =>
  (ids ?? []).flatMap((id) => names.get(id) ?? []).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

const PLAIN_DESCRIPTION_TYPES = new Set(['campaign', 'sampling']);

/** presentContentCard (feed.presenter) for an English reader, in the card schema's key order. */
function presentCard(row, viewerId, day, names) {
  const item = columns(CARD_ROW.item, row, 0);
  const isOwn = item.owner_id === viewerId;
  // A hidden advisor's listing shows neither its picture nor the company behind it, its id included.
  const hidden = row[CARD_ROW.hiddenIdentity] === true && !isOwn;
  const image = row[CARD_ROW.image];
  return {
    item_type: item.type,
    id: item.id,
    title: item.title,
    // A giveaway's or campaign's description is plain text, shown as typed (the contracts' descriptors' `plainDescription`).
    excerpt: (PLAIN_DESCRIPTION_TYPES.has(item.type)
      ? item.description.replace(/\s+/g, ' ').trim()
      : plainText(item.description)
    ).slice(0, EXCERPT_LENGTH),
    image:
      hidden || image === null
        ? null
        : cardImageUrl(image.visibility, image.storage_key, image.variants, 'medium'),
    image_large: hidden || !image?.variants?.large ? null : imageUrl(image.visibility, image.variants.large),
    status: isOwn ? contentStatus(item, day) : null,
    createdAt: item.created_at.toISOString(),
    deadline: item.deadline,
    samples_left: row[CARD_ROW.samplesLeft],
    sectors: namesOf(row[CARD_ROW.sectorIds], names.sectors),
    countries: namesOf(row[CARD_ROW.countryIds], names.countries),
    owner: hidden
      ? { id: 0, name: item.title, avatar: null, headline: '', hidden: true }
      : {
          id: item.owner_id,
          name: row[CARD_ROW.ownerName] ?? '',
          avatar: cardImageUrl(
            row[CARD_ROW.logoVisibility],
            row[CARD_ROW.logoStorageKey],
            row[CARD_ROW.logoVariants],
            'thumb',
          ),
          headline: row[CARD_ROW.ownerHeadline] ?? '',
          hidden: false,
        },
    is_own: isOwn,
    wanted: row[CARD_ROW.wanted],
  };
}

/** GET /api/feed?type=all or a type's tab, with the search box's words and sector and country filters. */
async function answerFeed(rest, { params, principal }) {
  const tab = params.get('type') ?? 'all';
  const type = FEED_TAB_TYPES[tab];
  if (rest.length > 0 || (tab !== 'all' && !type)) throw new HttpError(404, 'not_found');
  const viewerId = requireRole(principal, ROLES.participant);
  const day = today();
  const statements = await feedStatements({ viewerId, params, query });
  return listPage(
    statements,
    pageOf(params),
    (row, names) => presentCard(row, viewerId, day, names),
    referenceNamesFor,
  );
}

/** pageWindow (lib/pagination): perPage or the list's default; without either, the whole list. */
function pageWindow(params, fallbackPerPage) {
  const page = Number(params.get('page') || 1);
  const perPage = params.get('perPage') ? Number(params.get('perPage')) : fallbackPerPage;
  return {
    page,
    perPage,
    limit: perPage ?? Number.MAX_SAFE_INTEGER,
    offset: perPage ? (page - 1) * perPage : 0,
  };
}

/** listMeta (lib/pagination). */
function listMeta(window, total) {
  const perPage = window.perPage ?? Math.max(total, 1);
  return {
    current_page: window.page,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    per_page: perPage,
    total,
  };
}

/**
 * A page whose rows carry the list's total last (count(*) over()), `statement` a function of the
 * page's limit and offset; a page past the end has no row to carry it, so the list's first row is
 * read for it (lib/pagination pageTotal).
 */
async function totalledPage(statement, window, present) {
  const { rows } = await query(await statement(window));
  let total = rows.length > 0 ? rows[0].at(-1) : 0;
  if (rows.length === 0 && window.offset > 0) {
    const { rows: first } = await query(await statement({ limit: 1, offset: 0 }));
    total = first.length > 0 ? first[0].at(-1) : 0;
  }
  return { data: rows.map(present), meta: listMeta(window, Number(total)) };
}

const iso = (date) => date?.toISOString() ?? null;
/** A filter as optionalFilter reads it: an empty value is no filter. */
const filterOf = (value, as = String) => (value === null || value === '' ? undefined : as(value));

/** presentPackage (reference.presenter): the tiers in all three languages. */
const presentPackage = (row) => ({
  id: row[0],
  name: row[1],
  name_prt: row[2],
  name_spn: row[3],
  services: row[4],
  services_prt: row[5],
  services_spn: row[6],
  full_description: row[7],
  full_description_prt: row[8],
  full_description_spn: row[9],
  monthly_cost: Number(row[10]),
  yearly_cost: Number(row[11]),
  available_features: row[12],
});

/** GET /api/packages (listPackages), fresh from the database on every request. */
async function answerPackages(rest, { params }) {
  if (rest.length > 0) throw new HttpError(404, 'not_found');
  const window = pageWindow(params);
  const [page, count] = await packagesStatements(window);
  const { rows } = await query(page);
  const total = rows.length > 0 ? rows[0].at(-1) : count ? (await query(count)).rows[0][0] : 0;
  return { data: rows.map(presentPackage), meta: listMeta(window, Number(total)) };
}

/** presentAdminUser (admin.presenter) with tierOf. */
const presentAdminUser = (row) => ({
  id: row[0],
  email: row[1],
  name: row[2],
  company_name: row[3],
  cb_roles_id: row[4],
  step: row[5],
  status: row[6],
  payment_status: row[7],
  active: row[6] === 0,
  tier: row[11] ? { id: row[11], name: row[12] } : null,
  deactivation_reason: row[8],
  created_at: row[9].toISOString(),
  erased_at: row[10]?.toISOString() ?? null,
});

/** presentAuditEntry (admin.presenter): the entry's columns, then the actor's e-mail. */
const presentAuditEntry = (row) => ({
  id: row[0],
  actor: row[10],
  action: row[2],
  entity_type: row[3],
  entity_id: row[4],
  before: row[5],
  after: row[6],
  reason: row[7],
  created_at: row[9].toISOString(),
});

/** presentAdminPaymentRequest (admin.presenter): the request's columns, then the people's. */
const presentAdminPaymentRequest = (row) => ({
  id: row[0],
  month: row[3],
  year: row[4],
  status: row[5],
  advisor: { id: row[11], name: row[12], email: row[13], erased: row[14] !== null },
  participant: { id: row[15], company_name: row[16] },
  created_at: row[6].toISOString(),
  approved_at: iso(row[7]),
  approved_by: row[17],
  paid_at: iso(row[9]),
  paid_by: row[18],
});

/** vatBreakdown (contracts): the amount with VAT, in euros, rounded by the cent. */
function totalWithVat(net, vatRate) {
  const netCents = Math.round(net * 100);
  return (netCents + Math.round((netCents * vatRate) / 100)) / 100;
}

/**
 * presentPendingBankTransfer (admin.presenter): the subscription's columns, then its buyer and
 * package, then an upgrade waiting for its transfer (its amount, VAT rate and date), if any.
 */
function presentPendingBankTransfer(row) {
  const [upgradeNet, upgradeVat, upgradeAt] = row.slice(20, 23);
  const upgrade = upgradeNet !== null;
  return {
    subscription_id: row[0],
    reference: `ACORN-${row[0]}`,
    user: { id: row[16], email: row[17], company_name: row[18] },
    package: row[19],
    substype: row[3],
    total_amount: upgrade
      ? totalWithVat(Number(upgradeNet), Number(upgradeVat))
      : totalWithVat(Number(row[6]), Number(row[7])),
    created_at: (upgrade ? upgradeAt : row[14]).toISOString(),
  };
}

const CONSOLE_LISTS = {
  users: (params, window) =>
    totalledPage(
      (page) =>
        adminUsersStatement(
          {
            search: filterOf(params.get('search'))?.trim(),
            role: filterOf(params.get('role'), Number),
            step: filterOf(params.get('step'), Number),
            status: filterOf(params.get('status')),
            tier: filterOf(params.get('tier'), Number),
          },
          page,
        ),
      window,
      presentAdminUser,
    ),
  'audit-log': (params, window) =>
    totalledPage(
      (page) =>
        auditLogStatement(
          { entity_type: filterOf(params.get('entity_type')), entity_id: filterOf(params.get('entity_id')) },
          page,
        ),
      window,
      presentAuditEntry,
    ),
  'payment-requests': (params, window) =>
    totalledPage(
      (page) =>
        operatorPaymentRequestsStatement(
          {
            status: filterOf(params.get('status')),
            month: filterOf(params.get('month'), Number),
            year: filterOf(params.get('year'), Number),
            advisor_id: filterOf(params.get('advisor_id'), Number),
          },
          page,
        ),
      window,
      presentAdminPaymentRequest,
    ),
  'bank-transfers': (_params, window) =>
    totalledPage(pendingBankTransfersStatement, window, presentPendingBankTransfer),
  reports: (params, window) =>
    totalledPage(
      (page) => reportsStatement(params.get('status') ?? 'open', page),
      window,
      presentAdminReport,
    ),
};

/** GET /api/admin/{users|audit-log|payment-requests|bank-transfers|reports}: the console's lists, 20 a page. */
async function answerConsole([list, ...rest], { params, principal }) {
  const answerList = Object.hasOwn(CONSOLE_LISTS, list) ? CONSOLE_LISTS[list] : undefined;
  if (!answerList || rest.length > 0) throw new HttpError(404, 'not_found');
  requireRole(principal, ROLES.operator);
  return answerList(params, pageWindow(params, 20));
}

/** presentInvoiceSummary (payments.presenter). */
const presentInvoiceSummary = (row) => ({
  id: row[0],
  number: row[1],
  issued_at: row[8].toISOString(),
  period_start: row[6].toISOString(),
  period_end: row[7].toISOString(),
  description: row[11].map((line) => line.description).join('; '),
  currency: row[16],
  net_amount: Number(row[12]),
  vat_rate: Number(row[13]),
  vat_amount: Number(row[14]),
  total_amount: Number(row[15]),
  download_url: `/api/invoices/${row[0]}/pdf`,
});

/** GET /api/invoices (listInvoices): the caller's invoices, PAGINATION.defaultPerPage a page. */
async function answerInvoices(rest, { params, principal }) {
  if (rest.length > 0) throw new HttpError(404, 'not_found');
  const userId = requireRole(principal);
  const window = pageWindow(params, 10);
  return totalledPage((page) => invoicesStatement(userId, page), window, presentInvoiceSummary);
}

/** presentPaymentRequest (advisor-payments.presenter): the request's columns, then the participant's. */
const presentPaymentRequest = (row) => ({
  id: row[0],
  month: row[3],
  year: row[4],
  status: row[5],
  participant: { id: row[11], company_name: row[12] ?? row[13] ?? `#${row[11]}` },
  created_at: row[6].toISOString(),
  approved_at: iso(row[7]),
  paid_at: iso(row[9]),
});

/** POST /api/listSbaPaymentInformation (listPaymentRequests): the advisor's requests, at most 500. */
async function answerAdvisorRequests(rest, { body, principal }) {
  if (rest.length > 0) throw new HttpError(404, 'not_found');
  const advisorId = requireRole(principal, ROLES.advisor);
  const filter = JSON.parse(body || '{}');
  const { rows } = await query(await advisorPaymentRequestsStatement(advisorId, filter));
  return { success: rows.map(presentPaymentRequest) };
}

/** presentAdminReport (reports.presenter): the report's columns, then what it is about as it reads now. */
const presentAdminReport = (row) => ({
  id: row[0],
  item_type: row[2],
  item_id: row[3],
  reason: row[4],
  reporter: { id: row[1], company_name: row[10] },
  item: {
    title: row[13] ? FORMER_MEMBER_NAME : row[11],
    former_member: row[13],
    text: row[12],
    owner: { id: row[14], company_name: row[15] },
  },
  status: row[5],
  decision_reason: row[6],
  created_at: row[9].toISOString(),
  decided_at: iso(row[8]),
});

/** presentFeedbackReply (feedback.presenter): the company's answer, when it gave one. */
const presentReply = (body, at) =>
  body !== null && at !== null ? { body, created_at: at.toISOString() } : null;

/** FORMER_MEMBER_NAME (contracts): the name an erased giver's feedback shows. */
const FORMER_MEMBER_NAME = 'A former member';

/**
 * presentGiver (reviews feedback-giver): the giver's name and position as typed, and a listed
 * member's company, tier and public logo (the giver's columns from `at`, after the evidence:
 * id, company, tier, the logo's nine, then whether the account was erased).
 */
function presentGiver(row, typed, at) {
  const [giverId, giverCompany, giverSubscription] = row.slice(at, at + 3);
  if (row[at + 12]) {
    return {
      reviewer: { name: FORMER_MEMBER_NAME, position: null },
      company: { id: null, name: null, subscription: null, image: null },
      former_member: true,
    };
  }
  const member = giverId !== null;
  return {
    former_member: false,
    reviewer: { name: typed.name, position: typed.job_function },
    company: {
      id: giverId,
      name: (member ? giverCompany : null) ?? typed.company_name,
      subscription: member ? giverSubscription : null,
      image: joinedImageUrl(row, at + 3, 'thumb'),
    },
  };
}

const REVIEW_EVIDENCE = PUBLIC_REVIEW_COLUMNS.length;
/** The summary's windows after the giver's 13 columns (presentGiver): total, average, each score's count. */
const REVIEW_SUMMARY = REVIEW_EVIDENCE + 1 + 13;

/** presentPublicReview (reviews.presenter), in the response schema's key order. */
function presentPublicReview(row) {
  const review = columns(PUBLIC_REVIEW_COLUMNS, row, 0);
  return {
    ...presentGiver(row, review, REVIEW_EVIDENCE + 1),
    id: review.id,
    rating_value: review.rating_value,
    description: review.description,
    project_name: review.project_name,
    created_at: review.created_at.toISOString(),
    evidence: row[REVIEW_EVIDENCE],
    reply: presentReply(review.reply_body, review.reply_at),
  };
}

/** presentReviewSummary (reviews.presenter): from the windows of any row; none without one. */
function presentReviewSummary(row) {
  const counts = row?.slice(REVIEW_SUMMARY + 2, REVIEW_SUMMARY + 7).map(Number) ?? [0, 0, 0, 0, 0];
  return {
    total: row ? Number(row[REVIEW_SUMMARY]) : 0,
    average: row ? Math.round(Number(row[REVIEW_SUMMARY + 1]) * 10) / 10 : null,
    histogram: Object.fromEntries(counts.map((count, index) => [index + 1, count])),
  };
}

/** The body of a POST list, as JSON. */
const bodyJson = (body) => JSON.parse(body || '{}');

/** POST /api/listPublicReview (listPublicReviews): a listed company's public reviews and their summary. */
async function answerPublicReviews(rest, { body, principal }) {
  if (rest.length > 0) throw new HttpError(404, 'not_found');
  requireRole(principal);
  const { rows } = await query(await publicReviewsStatement(Number(bodyJson(body).user_id)));
  return { success: rows.map(presentPublicReview), summary: presentReviewSummary(rows[0]) };
}

const REFERRAL_EVIDENCE = PUBLIC_REFERRAL_COLUMNS.length;

/** presentPublicReferral (referrals.presenter), of the type asked for, in the response schema's key order. */
function presentPublicReferral(row, type) {
  const referral = columns(PUBLIC_REFERRAL_COLUMNS, row, 0);
  return {
    ...presentGiver(row, referral, REFERRAL_EVIDENCE + 1),
    id: referral.id,
    reffer_type: type,
    description: referral.description,
    project_name: referral.project_name,
    from_date: referral.from_date,
    to_date: referral.to_date,
    created_at: referral.created_at.toISOString(),
    evidence: row[REFERRAL_EVIDENCE],
    reply: presentReply(referral.reply_body, referral.reply_at),
  };
}

/** POST /api/listPublicReferral (listPublicReferrals): a listed company's public referrals of a type. */
async function answerPublicReferrals(rest, { body, principal }) {
  if (rest.length > 0) throw new HttpError(404, 'not_found');
  requireRole(principal);
  const { user_id: userId, reffer_type: type } = bodyJson(body);
  const { rows } = await query(await publicReferralsStatement(Number(userId), type));
  return { success: rows.map((row) => presentPublicReferral(row, type)) };
}

/** presentMyReview (reviews.presenter, with presentMyFeedback): one of the company's own reviews. */
const presentMyReview = (row) => ({
  id: row[0],
  name: row[16] ? FORMER_MEMBER_NAME : row[1],
  former_member: row[16],
  company_name: row[2],
  job_function: row[3],
  sector: { name: row[4] },
  project_name: row[5],
  from_date: row[6],
  to_date: row[7],
  description: row[8],
  show_public: row[10] ? 'yes' : 'no',
  evidence: row[15],
  reply: presentReply(row[12], row[13]),
  hidden_reason: row[14],
  created_at: row[11].toISOString(),
  rating_value: row[9],
});

/** GET /api/listmyReview (listMyReviews): every review the caller's company received. */
async function answerMyReviews(rest, { principal }) {
  if (rest.length > 0) throw new HttpError(404, 'not_found');
  const userId = requireRole(principal, ROLES.participant);
  const { rows } = await query(await myReviewsStatement(userId));
  return { success: rows.map(presentMyReview) };
}

/** The Needs & Leads feature (leads.service FEATURE); NONDISCLOSURE_NAME (contracts). */
const LEADS_FEATURE = 'NEEDS_AND_LEADS_FEATURE';
const NONDISCLOSURE_NAME = 'Nondisclosure';
const LEAD_KINDS = ['want', 'message', 'application'];
/** PAGINATION.defaultPerPage: the seller area's and the conversations' page without perPage. */
const DEFAULT_PER_PAGE = 10;

/** requireFeature (lib/tiers): the caller's tier has `feature`. */
async function requireFeature(userId, feature) {
  const {
    rows: [own],
  } = await query(await featuresStatement(userId));
  if (!own?.[0].includes(feature)) throw new HttpError(403, 'feature_not_in_plan');
}

/**
 * A page read by `statement` (of the page's limit and offset) whose rows carry the list's total in
 * the column `at`; past the end, the list's first row is read for it (lib/pagination readListPage).
 */
async function pageAndTotal(statement, window, at) {
  const { rows } = await query(await statement(window));
  if (rows.length > 0 || window.offset === 0) return { rows, total: Number(rows[0]?.[at] ?? 0) };
  const { rows: first } = await query(await statement({ limit: 1, offset: 0 }));
  return { rows, total: Number(first[0]?.[at] ?? 0) };
}

/**
 * presentParty (leads.presenter): a lead's or need's other party from its columns at `at` (name,
 * hidden, then the logo's); an advisor hiding their identity reads 'Nondisclosure', id 0.
 */
function presentParty(row, at, id) {
  if (row[at + 1]) return { id: 0, name: NONDISCLOSURE_NAME, logo: null };
  return { id, name: row[at], logo: joinedImageUrl(row, at + 2, 'thumb') };
}

/** presentLead (leads.presenter). */
const presentLead = (row) => ({
  kind: row[0],
  created_at: row[1].toISOString(),
  from: presentParty(row, LEAD_PARTY, row[2]),
  item: { type: row[3], id: row[4], title: row[5] },
  message: row[0] === 'message' ? row[7] : null,
  conversation_id: row[6] || null,
});

/** GET /api/leads: the caller's leads of a kind or all, newest first. */
async function answerLeads(rest, { params, principal }) {
  if (rest.length > 0) throw new HttpError(404, 'not_found');
  const userId = requireRole(principal, ROLES.participant);
  await requireFeature(userId, LEADS_FEATURE);
  const kind = params.get('kind');
  const kinds = kind ? [kind] : LEAD_KINDS;
  const window = pageWindow(params, DEFAULT_PER_PAGE);
  const { rows, total } = await pageAndTotal(
    (slice) => leadsStatement({ userId, kinds, limit: slice.limit, offset: slice.offset }),
    window,
    8,
  );
  return { data: rows.map(presentLead), meta: listMeta(window, total) };
}

/** needNames (leads.service): the reference names (kept) and the matched services' (read each time). */
async function needNames(rows) {
  const ids = (column) => rows.flatMap((row) => row[column] ?? []);
  const references = await referenceNamesOf(
    [...ids(NEED_ROW.sectorIds), ...ids(NEED_ROW.targetSectorIds)],
    [...ids(NEED_ROW.countryIds), ...ids(NEED_ROW.targetCountryIds)],
  );
  const serviceIds = [...new Set(ids(NEED_ROW.serviceIds))];
  const services = serviceIds.length > 0 ? (await query(await serviceNamesStatement(serviceIds))).rows : [];
  return { ...references, services: new Map(services.map(([id, name]) => [id, name])) };
}

/** needReasons (leads.presenter): services, then sectors, then countries, in English. */
const needReasons = (row, names) =>
  [
    ['service', NEED_ROW.serviceIds, names.services],
    ['sector', NEED_ROW.sectorIds, names.sectors],
    ['country', NEED_ROW.countryIds, names.countries],
  ].flatMap(([kind, column, table]) =>
    row[column].flatMap((id) => (table.has(id) ? [{ kind, id, name: table.get(id) }] : [])),
  );

/** presentNeed (leads.presenter), for an English reader. */
const presentNeed = (row, names) => ({
  id: row[0],
  title: row[1],
  owner: presentParty(row, NEED_ROW.party, row[4]),
  sectors: namesOf(row[NEED_ROW.targetSectorIds], names.sectors),
  countries: namesOf(row[NEED_ROW.targetCountryIds], names.countries),
  deadline: row[2],
  created_at: row[3].toISOString(),
  score: row[NEED_ROW.score],
  reasons: needReasons(row, names),
});

/** GET /api/needs: others' published opportunities matching the caller, best first, with a search's words. */
async function answerNeeds(rest, { params, principal }) {
  if (rest.length > 0) throw new HttpError(404, 'not_found');
  const userId = requireRole(principal, ROLES.participant);
  await requireFeature(userId, LEADS_FEATURE);
  const search = params.get('search');
  const words = search ? await textQueryOf(search, query) : null;
  const window = pageWindow(params, DEFAULT_PER_PAGE);
  const { rows, total } = await pageAndTotal(
    (slice) => needsStatement({ userId, words, limit: slice.limit, offset: slice.offset }),
    window,
    NEED_ROW.total,
  );
  const names = await needNames(rows);
  return { data: rows.map((row) => presentNeed(row, names)), meta: listMeta(window, total) };
}

/** presentConversation (conversations.presenter), as the caller (`userId`) reads it. */
function presentConversation(row, userId) {
  const [id, startedBy, , itemType, itemId, itemTitle, status] = row;
  const at = CONVERSATION_ROW;
  const hidden = row[at.otherHidden];
  const last = row[at.lastMessage];
  return {
    id,
    other: {
      id: row[at.otherId],
      name: hidden ? NONDISCLOSURE_NAME : row[at.otherName],
      logo: hidden ? null : joinedImageUrl(row, at.logo, 'thumb'),
      role: row[at.otherRole],
    },
    item:
      itemType === null
        ? null
        : { type: itemType, id: row[at.itemExists] ? itemId : null, title: itemTitle ?? '' },
    status,
    started_by_me: startedBy === userId,
    blocked: row[at.blocked],
    unread: Number(row[at.unread]),
    last_message: last
      ? {
          body: last.body,
          sender_id: last.sender_id,
          created_at: new Date(last.created_at).toISOString(),
          files: Number(last.files),
        }
      : null,
    last_message_at: row[at.lastMessageAt].toISOString(),
  };
}

/** GET /api/conversations: a folder's page (inbox or requests) and, at once, the unread totals. */
async function answerConversations(rest, { params, principal }) {
  if (rest.length > 0) throw new HttpError(404, 'not_found');
  const userId = requireRole(principal, ROLES.participant, ROLES.advisor);
  const folder = params.get('folder') ?? 'inbox';
  const window = pageWindow(params, DEFAULT_PER_PAGE);
  const [{ rows, total }, totals] = await Promise.all([
    pageAndTotal(
      (slice) => conversationsStatement({ userId, folder, limit: slice.limit, offset: slice.offset }),
      window,
      CONVERSATION_ROW.total,
    ),
    query(await unreadTotalsStatement(userId)),
  ]);
  const [[unread, requests]] = totals.rows;
  return {
    data: rows.map((row) => presentConversation(row, userId)),
    meta: { ...listMeta(window, total), unread: Number(unread), requests: Number(requests) },
  };
}

/** Each route by method and the path's segment after /api. */
const ROUTES = new Map([
  ['GET market', answerMarket],
  ['GET feed', answerFeed],
  ['GET packages', answerPackages],
  ['GET admin', answerConsole],
  ['GET invoices', answerInvoices],
  ['POST listSbaPaymentInformation', answerAdvisorRequests],
  ['POST listPublicReview', answerPublicReviews],
  ['POST listPublicReferral', answerPublicReferrals],
  ['GET listmyReview', answerMyReviews],
  ['GET leads', answerLeads],
  ['GET needs', answerNeeds],
  ['GET conversations', answerConversations],
]);

/** A request's body as text (the advisor's filter, the company a profile list is about). */
async function bodyOf(request) {
  let body = '';
  request.setEncoding('utf8');
  for await (const chunk of request) body += chunk;
  return body;
}

async function answer(request) {
  const url = new URL(request.url, 'http://bare');
  // As the API's health check: the database answers.
  if (url.pathname === '/health') {
    await pool.query('select 1');
    return { status: 'ok' };
  }
  const [, api, feature, ...rest] = url.pathname.split('/');
  const route = api === 'api' ? ROUTES.get(`${request.method} ${feature}`) : undefined;
  if (!route) throw new HttpError(404, 'not_found');
  // As the API: the session first (onRequest), then the body.
  const principal = await resolvePrincipal(request.headers.authorization);
  const body = request.method === 'POST' ? await bodyOf(request) : '';
  return route(rest, { params: url.searchParams, body, principal });
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
      // A client that left at the end of a run, its body unread: nobody to answer.
      if (request.destroyed) return;
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
