// The feed's items of every type and the companies behind them, written straight into the database
// (PostgreSQL, or a PGlite directory the API then opens) by content-fixtures.mjs: each item with
// its type's own row (market item, campaign, post, giveaway, protocol, advisor's listing), its
// sectors, countries, 20LOG services and service categories as the feed's filters read them, a
// picture for half the cards that show one, Wants and giveaway applications (some the viewer's),
// and a session for the viewer: one of the companies, reading in English.
import { createHash, randomBytes } from 'node:crypto';
import { apiPackage } from './api-sql.mjs';
import {
  createCompanies,
  finishGenerating,
  insertContentItems,
  insertMarketRows,
  isNewItem,
  linkSectorsAndCountries,
  loadReferences,
  newItems,
  startGenerating,
  withoutSearchIndexes,
} from './content-fixtures.mjs';

const { IMAGE_VARIANTS } = await apiPackage('@acorn/contracts');

const COMPANY_DOMAIN = 'feed.bench.acorn.example';
/** Platinum, whose features include every type. */
const FEED_TIERS = [4];
/** Each type's share of the items. */
const FEED_KINDS = [
  { type: 'offer', share: 0.25 },
  { type: 'opportunity', share: 0.2 },
  { type: 'post', share: 0.2 },
  { type: 'campaign', share: 0.12 },
  { type: 'sampling', share: 0.08 },
  { type: 'protocol', share: 0.08 },
  { type: 'advisor', share: 0.07 },
];
/** The upload a card shows for each type that has one, by the role its form saves it as. */
const CARD_IMAGE_ROLES = {
  post: 'thumbnail_image',
  campaign: 'image',
  sampling: 'header_image',
  protocol: 'image',
  advisor: 'avatar',
};
/** The advisors behind the listings titled 'Nondisclosure'. */
const HIDDEN_ADVISORS = ['Inês Carvalho', 'Pablo Ortega', 'Sophie Laurent'];
const PARTICIPANT = 1;

/** Each type's own row: what the API writes beside the shared row when the item is created. */
export async function insertTypeRows(client, before, refs) {
  await insertMarketRows(client, before, refs);
  await client.query(
    `insert into campaigns (content_id, campaign_will, business_case)
     select id, case when random() < 0.5 then 'problem' else 'opportunity' end,
            (array['undisputed', 'favorable', 'fair', 'doubtful'])[1 + floor(random() * 4)::int]
     from (${newItems(before, ['campaign'])}) c`,
  );
  await client.query(`insert into posts (content_id) select id from (${newItems(before, ['post'])}) c`);
  // The day of the giveaway is the item's deadline; the samples left, some already given.
  await client.query(
    `insert into samplings (content_id, no_of_offers, available, prefered_date, date_of_giveaway)
     select id, samples, floor(random() * (samples + 1))::int, coalesce(deadline, created_at::date + 60) - 10, deadline
     from (select id, deadline, created_at, 1 + floor(random() * 20)::int as samples
           from (${newItems(before, ['sampling'])}) c) s`,
  );
  await client.query(
    `insert into protocols (content_id) select id from (${newItems(before, ['protocol'])}) c`,
  );
  await client.query(
    `insert into advisor_listings (content_id, name, hide_identity, job_function)
     select id, case when title = 'Nondisclosure' then ($1::text[])[1 + id % cardinality($1::text[])] else title end,
            title = 'Nondisclosure', 'general-management'
     from (${newItems(before, ['advisor'])}) c`,
    [HIDDEN_ADVISORS],
  );
}

/** Services of campaigns, posts (their levers) and listings; service categories of protocols and posts. */
async function linkServicesAndCategories(client, before, refs) {
  await client.query(
    `insert into content_services (content_id, service_id)
     select c.id, ($1::int[])[1 + floor(random() * cardinality($1::int[]))::int]
     from (${newItems(before, ['campaign', 'post', 'advisor'])}) c cross join lateral generate_series(1, 1 + c.id % 2) n
     on conflict do nothing`,
    [refs.services],
  );
  await client.query(
    `insert into content_categories (content_id, category_id)
     select c.id, ($1::int[])[1 + floor(random() * cardinality($1::int[]))::int]
     from (${newItems(before, ['protocol', 'post'])}) c cross join lateral generate_series(1, 1 + c.id % 2) n
     on conflict do nothing`,
    [refs.categories],
  );
}

/**
 * A public picture for half the items whose card shows one, linked in the role the card reads,
 * with the resized copies an upload gets (the card answers the medium and large ones).
 */
