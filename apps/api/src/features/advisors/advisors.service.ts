import {
  ADVISOR_SOCIAL_LINKS,
  type AdvisorListing,
  type AdvisorListingFields,
  NONDISCLOSURE_NAME,
} from '@acorn/contracts';
import {
  advisorListingLanguages,
  countries,
  type DbExecutor,
  languages,
  advisorListings as listingRows,
} from '@acorn/db';
import { eq, inArray } from 'drizzle-orm';
import { invalidField } from '../../lib/errors';
import { contentTypeService, oneFile, replaceContentFiles } from '../content';
import { presentAdvisorListing } from './advisors.presenter';
import { type AdvisorListingRow, byOwnerConditions, selectAdvisorListings } from './advisors.queries';

function listingColumns(input: AdvisorListingFields) {
  const columns = {
    name: input.name,
    hide_identity: input.hide_identity,
    job_function: input.job_function,
    experience_start_date: input.experience_start_date,
    bio: input.bio,
    business_areas: [...new Set(input.business_areas)],
    experience_previous_functions: [...new Set(input.experience_previous_functions)],
    main_career_achievement: input.main_career_achievement,
    geography: input.geography,
    email: input.email,
    phone_number: input.phone_number,
    website: input.website,
    city: input.city,
    country_id: input.country,
  };
  for (const key of ADVISOR_SOCIAL_LINKS) Object.assign(columns, { [key]: input[key] });
  return columns as typeof listingRows.$inferInsert;
}

/** Refuses `field` unless every id is a row of `table` (a foreign id would break the link's key). */
async function assertKnown(
  tx: DbExecutor,
  table: typeof languages | typeof countries,
  ids: number[],
  field: string,
) {
  if (ids.length === 0) return;
  const found = await tx.select({ id: table.id }).from(table).where(inArray(table.id, ids));
  if (found.length !== new Set(ids).size) throw invalidField(field, 'invalid');
}

async function saveAdvisorListing(
  tx: DbExecutor,
  options: { contentId: number; userId: number; input: AdvisorListingFields; created: boolean },
) {
  const { contentId, userId, input, created } = options;
  await assertKnown(tx, languages, input.languages, 'languages');
  await assertKnown(tx, countries, input.country === null ? [] : [input.country], 'country');
  const columns = listingColumns(input);
  if (created) await tx.insert(listingRows).values({ ...columns, content_id: contentId });
  else await tx.update(listingRows).set(columns).where(eq(listingRows.content_id, contentId));
  await tx.delete(advisorListingLanguages).where(eq(advisorListingLanguages.content_id, contentId));
  if (input.languages.length > 0) {
    await tx
      .insert(advisorListingLanguages)
      .values(input.languages.map((language_id) => ({ content_id: contentId, language_id })));
  }
  await replaceContentFiles({
    tx,
    contentId,
    ownerId: userId,
    byRole: { avatar: { field: 'avatar', ids: oneFile(input.avatar) } },
  });
}

/**
 * Advisor listings, for the tiers with ADVISOR: others' published listings (one's own with
 * `user`, in every status). Every edit goes back to the operator (spec §4: 'advisor edit does').
 * The item's title is the name others may read, so a hidden name is never searched.
 */
export const advisorListings = contentTypeService<AdvisorListingRow, AdvisorListing, AdvisorListingFields>({
  feature: 'ADVISOR_FEATURE',
  perPage: 10,
  othersOnly: true,
  reapproveOnEdit: true,
  where: byOwnerConditions,
  read: (db, where, order) =>
    selectAdvisorListings(db)
      .where(where)
      .orderBy(...order),
  present: presentAdvisorListing,
  fields: (input) => ({
    title: input.hide_identity ? NONDISCLOSURE_NAME : input.name,
    description: input.about_company,
  }),
  links: (input) => ({
    sectors: input.user_industry_sectors,
    countries: input.user_country_of_operations,
    services: input.user_services,
  }),
  save: saveAdvisorListing,
});
