// The seller area's and the conversations' rows, written straight into PostgreSQL
// (content-fixtures.mjs) for one member of the signed-in fixtures on Platinum (whose features
// include NEEDS_AND_LEADS_FEATURE), the viewer: other companies and their offers and
// opportunities (with services, sectors and countries); the viewer's services, sectors and
// countries and items of their own (offers, giveaways, posts); Wants and giveaway applications
// on the viewer's items; conversations about them (open, requests, declined), about others' items
// and about nothing, each with its messages (some with a file), both members' sides and read
// marks; members the viewer blocked; and conversations and Wants between the other companies, so
// that the viewer's rows are a few among many.
import {
  createCompanies,
  finishGenerating,
  insertContentItems,
  linkSectorsAndCountries,
  loadReferences,
  startGenerating,
} from './content-fixtures.mjs';
import { insertTypeRows } from './feed-fixtures.mjs';

const COMPANY_DOMAIN = 'leads.bench.acorn.example';
/** Gold and Platinum: the tiers with Needs & Leads. */
const TIERS = [3, 4];
const OTHERS_KINDS = [
  { type: 'opportunity', share: 0.6 },
  { type: 'offer', share: 0.4 },
];
const OWN_KINDS = [
  { type: 'offer', share: 0.2 },
  { type: 'sampling', share: 0.4 },
  { type: 'post', share: 0.4 },
];

const any = (param) => `(${param}::int[])[1 + floor(random() * cardinality(${param}::int[]))::int]`;

/**
 * The viewer's own services, sectors and countries, and their offers linked to those (a seller
 * offers what it does where it works), so the needs are the opportunities sharing one of them.
 */
async function viewerProfile(client, viewerId, refs) {
  const few = (ids, count) => ids.filter((_, index) => index % Math.ceil(ids.length / count) === 0);
  const lists = [
    ['user_services', 'service_id', 'content_services', few(refs.services, 3)],
    ['user_expertise_sectors', 'sector_id', 'content_sectors', few(refs.sectors, 2)],
    ['user_operating_countries', 'country_id', 'content_countries', refs.usualCountries.slice(0, 2)],
  ];
  for (const [own, column, links, ids] of lists) {
    await client.query(
      `insert into ${own} (user_id, ${column}) select $1, unnest($2::int[]) on conflict do nothing`,
      [viewerId, ids],
    );
    const offers = `select id from content_items where owner_id = $1 and type = 'offer'`;
    await client.query(`delete from ${links} where content_id in (${offers})`, [viewerId]);
    await client.query(
      `insert into ${links} (content_id, ${column}) select o.id, r from (${offers}) o, unnest($2::int[]) r
       where random() < 0.6 on conflict do nothing`,
      [viewerId, ids],
    );
  }
}

/** Up to twenty Wants of other companies on each of the viewer's items, up to eight applications on each giveaway. */
async function leadsOnViewerItems(client, { viewerId, companyIds }) {
  await client.query(
    `insert into interests (user_id, content_id, created_at)
     select ${any('$2')}, c.id, now() - random() * interval '300 days'
     from content_items c cross join generate_series(1, 1 + c.id % 20) n
     where c.owner_id = $1 and c.type <> 'sampling'
     on conflict do nothing`,
    [viewerId, companyIds],
  );
  await client.query(
    `insert into sampling_applications (content_id, user_id, created_at)
     select s.content_id, ${any('$2')}, now() - random() * interval '300 days'
     from samplings s join content_items c on c.id = s.content_id cross join generate_series(1, 1 + c.id % 8) n
     where c.owner_id = $1
     on conflict do nothing`,
    [viewerId, companyIds],
  );
  // The others' Wants on one another's items.
  await client.query(
    `insert into interests (user_id, content_id, created_at)
     select ${any('$1')}, ids[1 + floor(random() * cardinality(ids))::int], now() - random() * interval '300 days'
     from generate_series(1, $2::int) n, (select array_agg(id) as ids from content_items where owner_id = any($1::int[])) c
     on conflict do nothing`,
    [companyIds, 10_000],
  );
}

