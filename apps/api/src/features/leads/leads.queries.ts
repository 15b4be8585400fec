import {
  LEAD_EXCERPT_LENGTH,
  type LeadKind,
  NEED_REASON_WEIGHTS,
  type NeedReasonKind,
} from '@acorn/contracts';
import {
  advisorProfiles,
  companyProfiles,
  contentCountries,
  contentItems,
  contentSectors,
  contentServices,
  conversations,
  type Db,
  type DbExecutor,
  files,
  interests,
  messages,
  needAlerts,
  samplingApplications,
  services,
  userExpertiseSectors,
  userOperatingCountries,
  userServices,
  users,
} from '@acorn/db';
import { and, desc, eq, gt, inArray, ne, notInArray, type SQL, sql } from 'drizzle-orm';
import { alias, unionAll } from 'drizzle-orm/pg-core';
import type { PageSlice } from '../../lib/pagination';
import { isPublicNow, matchesSearch } from '../content';

const logos = alias(files, 'party_logos');

/** The party's logo: the company's, or an advisor's photo. */
const partyLogo = eq(
  logos.id,
  sql`coalesce(${companyProfiles.company_logo_file_id}, ${advisorProfiles.photo_file_id})`,
);

/**
 * A lead's or need's other party (`id`), joined as users, company and advisor profiles and logo:
 * the company (or the contact's name), and whether an advisor hides their identity.
 */
const partyColumns = (id: SQL) => ({
  party_name: sql<string>`coalesce(nullif(${companyProfiles.company_name}, ''), nullif(${users.name}, ''), '#' || ${id})`,
  party_hidden: sql<boolean>`coalesce(${advisorProfiles.hide_identity}, false)`,
  party_logo: logos,
});

/**
 * What every kind of lead answers: when, from whom, about which item, in which conversation. The
 * aliases are their own: drizzle names a subquery's columns unqualified, and the page joins users,
 * whose `created_at` would otherwise be ambiguous.
 */
const leadColumns = (kind: LeadKind, created: SQL, from: SQL, conversation: SQL) => ({
  kind: sql<LeadKind>`${kind}::text`.as('lead_kind'),
  created_at: created.mapWith(interests.created_at).as('lead_created_at'),
  from_id: from.mapWith(Number).as('lead_from_id'),
  item_type: sql<string>`${contentItems.type}`.as('lead_item_type'),
  item_id: sql<number>`${contentItems.id}`.mapWith(Number).as('lead_item_id'),
  item_title: sql<string>`${contentItems.title}`.as('lead_item_title'),
  started_id: sql<number | null>`${conversation}`.mapWith(Number).as('lead_started_id'),
});

/** The Wants on `ownerId`'s items, on the content index of interests. */
function wantLeads(db: DbExecutor, ownerId: number) {
  return db
    .select(leadColumns('want', sql`${interests.created_at}`, sql`${interests.user_id}`, sql`null::int`))
    .from(interests)
    .innerJoin(contentItems, eq(contentItems.id, interests.content_id))
    .where(and(eq(contentItems.owner_id, ownerId), ne(interests.user_id, ownerId)));
}

/**
 * One kind of lead on `ownerId`'s items, in the columns every kind shares: a Want (on the
 * content index of interests), a conversation another member started about one of the items
 * (declined requests left out), or a giveaway application.
 */
function leadsOfKind(db: DbExecutor, ownerId: number, kind: LeadKind) {
  const mine = eq(contentItems.owner_id, ownerId);
  if (kind === 'want') return wantLeads(db, ownerId);
  if (kind === 'message')
    return db
      .select(
        leadColumns(
          kind,
          sql`${conversations.created_at}`,
          sql`${conversations.started_by}`,
          sql`${conversations.id}`,
        ),
      )
      .from(conversations)
      .innerJoin(
        contentItems,
        and(eq(contentItems.id, conversations.item_id), eq(contentItems.type, conversations.item_type)),
      )
      .where(and(eq(conversations.recipient_id, ownerId), mine, ne(conversations.status, 'declined')));
  return db
    .select(
      leadColumns(
        kind,
        sql`${samplingApplications.created_at}`,
        sql`${samplingApplications.user_id}`,
        sql`null::int`,
      ),
    )
    .from(samplingApplications)
    .innerJoin(contentItems, eq(contentItems.id, samplingApplications.content_id))
    .where(mine);
}

