// The SQL the API sends for the seller area's lists and the conversations, word for word, with its
// parameters: printed by drizzle's logger from leads.queries (selectLeads, selectNeeds,
// selectServiceNames) and conversations.queries (selectConversations, selectUnreadTotals) for
// GET /api/leads, GET /api/needs and GET /api/conversations. Each request starts with the session
// (content-sql.mjs SESSION_SQL); the seller area's then reads the caller's tier features
// (market-sql.mjs FEATURES_SQL). The API builds these statements on every request and sends them
// unnamed; drizzle leaves out an offset of 0.
import { FILE_COLUMNS, PUBLIC_NOW, parameters } from './content-sql.mjs';

/** LEAD_EXCERPT_LENGTH (contracts): the first message's excerpt a lead shows. */
const LEAD_EXCERPT_LENGTH = 200;
/** NEED_REASON_WEIGHTS (contracts): what each kind of shared reference adds to a need's score. */
const NEED_REASON_WEIGHTS = { service: 3, sector: 2, country: 1 };
/** NEED_CANDIDATES (leads.queries): how many of the newest open opportunities a needs list ranks. */
const NEED_CANDIDATES = 1000;

const logoColumns = (alias) => FILE_COLUMNS.map((column) => `"${alias}"."${column}"`).join(', ');

/** partyColumns (leads.queries): the other party's name, whether an advisor hides, and the logo. */
const partyColumns = (id) =>
  `coalesce(nullif("company_profiles"."company_name", ''), nullif("users"."name", ''), '#' || ${id}), coalesce("advisor_profiles"."hide_identity", false), ${logoColumns('party_logos')}`;

/** The party's profiles and logo (the company's, or an advisor's photo), joined on `id`. */
const joinParty = (id) =>
  ` left join "users" on "users"."id" = ${id} left join "company_profiles" on "company_profiles"."user_id" = ${id} left join "advisor_profiles" on "advisor_profiles"."user_id" = ${id} left join "files" "party_logos" on "party_logos"."id" = coalesce("company_profiles"."company_logo_file_id", "advisor_profiles"."photo_file_id")`;

/** drizzle's unionAll, parenthesized as it writes it: (((a) union all (b)) union all (c)); one alone is (a). */
const unionAll = ([first, ...rest]) =>
  rest.reduce((union, next) => `(${union} union all (${next}))`, `(${first})`);

/** leadColumns (leads.queries): what every kind of lead answers. */
const leadColumns = (kind, created, from, started) =>
  `${kind}::text as "lead_kind", ${created} as "lead_created_at", ${from} as "lead_from_id", "content_items"."type" as "lead_item_type", "content_items"."id" as "lead_item_id", "content_items"."title" as "lead_item_title", ${started} as "lead_started_id"`;

/** leadsOfKind (leads.queries): one kind of lead on the owner's items. */
function leadsOfKind(kind, ownerId, add) {
  if (kind === 'want')
    return `select ${leadColumns(add(kind), '"interests"."created_at"', '"interests"."user_id"', 'null::int')} from "interests" inner join "content_items" on "content_items"."id" = "interests"."content_id" where ("content_items"."owner_id" = ${add(ownerId)} and "interests"."user_id" <> ${add(ownerId)})`;
  if (kind === 'message')
    return `select ${leadColumns(add(kind), '"conversations"."created_at"', '"conversations"."started_by"', '"conversations"."id"')} from "conversations" inner join "content_items" on ("content_items"."id" = "conversations"."item_id" and "content_items"."type" = "conversations"."item_type") where ("conversations"."recipient_id" = ${add(ownerId)} and "content_items"."owner_id" = ${add(ownerId)} and "conversations"."status" <> ${add('declined')})`;
  return `select ${leadColumns(add(kind), '"sampling_applications"."created_at"', '"sampling_applications"."user_id"', 'null::int')} from "sampling_applications" inner join "content_items" on "content_items"."id" = "sampling_applications"."content_id" where "content_items"."owner_id" = ${add(ownerId)}`;
}

const LEAD_ORDER = 'order by "lead_created_at" desc, "lead_item_id" desc, "lead_from_id" desc';

/**
 * selectLeads (leads.queries): a page of `userId`'s leads of `kinds`, newest first, with the
 * total; the page's rows then get the conversation of the pair about the item, the first message
 * and the party. Columns: kind, created_at, from_id, item type, id, title, conversation id,
 * message, total, then the party's (partyColumns).
 */
