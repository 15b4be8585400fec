// A large 20 LOG market written straight into PostgreSQL (content-fixtures.mjs): owner companies
// on tiers with the market, and offers and opportunities with their market row, sectors,
// countries, service and proposal factors.
import {
  createCompanies,
  finishGenerating,
  insertContentItems,
  insertMarketRows,
  linkSectorsAndCountries,
  loadReferences,
  startGenerating,
} from './content-fixtures.mjs';

const OWNER_DOMAIN = 'market.bench.acorn.example';
/** Silver, Gold and Platinum: the tiers whose features include LOG_MARKET_FEATURE. */
const MARKET_TIERS = [2, 3, 4];

/**
 * Owners, then `items` market items; answers what was made. Needs the reference data (seeded by
 * the API at its first start) and the operator who decided the published and denied items.
 */
export async function createMarketFixtures(client, { items = 100_000, owners = 1200, log = () => {} } = {}) {
  await startGenerating(client);
  const refs = await loadReferences(client);
  const ownerIds = await createCompanies(client, {
    count: owners,
    domain: OWNER_DOMAIN,
    tiers: MARKET_TIERS,
    refs,
  });
  log(`  ${ownerIds.length} owner companies (Silver, Gold, Platinum)`);
  const kinds = [
    { type: 'offer', share: 0.55 },
    { type: 'opportunity', share: 0.45 },
  ];
  const before = await insertContentItems(client, { items, kinds, ownerIds, refs, log });
  await insertMarketRows(client, before, refs);
  await linkSectorsAndCountries(client, before, refs);
  return { owners: ownerIds.length, mix: await finishGenerating(client, before) };
}

/** A public offer, for the detail path: the newest one (of an active company), as the list's first row. */
export async function openOfferId(client) {
  const { rows } = await client.query(
    `select id from content_items where type = 'offer' and status = 'published'
       and (deadline is null or deadline >= current_date)
       and exists (select 1 from users where users.id = owner_id and users.status = 0)
     order by created_at desc, id desc limit 1`,
  );
  return rows[0].id;
}