/**
 * A page of a member's leads, newest first, with the list's total, in one statement: the kinds
 * asked for as one UNION ALL, paged, then only the page's rows get their party, the first message
 * of a conversation and the conversation the two members have about the item (on the pair's
 * unique index), if any.
 */
export function selectLeads(options: {
  db: Db;
  userId: number;
  kinds: readonly LeadKind[];
  slice: PageSlice;
}) {
  const { db, userId, kinds, slice } = options;
  // The kinds differ only in their tables; their columns are the same.
  const [first, second, ...rest] = kinds.map((kind) => leadsOfKind(db, userId, kind)) as unknown as Array<
    ReturnType<typeof wantLeads>
  >;
  if (!first) throw new Error('a list of leads needs a kind');
  const all = (second ? unionAll(first, second, ...rest) : first).as('all_leads');
  const page = db
    .select({
      kind: all.kind,
      created_at: all.created_at,
      from_id: all.from_id,
      item_type: all.item_type,
      item_id: all.item_id,
      item_title: all.item_title,
      started_id: all.started_id,
      total: sql<number>`count(*) over ()`.mapWith(Number).as('lead_total'),
    })
    .from(all)
    .orderBy(desc(all.created_at), desc(all.item_id), desc(all.from_id))
    .limit(slice.limit)
    .offset(slice.offset)
    .as('page');
  const conversationOfPair = sql<number | null>`coalesce(${page.started_id}, (
    select ${conversations.id} from ${conversations}
    where least(${conversations.started_by}, ${conversations.recipient_id}) = least(${page.from_id}, ${userId}::int)
      and greatest(${conversations.started_by}, ${conversations.recipient_id}) = greatest(${page.from_id}, ${userId}::int)
      and coalesce(${conversations.item_id}, 0) = ${page.item_id}
  ))`.mapWith(Number);
  const firstMessage = sql<string | null>`(
    select left(${messages.body}, ${sql.raw(String(LEAD_EXCERPT_LENGTH))}) from ${messages}
    where ${messages.conversation_id} = ${page.started_id} order by ${messages.id} limit 1
  )`;
  return db
    .select({
      kind: page.kind,
      created_at: page.created_at,
      from_id: page.from_id,
      item_type: page.item_type,
      item_id: page.item_id,
      item_title: page.item_title,
      conversation_id: conversationOfPair,
      message: firstMessage,
      total: page.total,
      ...partyColumns(sql`${page.from_id}`),
    })
    .from(page)
    .leftJoin(users, eq(users.id, page.from_id))
    .leftJoin(companyProfiles, eq(companyProfiles.user_id, page.from_id))
    .leftJoin(advisorProfiles, eq(advisorProfiles.user_id, page.from_id))
    .leftJoin(logos, partyLogo)
    .orderBy(desc(page.created_at), desc(page.item_id), desc(page.from_id));
}
export type LeadRow = Awaited<ReturnType<typeof selectLeads>>[number];

/** What a member sells, by one kind of reference: their own list, and their published offers'. */
function mineOf(
  db: DbExecutor,
  userId: number,
  own: { table: typeof userServices | typeof userExpertiseSectors | typeof userOperatingCountries; id: SQL },
  offers: { table: typeof contentServices | typeof contentSectors | typeof contentCountries; id: SQL },
) {
  return sql`(${db.select({ id: own.id }).from(own.table).where(eq(own.table.user_id, userId))}
    union ${db
      .select({ id: offers.id })
      .from(offers.table)
      .innerJoin(contentItems, eq(contentItems.id, offers.table.content_id))
      .where(
        and(
          eq(contentItems.owner_id, userId),
          eq(contentItems.type, 'offer'),
          sql`${contentItems.status} = 'published'`,
        ),
      )})`;
}

