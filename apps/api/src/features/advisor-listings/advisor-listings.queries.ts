import {
  advisorListingLanguages,
  advisorListings,
  companyProfiles,
  contentItems,
  countries,
  type DbExecutor,
  languages,
} from '@acorn/db';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Given } from '../../lib/prepared';
import { contentColumns, filesOfRole, localizedRefs, servicesColumn } from '../content';

/** Everything an advisor listing's answer needs, in one select: the shared columns, its own row, its links. */
export const selectAdvisorListings = (db: DbExecutor) =>
  db
    .select({
      ...contentColumns,
      listing: advisorListings,
      services: servicesColumn,
      languages: localizedRefs(
        languages,
        sql`${advisorListingLanguages}`,
        sql`${advisorListingLanguages.language_id}`,
      ),
      country: {
        id: countries.id,
        name: countries.name,
        name_pt: countries.name_pt,
        name_es: countries.name_es,
      },
      avatar: filesOfRole('avatar'),
    })
    .from(contentItems)
    .innerJoin(advisorListings, eq(advisorListings.content_id, contentItems.id))
    .leftJoin(countries, eq(countries.id, advisorListings.country_id))
    .leftJoin(companyProfiles, eq(companyProfiles.user_id, contentItems.owner_id))
    .$dynamic();

export type AdvisorListingRow = Awaited<ReturnType<typeof selectAdvisorListings>>[number];

/**
 * Items listed by another company's id without its hidden advisor listings: a listing that keeps
 * its identity hidden is never tied to the company that publishes it.
 */
const notHiddenListing = (): SQL =>
  sql`not exists (select 1 from ${advisorListings} where ${advisorListings.content_id} = ${contentItems.id} and ${advisorListings.hide_identity})`;

/**
 * The conditions a list narrowed by its owner adds when the owner is not the reader: by the
 * owner's id (`user`) or by anything of the owner's company (the feed's size and revenue). A
 * hidden listing is then left out whatever its company, so neither what a filter keeps nor its
 * count tells which company publishes it (decision 026).
 */
export const byOwnerConditions = (
  given: Given<{ user?: number; dimension?: string; revenue?: string }>,
  list: { own: boolean },
): SQL[] => ((given.user || given.dimension || given.revenue) && !list.own ? [notHiddenListing()] : []);