export function leadsStatement({ userId, kinds, limit, offset }) {
  const { values, add } = parameters();
  const conversation = `coalesce("lead_started_id", (
    select "conversations"."id" from "conversations"
    where least("conversations"."started_by", "conversations"."recipient_id") = least("lead_from_id", ${add(userId)}::int)
      and greatest("conversations"."started_by", "conversations"."recipient_id") = greatest("lead_from_id", ${add(userId)}::int)
      and coalesce("conversations"."item_id", 0) = "lead_item_id"
  ))`;
  const message = `(
    select left("messages"."body", ${LEAD_EXCERPT_LENGTH}) from "messages"
    where "messages"."conversation_id" = "lead_started_id" order by "messages"."id" limit 1
  )`;
  const from = unionAll(kinds.map((kind) => leadsOfKind(kind, userId, add)));
  const page = `(select "lead_kind", "lead_created_at", "lead_from_id", "lead_item_type", "lead_item_id", "lead_item_title", "lead_started_id", count(*) over () as "lead_total" from ${from} "all_leads" ${LEAD_ORDER} limit ${add(limit)}${offset ? ` offset ${add(offset)}` : ''}) "page"`;
  const text = `select "lead_kind", "lead_created_at", "lead_from_id", "lead_item_type", "lead_item_id", "lead_item_title", ${conversation}, ${message}, "lead_total", ${partyColumns('"lead_from_id"')} from ${page}${joinParty('"lead_from_id"')} ${LEAD_ORDER}`;
  return { text, values };
}

/** The party's columns in a lead's row, after its own nine. */
export const LEAD_PARTY = 9;

/** mineOf (leads.queries): the caller's own references of a kind, and their published offers'. */
const mineOf = ({ own, ownColumn, offers, column }, userId, add) =>
  `((select "${ownColumn}" from "${own}" where "${own}"."user_id" = ${add(userId)})
    union (select "${offers}"."${column}" from "${offers}" inner join "content_items" on "content_items"."id" = "${offers}"."content_id" where ("content_items"."owner_id" = ${add(userId)} and "content_items"."type" = ${add('offer')} and "content_items"."status" = 'published')))`;

const NEED_REFERENCES = [
  {
    kind: 'service',
    own: 'user_services',
    ownColumn: 'service_id',
    offers: 'content_services',
    column: 'service_id',
  },
  {
    kind: 'sector',
    own: 'user_expertise_sectors',
    ownColumn: 'sector_id',
    offers: 'content_sectors',
    column: 'sector_id',
  },
  {
    kind: 'country',
    own: 'user_operating_countries',
    ownColumn: 'country_id',
    offers: 'content_countries',
    column: 'country_id',
  },
];

/**
 * selectNeeds (leads.queries): the newest NEED_CANDIDATES published opportunities of others, those
 * sharing a service, sector or country with `userId`, best score first then newest, with the ids matched by, the items' own
 * sectors and countries, the total and the owner. Columns: id, title, deadline, created_at,
 * owner_id, score, service, sector and country ids, target sector and country ids, total, then
 * the party's (partyColumns). `words`: a search's text query.
 */
export function needsStatement({ userId, words, limit, offset }) {
  const { values, add } = parameters();
  const candidateFilters = [
    `"content_items"."type" = ${add('opportunity')}`,
    PUBLIC_NOW,
    `"content_items"."owner_id" <> ${add(userId)}`,
    ...(words ? [`"content_items"."search" @@ ${add(words)}::tsquery`] : []),
  ];
  const candidates = `with "candidates" as (select "id" from "content_items" where (${candidateFilters.join(' and ')}) order by "content_items"."created_at" desc, "content_items"."id" desc limit ${add(NEED_CANDIDATES)})`;
  const idsOf = (kind) =>
    `coalesce(array_agg("ref_id" order by "ref_id") filter (where "kind" = ${add(kind)}), '{}') as "${kind}_ids"`;
  const aggregates = ['service', 'sector', 'country'].map(idsOf).join(', ');
  const hit = (reference) =>
    `select "content_id" as "content_id", ${add(reference.kind)}::text as "kind", "${reference.offers}"."${reference.column}" as "ref_id", ${add(NEED_REASON_WEIGHTS[reference.kind])}::int as "weight" from "${reference.offers}" where ("${reference.offers}"."content_id" in (select "id" from "candidates") and "${reference.offers}"."${reference.column}" in ${mineOf(reference, userId, add)})`;
  const hits = `${unionAll(NEED_REFERENCES.map(hit))} "hits"`;
  const scored = `(select "content_id" as "scored_id", sum("weight")::int as "score", ${aggregates} from ${hits} group by "content_id") "scored"`;
  const columns = [
    ...['id', 'title', 'deadline', 'created_at', 'owner_id'].map((column) => `"content_items"."${column}"`),
    '"score"',
    '"service_ids"',
    '"sector_ids"',
    '"country_ids"',
    '(select array_agg("content_sectors"."sector_id") from "content_sectors" where "content_sectors"."content_id" = "content_items"."id")',
    '(select array_agg("content_countries"."country_id") from "content_countries" where "content_countries"."content_id" = "content_items"."id")',
    'count(*) over ()',
    partyColumns('"content_items"."owner_id"'),
  ];
  const text = `${candidates} select ${columns.join(', ')} from ${scored} inner join "content_items" on "content_items"."id" = "scored_id"${joinParty('"content_items"."owner_id"')} order by "score" desc, "content_items"."created_at" desc, "content_items"."id" desc limit ${add(limit)}${offset ? ` offset ${add(offset)}` : ''}`;
  return { text, values };
}