/**
 * How many opportunities a needs list ranks: the newest open ones. Ranking every match grows
 * with the whole catalogue (tens of milliseconds at a few thousand items, decision 044's
 * figures); a need is a current buying intent, so the newest ones are the ones worth answering,
 * and the cost stays that of this many index lookups however large the catalogue grows.
 */
const NEED_CANDIDATES = 1000;

/**
 * Published opportunities of others, the newest NEED_CANDIDATES of them (read in order from
 * content_items_published_idx), that share at least one service, sector or country with
 * `userId` (their profile's and their published offers'), best score first then newest, each
 * with the ids it matched by, and the list's total: one statement. `since` keeps those
 * published (approved) after it; `words` a search's.
 */
export function selectNeeds(options: {
  db: DbExecutor;
  userId: number;
  slice: PageSlice;
  words?: string | null;
  since?: Date;
}) {
  const { db, userId, slice, words, since } = options;
  const candidates = db.$with('candidates').as(
    db
      .select({ id: contentItems.id })
      .from(contentItems)
      .where(
        and(
          eq(contentItems.type, 'opportunity'),
          isPublicNow(),
          ne(contentItems.owner_id, userId),
          ...(words ? [matchesSearch(words)] : []),
          // Published when approved: an opportunity created before the last alert but approved after it is new.
          ...(since
            ? [gt(sql`coalesce(${contentItems.decided_at}, ${contentItems.created_at})`, since)]
            : []),
        ),
      )
      .orderBy(desc(contentItems.created_at), desc(contentItems.id))
      .limit(NEED_CANDIDATES),
  );
  const hitsOf = (
    kind: NeedReasonKind,
    offers: typeof contentServices | typeof contentSectors | typeof contentCountries,
    ref: SQL,
    own: typeof userServices | typeof userExpertiseSectors | typeof userOperatingCountries,
    ownRef: SQL,
  ) =>
    db
      .select({
        content_id: sql<number>`${offers.content_id}`.as('content_id'),
        kind: sql<NeedReasonKind>`${kind}::text`.as('kind'),
        ref_id: sql<number>`${ref}`.as('ref_id'),
        weight: sql<number>`${NEED_REASON_WEIGHTS[kind]}::int`.as('weight'),
      })
      .from(offers)
      .where(
        and(
          sql`${offers.content_id} in (select ${sql.identifier('id')} from ${candidates})`,
          sql`${ref} in ${mineOf(db, userId, { table: own, id: ownRef }, { table: offers, id: ref })}`,
        ),
      );
  const hits = unionAll(
    hitsOf(
      'service',
      contentServices,
      sql`${contentServices.service_id}`,
      userServices,
      sql`${userServices.service_id}`,
    ),
    hitsOf(
      'sector',
      contentSectors,
      sql`${contentSectors.sector_id}`,
      userExpertiseSectors,
      sql`${userExpertiseSectors.sector_id}`,
    ),
    hitsOf(
      'country',
      contentCountries,
      sql`${contentCountries.country_id}`,
      userOperatingCountries,
      sql`${userOperatingCountries.country_id}`,
    ),
  ).as('hits');
  const idsOf = (kind: string) =>
    sql<
      number[]
    >`coalesce(array_agg(${hits.ref_id} order by ${hits.ref_id}) filter (where ${hits.kind} = ${kind}), '{}')`;
  const scored = db
    .select({
      id: sql<number>`${hits.content_id}`.as('scored_id'),
      score: sql<number>`sum(${hits.weight})::int`.as('score'),
      // Named apart from content_items' own sector_ids and country_ids, which the outer select joins.
      service_ids: idsOf('service').as('matched_service_ids'),
      sector_ids: idsOf('sector').as('matched_sector_ids'),
      country_ids: idsOf('country').as('matched_country_ids'),
    })
    .from(hits)
    .groupBy(hits.content_id)
    .as('scored');
  return db
    .with(candidates)
    .select({
      id: contentItems.id,
      title: contentItems.title,
      deadline: contentItems.deadline,
      created_at: contentItems.created_at,
      owner_id: contentItems.owner_id,
      score: sql<number>`${scored.score}`.mapWith(Number),
      service_ids: scored.service_ids,
      sector_ids: scored.sector_ids,
      country_ids: scored.country_ids,
      target_sector_ids: sql<
        number[] | null
      >`(select array_agg(${contentSectors.sector_id}) from ${contentSectors} where ${contentSectors.content_id} = ${contentItems.id})`,
      target_country_ids: sql<
        number[] | null
      >`(select array_agg(${contentCountries.country_id}) from ${contentCountries} where ${contentCountries.content_id} = ${contentItems.id})`,
      total: sql<number>`count(*) over ()`.mapWith(Number),
      ...partyColumns(sql`${contentItems.owner_id}`),
    })
    .from(scored)
    .innerJoin(contentItems, eq(contentItems.id, scored.id))
    .leftJoin(users, eq(users.id, contentItems.owner_id))
    .leftJoin(companyProfiles, eq(companyProfiles.user_id, contentItems.owner_id))
    .leftJoin(advisorProfiles, eq(advisorProfiles.user_id, contentItems.owner_id))
    .leftJoin(logos, partyLogo)
    .orderBy(desc(scored.score), desc(contentItems.created_at), desc(contentItems.id))
    .limit(slice.limit)
    .offset(slice.offset);
}
export type NeedRow = Awaited<ReturnType<typeof selectNeeds>>[number];

