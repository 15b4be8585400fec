import {
  ADVISOR_LISTING_SOCIAL_LINKS,
  type AdvisorListing,
  fieldsOf,
  NONDISCLOSURE_NAME,
} from '@acorn/contracts';
import { contentStatus, namedRef, type PresentOptions } from '../content';
import { presentFile } from '../files';
import type { AdvisorListingRow } from './advisor-listings.queries';

/**
 * The wire shape of an advisor listing; the deny reason only for its owner. A hidden identity
 * reads 'Nondisclosure' to everyone but the owner, without the avatar, the contacts, the links,
 * the city or the publishing company's name (spec §2; DESIGN §3b).
 */
export function presentAdvisorListing(row: AdvisorListingRow, options: PresentOptions): AdvisorListing {
  const { item, listing } = row;
  const { viewerId, language, today, storage } = options;
  const isOwner = item.owner_id === viewerId;
  const shown = isOwner || !listing.hide_identity;
  const [avatar] = row.avatar;
  const name = shown ? listing.name : NONDISCLOSURE_NAME;
  return {
    id: item.id,
    item_type: 'advisor',
    title: name,
    name,
    hide_identity: listing.hide_identity,
    description: item.description,
    status: contentStatus(item, today),
    deny_reason: isOwner ? item.deny_reason : null,
    job_function: listing.job_function,
    experience_start_date: listing.experience_start_date,
    bio: listing.bio,
    languages: row.languages.map((ref) => namedRef(ref, language)),
    sectors: row.sectors.map((ref) => namedRef(ref, language)),
    countries: row.countries.map((ref) => namedRef(ref, language)),
    services: row.services.map((ref) => namedRef(ref, language)),
    business_areas: listing.business_areas,
    experience_previous_functions: listing.experience_previous_functions,
    main_career_achievement: listing.main_career_achievement,
    geography: listing.geography,
    email: shown ? listing.email : null,
    phone_number: shown ? listing.phone_number : null,
    website: shown ? listing.website : null,
    ...fieldsOf(ADVISOR_LISTING_SOCIAL_LINKS, (key) => (shown ? listing[key] : null)),
    city: shown ? listing.city : null,
    country: row.country ? namedRef(row.country, language) : null,
    avatar: shown && avatar ? presentFile(avatar, storage) : null,
    createdAt: item.created_at.toISOString(),
    // Not even the company's id: it would lead to the company's page.
    user: { id: shown ? item.owner_id : 0, company_name: shown ? row.company_name : null },
  };
}