/**
 * Conversations: others asking about the viewer's items (most open, some requests, a few
 * declined); the viewer asking about others' opportunities; the viewer and others about nothing;
 * the others among themselves. One per pair and item (conversations_pair_item_idx).
 */
async function insertConversations(client, { viewerId, companyIds }) {
  const status = (draw) =>
    `case when ${draw} < 0.7 then 'open' when ${draw} < 0.9 then 'request' else 'declined' end`;
  await client.query(
    `insert into conversations (started_by, recipient_id, item_type, item_id, item_title, status, created_at, last_message_at)
     select company, $1, type, id, title, ${status('r')}, t, t
     from (select c.id, c.type, c.title, ${any('$2')} as company, random() as r, now() - random() * interval '300 days' as t
           from content_items c cross join generate_series(1, 1 + c.id % 4) n where c.owner_id = $1) s
     on conflict do nothing`,
    [viewerId, companyIds],
  );
  await client.query(
    `insert into conversations (started_by, recipient_id, item_type, item_id, item_title, status, created_at, last_message_at)
     select $1, owner_id, type, id, title, case when r < 0.7 then 'open' else 'request' end, t, t
     from (select id, type, title, owner_id, random() as r, now() - random() * interval '300 days' as t
           from content_items where owner_id = any($2::int[]) and type = 'opportunity' and random() < 0.05) s
     on conflict do nothing`,
    [viewerId, companyIds],
  );
  await client.query(
    `insert into conversations (started_by, recipient_id, status, created_at, last_message_at)
     select case when n % 2 = 0 then $1 else company end, case when n % 2 = 0 then company else $1 end, ${status('r')}, t, t
     from (select n, ($2::int[])[n] as company, random() as r, now() - random() * interval '300 days' as t
           from generate_series(1, least(100, cardinality($2::int[]))) n) s
     on conflict do nothing`,
    [viewerId, companyIds],
  );
  await client.query(
    `insert into conversations (started_by, recipient_id, item_type, item_id, item_title, status, created_at, last_message_at)
     select a, c.owner_id, c.type, c.id, c.title, ${status('r')}, t, t
     from (select ${any('$1')} as a, ids[1 + floor(random() * cardinality(ids))::int] as item, random() as r,
                  now() - random() * interval '300 days' as t
           from generate_series(1, $2::int) n, (select array_agg(id) as ids from content_items where owner_id = any($1::int[])) i) s
     join content_items c on c.id = s.item
     where a <> c.owner_id
     on conflict do nothing`,
    [companyIds, 10_000],
  );
}

/**
 * Messages of every conversation made after `before`: one for a request or a declined one, one to
 * eight for an open one, taking turns; one in twenty with a PDF; then each conversation's time and
 * both sides, the recipient having read it all in three cases in five, else only up to their own.
 */