async function attachCardImages(client, before) {
  const types = Object.keys(CARD_IMAGE_ROLES);
  const key = `'bench/content/' || c.id || '.jpg'`;
  const copies = Object.keys(IMAGE_VARIANTS)
    .map((name) => `'${name}', 'bench/content/' || c.id || '-${name}.webp'`)
    .join(', ');
  await client.query(
    `insert into files (owner_id, storage_key, visibility, original_name, content_type, size, variants)
     select c.owner_id, ${key}, 'public', 'picture.jpg', 'image/jpeg', 50000 + c.id % 50000, jsonb_build_object(${copies})
     from (${newItems(before, types)}) c where random() < 0.5`,
  );
  await client.query(
    `insert into content_files (content_id, file_id, role)
     select c.id, f.id, ($2::text[])[array_position($1::text[], c.type)]
     from (${newItems(before, types)}) c join files f on f.storage_key = ${key}`,
    [types, Object.values(CARD_IMAGE_ROLES)],
  );
}

/** None to two Wants of other companies per item and applications per giveaway, and one in 20 of the viewer's. */
async function insertWants(client, before, { companyIds, viewerId }) {
  const company = '($1::int[])[1 + floor(random() * cardinality($1::int[]))::int]';
  await client.query(
    `insert into interests (user_id, content_id)
     select ${company}, c.id from content_items c cross join lateral generate_series(1, c.id % 3) n
     where ${isNewItem('c.id', '$2')} and c.type <> 'sampling'
     on conflict do nothing`,
    [companyIds, before],
  );
  await client.query(
    `insert into sampling_applications (content_id, user_id)
     select s.content_id, ${company} from samplings s cross join lateral generate_series(1, s.content_id % 3) n
     where ${isNewItem('s.content_id', '$2')}
     on conflict do nothing`,
    [companyIds, before],
  );
  await client.query(
    `insert into interests (user_id, content_id)
     select $1, id from content_items where ${isNewItem('id', '$2')} and type <> 'sampling' and random() < 0.05
     on conflict do nothing`,
    [viewerId, before],
  );
  await client.query(
    `insert into sampling_applications (content_id, user_id)
     select content_id, $1 from samplings where ${isNewItem('content_id', '$2')} and random() < 0.05
     on conflict do nothing`,
    [viewerId, before],
  );
}

/** A day's session of the first active company, as signing in would leave it: the token, stored hashed. */
async function viewerSession(client, companyIds) {
  const {
    rows: [viewer],
  } = await client.query(
    'select id from users where id = any($1::int[]) and status = 0 order by id limit 1',
    [companyIds],
  );
  const token = randomBytes(32).toString('base64url');
  await client.query(
    `insert into sessions (token_hash, user_id, role, expires_at) values ($1, $2, $3, now() + interval '1 day')`,
    [createHash('sha256').update(token).digest('hex'), viewer.id, PARTICIPANT],
  );
  return { viewerId: viewer.id, token };
}

/**
 * `companies` companies and `items` items of every type; answers the mix made, the viewer's id
 * and session token, and the sector and country most items are linked to (the filters measured).
 */
export async function createFeedFixtures(
  client,
  { items = 100_000, companies = 10_000, log = () => {} } = {},
) {
  await startGenerating(client);
  const refs = await loadReferences(client);
  const companyIds = await createCompanies(client, {
    count: companies,
    domain: COMPANY_DOMAIN,
    tiers: FEED_TIERS,
    refs,
  });
  log(`  ${companyIds.length} companies (Platinum)`);
  const viewer = await viewerSession(client, companyIds);
  const before = await withoutSearchIndexes(client, async () => {
    const first = await insertContentItems(client, {
      items,
      kinds: FEED_KINDS,
      ownerIds: companyIds,
      refs,
      log,
    });
    await insertTypeRows(client, first, refs);
    await linkSectorsAndCountries(client, first, refs);
    await linkServicesAndCategories(client, first, refs);
    return first;
  });
  log('  their own rows, sectors, countries and services, and the search indexes');
  await attachCardImages(client, before);
  await insertWants(client, before, { companyIds, viewerId: viewer.viewerId });
  const mix = await finishGenerating(client, before);
  return { mix, ...viewer, ...(await busiestFilters(client)) };
}

/** The sector and the country most items are linked to. */
async function busiestFilters(client) {
  const busiest = async (table, column) =>
    (await client.query(`select ${column} as id from ${table} group by 1 order by count(*) desc, 1 limit 1`))
      .rows[0].id;
  return {
    sector: await busiest('content_sectors', 'sector_id'),
    country: await busiest('content_countries', 'country_id'),
  };
}

/**
 * The fixtures an earlier run of createFeedFixtures left in the database (a million take minutes
 * to make): the same viewer with a new session, the same filters, the mix of every item.
 */
export async function findFeedFixtures(client) {
  const { rows: companies } = await client.query('select id from users where email like $1', [
    `%@${COMPANY_DOMAIN}`,
  ]);
  if (companies.length === 0) throw new Error('the database holds no feed fixtures of an earlier run');
  const viewer = await viewerSession(
    client,
    companies.map(({ id }) => id),
  );
  const { rows: mix } = await client.query(
    `select type, status, coalesce(deadline < current_date, false) as "past deadline", count(*)::int as items
     from content_items group by 1, 2, 3 order by 1, 2, 3`,
  );
  return { mix, ...viewer, ...(await busiestFilters(client)) };
}