/** Where each part of a need's row is. */
export const NEED_ROW = {
  score: 5,
  serviceIds: 6,
  sectorIds: 7,
  countryIds: 8,
  targetSectorIds: 9,
  targetCountryIds: 10,
  total: 11,
  party: 12,
};

/** selectServiceNames (leads.queries): the localized names of the matched services. */
export const serviceNamesStatement = (ids) => ({
  text: `select "id", "name", "name_pt", "name_es" from "services" where "services"."id" in (${ids.map((_, index) => `$${index + 1}`).join(', ')})`,
  values: ids,
});

/** unreadOfSide (conversations.queries): the member's messages not yet read, not their own. */
const UNREAD_OF_SIDE = `(select count(*) from "messages"
  where "messages"."conversation_id" = "conversation_members"."conversation_id"
    and "messages"."id" > "conversation_members"."last_read_message_id"
    and "messages"."sender_id" <> "conversation_members"."user_id")`;

/** inInbox and inRequests (conversations.queries): the folders, for the caller's side. */
const inInbox = (add) =>
  `("conversations"."status" = ${add('open')} or "conversations"."started_by" = "conversation_members"."user_id")`;
const inRequests = (add) =>
  `("conversations"."status" = ${add('request')} and "conversations"."recipient_id" = "conversation_members"."user_id")`;

/**
 * selectConversations (conversations.queries): a page of the caller's side of conversations in
 * a folder, on conversation_members_list_idx. Columns: the conversation's nine, the side's read
 * mark and time, the other member's id, role, name, hidden and logo (nine), whether the item
 * exists, whether the caller blocked them, the unread count, the last message (JSON), the total.
 */
export function conversationsStatement({ userId, folder, limit, offset }) {
  const { values, add } = parameters();
  const columns = [
    ...[
      'id',
      'started_by',
      'recipient_id',
      'item_type',
      'item_id',
      'item_title',
      'status',
      'created_at',
      'last_message_at',
    ].map((column) => `"conversations"."${column}"`),
    '"conversation_members"."last_read_message_id"',
    '"conversation_members"."last_message_at"',
    '"others"."id"',
    '"others"."cb_roles_id"',
    `coalesce(nullif("company_profiles"."company_name", ''), nullif("others"."name", ''), '#' || "others"."id")`,
    'coalesce("advisor_profiles"."hide_identity", false)',
    logoColumns('other_logos'),
    '"thread_items"."id" is not null',
    `exists (select 1 from "member_blocks" where "member_blocks"."user_id" = ${add(userId)}
        and "member_blocks"."blocked_user_id" = "conversation_members"."other_user_id")`,
    UNREAD_OF_SIDE,
    `(
  select json_build_object('body', m.body, 'sender_id', m.sender_id, 'created_at', m.created_at,
    'files', (select count(*) from "message_files" where "message_files"."message_id" = m.id))
  from "messages" m where m.conversation_id = "conversation_members"."conversation_id"
  order by m.id desc limit 1)`,
    'count(*) over ()',
  ];
  const folderWhere = folder === 'requests' ? inRequests : inInbox;
  const text = `select ${columns.join(', ')} from "conversation_members" inner join "conversations" on "conversations"."id" = "conversation_members"."conversation_id" inner join "users" "others" on "others"."id" = "conversation_members"."other_user_id" left join "content_items" "thread_items" on "thread_items"."id" = "conversations"."item_id" left join "company_profiles" on "company_profiles"."user_id" = "others"."id" left join "advisor_profiles" on "advisor_profiles"."user_id" = "others"."id" left join "files" "other_logos" on "other_logos"."id" = coalesce("company_profiles"."company_logo_file_id", "advisor_profiles"."photo_file_id") where ("conversation_members"."user_id" = ${add(userId)} and ${folderWhere(add)}) order by "conversation_members"."last_message_at" desc, "conversation_members"."conversation_id" asc limit ${add(limit)}${offset ? ` offset ${add(offset)}` : ''}`;
  return { text, values };
}

/** Where each part of a conversation's row is. */
export const CONVERSATION_ROW = {
  lastRead: 9,
  lastMessageAt: 10,
  otherId: 11,
  otherRole: 12,
  otherName: 13,
  otherHidden: 14,
  logo: 15,
  itemExists: 24,
  blocked: 25,
  unread: 26,
  lastMessage: 27,
  total: 28,
};

/** selectUnreadTotals (conversations.queries): the unread messages across the inbox, and the requests waiting. */
export function unreadTotalsStatement(userId) {
  const { values, add } = parameters();
  const text = `select coalesce(sum(${UNREAD_OF_SIDE}) filter (where ${inInbox(add)}), 0), count(*) filter (where ${inRequests(add)}) from "conversation_members" inner join "conversations" on "conversations"."id" = "conversation_members"."conversation_id" where "conversation_members"."user_id" = ${add(userId)}`;
  return { text, values };
}
