import { REGISTRATION_COMPLETE_STEP, ROLES } from '@acorn/contracts';
import {
  advisorListings,
  companyProfiles,
  contentCountries,
  contentFiles,
  contentItems,
  contentSectors,
  type Db,
  files,
  interests,
  samplingApplications,
  samplings,
  userServices,
  users,
} from '@acorn/db';
import { and, desc, eq, gte, inArray, lt, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { countList } from '../../lib/list-count';
import type { Given } from '../../lib/prepared';
import { ACTIVE_STATUS } from '../accounts';
import { type FileRow, VIEWER } from '../content';

/** How much of a description a card reads: enough HTML for the longest excerpt it shows. */
const DESCRIPTION_PREFIX = 4000;

/** A card's picture, by the first role the item has: a post's thumbnail before its header, ... */
const CARD_IMAGE_ROLES = ['thumbnail_image', 'image', 'header_image', 'avatar'];

const logos = alias(files, 'logos');

const cardImage = sql<FileRow | null>`(
  select to_json(${files}) from ${contentFiles} join ${files} on ${files.id} = ${contentFiles.file_id}
  where ${contentFiles.content_id} = ${contentItems.id}
    and ${contentFiles.role} in (${sql.join(
      CARD_IMAGE_ROLES.map((role) => sql`${role}`),
      sql`, `,
    )})
  order by array_position(array[${sql.join(
    CARD_IMAGE_ROLES.map((role) => sql`${role}`),
    sql`, `,
  )}]::text[], ${contentFiles.role}), ${contentFiles.position}
  limit 1
)`;

/** The owner's company beside its items: name, headline and logo. */
const ownerColumns = {
  owner_name: companyProfiles.company_name,
  owner_headline: companyProfiles.headline,
  owner_logo: logos,
};

/** The cards of a page of items, in `order`, with what each card shows for the viewer (`VIEWER`). */
export function selectContentCards(db: Db, options: { ids: SQL; order: SQL[] }) {
  return db
    .select({
      id: contentItems.id,
      type: contentItems.type,
      title: contentItems.title,
      description: sql<string>`left(${contentItems.description}, ${DESCRIPTION_PREFIX})`,
      status: contentItems.status,
      deadline: contentItems.deadline,
      created_at: contentItems.created_at,
      owner_id: contentItems.owner_id,
      ...ownerColumns,
      image: cardImage,
      // Subqueries rather than joins: each join is one more relation for the planner to order, and
      // planning took half of this statement's time (decision 032).
      hidden_identity: sql<
        boolean | null
      >`(select ${advisorListings.hide_identity} from ${advisorListings} where ${advisorListings.content_id} = ${contentItems.id})`,
      samples_left: sql<
        number | null
      >`(select ${samplings.available} from ${samplings} where ${samplings.content_id} = ${contentItems.id})`,
      // Ids only: the presenter names them from the reference lists (decision 034).
      sector_ids: sql<
        number[] | null
      >`(select array_agg(${contentSectors.sector_id}) from ${contentSectors} where ${contentSectors.content_id} = ${contentItems.id})`,
      country_ids: sql<
        number[] | null
      >`(select array_agg(${contentCountries.country_id}) from ${contentCountries} where ${contentCountries.content_id} = ${contentItems.id})`,
      // A giveaway is wanted by applying for a sample; any other item by a Want. Scalar subqueries
      // (one key each) rather than `exists`, which PostgreSQL may run as a hash of every Want the
      // viewer ever made (decision 034).
      wanted: sql<boolean>`case when ${contentItems.type} = 'sampling'
        then coalesce((select true from ${samplingApplications} where ${samplingApplications.user_id} = ${VIEWER} and ${samplingApplications.content_id} = ${contentItems.id}), false)
        else coalesce((select true from ${interests} where ${interests.user_id} = ${VIEWER} and ${interests.content_id} = ${contentItems.id}), false) end`,
    })
    .from(contentItems)
    .leftJoin(companyProfiles, eq(companyProfiles.user_id, contentItems.owner_id))
    .leftJoin(logos, eq(logos.id, companyProfiles.company_logo_file_id))
    .where(options.ids)
    .orderBy(...options.order);
}
export type ContentCardRow = Awaited<ReturnType<typeof selectContentCards>>[number];

/** The companies anyone may find: active participants that finished registering. */
export const listedCompany = (): SQL =>
  and(
    eq(users.cb_roles_id, ROLES.participant),
    eq(users.status, ACTIVE_STATUS),
    gte(users.step, REGISTRATION_COMPLETE_STEP),
  ) as SQL;

interface SizeFilters {
  dimension?: string;
  revenue?: string;
}

/** A company's size (number of employees) and revenue, as the option keys the forms store. */
const sizeFilters = (
  query: { [K in keyof SizeFilters]?: unknown },
  value: (key: keyof SizeFilters) => string | Placeholder,
): SQL[] => [
  ...(query.dimension ? [eq(companyProfiles.no_of_emplyees, value('dimension'))] : []),
  ...(query.revenue ? [eq(companyProfiles.last_year_turnover, value('revenue'))] : []),
];

/** The companies tab's filters: the company's own sector, country, services and size. */
export function companyFilters(
  query: SizeFilters & { sectors?: number[]; countries?: number[]; services?: number[]; seller?: string },
): SQL[] {
  return [
    ...(query.seller ? [eq(companyProfiles.is_seller, query.seller === 'true')] : []),
    ...(query.sectors?.length ? [inArray(companyProfiles.company_sector_id, query.sectors)] : []),
    ...(query.countries?.length ? [inArray(companyProfiles.country_id, query.countries)] : []),
    ...(query.services?.length
      ? [
          sql`exists (select 1 from ${userServices} where ${userServices.user_id} = ${users.id} and ${inArray(userServices.service_id, query.services)})`,
        ]
      : []),
    ...sizeFilters(query, (key) => query[key] as string),
  ];
}

/**
 * An item's owner company of the given size and revenue (the feed's 'Other filters'), as a content
 * list's placeholders named by the query's keys.
 */
export function ownerFilters(given: Given<SizeFilters>): SQL[] {
  const company = sizeFilters(given, sql.placeholder);
  return company.length === 0
    ? []
    : [
        sql`exists (select 1 from ${companyProfiles} where ${companyProfiles.user_id} = ${contentItems.owner_id} and ${and(...company)})`,
      ];
}

/** Items published (created) between two days, both included, as a content list's placeholders. */
export function dateFilters(given: Given<{ dateFrom?: string; dateTo?: string }>): SQL[] {
  return [
    ...(given.dateFrom ? [gte(contentItems.created_at, sql`${sql.placeholder('dateFrom')}::date`)] : []),
    ...(given.dateTo ? [lt(contentItems.created_at, sql`${sql.placeholder('dateTo')}::date + 1`)] : []),
  ];
}

/** A page of company ids and the count, then their cards: two queries, as for items. */
export async function selectCompanyPage(
  db: Db,
  options: { where: SQL; order: SQL[]; limit: number; offset: number },
) {
  const pageIds = db
    .select({ id: users.id })
    .from(users)
    .innerJoin(companyProfiles, eq(companyProfiles.user_id, users.id))
    .where(options.where)
    .orderBy(...options.order)
    .limit(options.limit)
    .offset(options.offset);
  const [rows, total] = await Promise.all([
    db
      .select({
        id: users.id,
        created_at: users.created_at,
        about: sql<string>`left(coalesce(${companyProfiles.about_company}, ''), ${DESCRIPTION_PREFIX})`,
        ...ownerColumns,
      })
      .from(users)
      .innerJoin(companyProfiles, eq(companyProfiles.user_id, users.id))
      .leftJoin(logos, eq(logos.id, companyProfiles.company_logo_file_id))
      .where(inArray(users.id, pageIds))
      .orderBy(...options.order),
    countList({
      db,
      rows: db
        .select({ one: sql`1` })
        .from(users)
        .innerJoin(companyProfiles, eq(companyProfiles.user_id, users.id))
        .where(options.where),
    }),
  ]);
  return { rows, total };
}
export type CompanyCardRow = Awaited<ReturnType<typeof selectCompanyPage>>['rows'][number];

export const newestCompaniesFirst = [desc(users.created_at), desc(users.id)];
