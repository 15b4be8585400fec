import {
  ADVISOR_LISTING_SOCIAL_LINKS,
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
import { eq } from 'drizzle-orm';
import { contentTypeService, oneFile, replaceContentFiles } from '../content';
import { assertReferencesExist } from '../reference';
import { presentAdvisorListing } from './advisor-listings.presenter';
import { type AdvisorListingRow, byOwnerConditions, selectAdvisorListings } from './advisor-listings.queries';

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
  for (const key of ADVISOR_LISTING_SOCIAL_LINKS) Object.assign(columns, { [key]: input[key] });
  return columns as typeof listingRows.$inferInsert;
}

async function saveAdvisorListing(
  tx: DbExecutor,
  options: { contentId: number; userId: number; input: AdvisorListingFields; created: boolean },
) {
  const { contentId, userId, input, created } = options;
  await assertReferencesExist({ db: tx, table: languages, ids: input.languages, field: 'languages' });
  await assertReferencesExist({
    db: tx,
    table: countries,
    ids: input.country === null ? [] : [input.country],
    field: 'country',
  });
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
    sectors: { field: 'user_industry_sectors', ids: input.user_industry_sectors },
    countries: { field: 'user_country_of_operations', ids: input.user_country_of_operations },
    services: { field: 'user_services', ids: input.user_services },
  }),
  save: saveAdvisorListing,
});