async function insertMessages(client, before) {
  await client.query(
    `insert into messages (conversation_id, sender_id, body, created_at)
     select c.id, case when k % 2 = 1 then c.started_by else c.recipient_id end,
            'Message ' || k || ' about ' || coalesce(c.item_title, 'working together') || ': ' ||
              repeat('We could supply the volumes you need by the end of the quarter. ', 1 + (c.id + k) % 4),
            c.created_at + (k - 1) * interval '3 hours'
     from conversations c cross join lateral generate_series(1, case when c.status = 'open' then 1 + c.id % 8 else 1 end) k
     where c.id > $1
     order by c.id, k`,
    [before],
  );
  await client.query(
    `with attached as (
       insert into files (owner_id, storage_key, visibility, original_name, content_type, size)
       select m.sender_id, 'bench/messages/' || m.id || '.pdf', 'private', 'quote.pdf', 'application/pdf', 40000 + m.id % 9000
       from messages m where m.conversation_id > $1 and m.id % 20 = 0
       returning id, storage_key)
     insert into message_files (message_id, file_id)
     select split_part(split_part(storage_key, '/', 3), '.', 1)::int, id from attached`,
    [before],
  );
  await client.query(
    `update conversations c set last_message_at = m.at
     from (select conversation_id, max(created_at) as at from messages where conversation_id > $1 group by 1) m
     where c.id = m.conversation_id`,
    [before],
  );
  await client.query(
    `insert into conversation_members (conversation_id, user_id, other_user_id, last_read_message_id, last_message_at)
     select c.id, side.user_id, side.other_id,
            case when side.user_id = c.started_by or random() < 0.6 then m.last_id
                 else coalesce(m.own_last[side.n], 0) end,
            c.last_message_at
     from conversations c
     join (select conversation_id, max(id) as last_id,
                  array[max(id) filter (where k_starter), max(id) filter (where not k_starter)] as own_last
           from (select m.conversation_id, m.id, m.sender_id = c.started_by as k_starter
                 from messages m join conversations c on c.id = m.conversation_id where c.id > $1) s
           group by conversation_id) m on m.conversation_id = c.id
     cross join lateral (values (c.started_by, c.recipient_id, 1), (c.recipient_id, c.started_by, 2)) side(user_id, other_id, n)
     where c.id > $1`,
    [before],
  );
}

/** Five of the companies that wrote to the viewer, blocked by the viewer. */
async function viewerBlocks(client, viewerId) {
  await client.query(
    `insert into member_blocks (user_id, blocked_user_id)
     select $1, started_by from conversations where recipient_id = $1 group by started_by order by started_by limit 5
     on conflict do nothing`,
    [viewerId],
  );
}

/**
 * `companies` other companies with `items` offers and opportunities, and `ownItems` items of the
 * viewer's (`viewerId`), with the leads and conversations the header describes. Answers the
 * items' mix and the viewer's rows.
 */
export async function createLeadsFixtures(
  client,
  { viewerId, items = 5000, ownItems = 150, companies = 600, log = () => {} },
) {
  await startGenerating(client);
  const refs = await loadReferences(client);
  const companyIds = await createCompanies(client, {
    count: companies,
    domain: COMPANY_DOMAIN,
    tiers: TIERS,
    refs,
  });
  log(`  ${companyIds.length} companies (Gold, Platinum)`);
  const before = await insertContentItems(client, {
    items,
    kinds: OTHERS_KINDS,
    ownerIds: companyIds,
    refs,
    log,
  });
  await insertContentItems(client, { items: ownItems, kinds: OWN_KINDS, ownerIds: [viewerId], refs, log });
  await insertTypeRows(client, before, refs);
  await linkSectorsAndCountries(client, before, refs);
  await viewerProfile(client, viewerId, refs);
  await leadsOnViewerItems(client, { viewerId, companyIds });
  const {
    rows: [{ last }],
  } = await client.query('select coalesce(max(id), 0) as last from conversations');
  await insertConversations(client, { viewerId, companyIds });
  await insertMessages(client, last);
  await viewerBlocks(client, viewerId);
  const mix = await finishGenerating(client, before);
  const { rows: viewerRows } = await client.query(
    `select 'Wants on the viewer''s items' as "rows", count(*)::int as n from interests i join content_items c on c.id = i.content_id where c.owner_id = $1
     union all select 'giveaway applications on them', count(*)::int from sampling_applications a join content_items c on c.id = a.content_id where c.owner_id = $1
     union all select 'the viewer''s conversations (' || c.status || ')', count(*)::int from conversation_members s join conversations c on c.id = s.conversation_id where s.user_id = $1 group by c.status
     union all select 'conversations in all', count(*)::int from conversations
     union all select 'messages in all', count(*)::int from messages`,
    [viewerId],
  );
  return { mix, viewerRows };
}