/** The localized names of some services, by id. */
export function selectServiceNames(options: { db: DbExecutor; ids: number[] }) {
  return options.db
    .select({ id: services.id, name: services.name, name_pt: services.name_pt, name_es: services.name_es })
    .from(services)
    .where(inArray(services.id, options.ids));
}

/** A member's saved alert, if any. */
export async function selectNeedAlert(options: { db: DbExecutor; userId: number }) {
  const [row] = await options.db.select().from(needAlerts).where(eq(needAlerts.user_id, options.userId));
  return row;
}

/** Saves a member's alert; a new or changed alert sends what is published from now on. */
export async function upsertNeedAlert(options: { db: DbExecutor; userId: number; frequency: string }) {
  await options.db
    .insert(needAlerts)
    .values({ user_id: options.userId, frequency: options.frequency })
    .onConflictDoUpdate({ target: needAlerts.user_id, set: { frequency: options.frequency } });
}

export async function deleteNeedAlert(options: { db: DbExecutor; userId: number }) {
  await options.db.delete(needAlerts).where(eq(needAlerts.user_id, options.userId));
}

/**
 * The next alert due at `now` (daily: last sent a day ago or more; weekly: a week), locked for the
 * caller's transaction; one another worker holds is skipped, so two workers never send it twice.
 * The member's address and language come with it; `skip` are those this run already handled.
 */
export async function claimDueAlert(options: { tx: DbExecutor; now: Date; skip: number[] }) {
  const { tx, now, skip } = options;
  const [row] = await tx
    .select({
      user_id: needAlerts.user_id,
      frequency: needAlerts.frequency,
      last_sent_at: needAlerts.last_sent_at,
      email: users.email,
      language: users.language,
    })
    .from(needAlerts)
    .innerJoin(users, eq(users.id, needAlerts.user_id))
    .where(
      and(
        sql`${needAlerts.last_sent_at} <= ${now.toISOString()}::timestamptz - case ${needAlerts.frequency} when 'weekly' then interval '7 days' else interval '1 day' end`,
        ...(skip.length ? [notInArray(needAlerts.user_id, skip)] : []),
      ),
    )
    .orderBy(needAlerts.last_sent_at, needAlerts.user_id)
    .limit(1)
    .for('update', { of: needAlerts, skipLocked: true });
  return row;
}

/** Marks an alert sent at `now`, in the transaction that claimed it. */
export async function markAlertSent(options: { tx: DbExecutor; userId: number; now: Date }) {
  await options.tx
    .update(needAlerts)
    .set({ last_sent_at: options.now })
    .where(eq(needAlerts.user_id, options.userId));
}
