import { ADVISOR_SOCIAL_LINKS, type AdvisorListing, fieldsOf, NONDISCLOSURE_NAME } from '@acorn/contracts';
import { contentStatus, namedRef, type PresentOptions } from '../content';
import { presentFile } from '../files';
import type { AdvisorListingRow } from './advisor-listings.queries';

/**
 * The wire shape of an advisor listing; the deny reason only for its owner. A hidden identity
 * reads 'Nondisclosure' to everyone but the owner, without the avatar, the contacts, the links,
 * the city or the publishing company's name (spec §2; DESIGN §3b).
 */
export function presentAdvisorListing(row: AdvisorListingRow, options: PresentOptions): AdvisorListing {
  const { item, advisor } = row;
  const { viewerId, language, today, storage } = options;
  const isOwner = item.owner_id === viewerId;
  const shown = isOwner || !advisor.hide_identity;
  const [avatar] = row.avatar;
  const name = shown ? advisor.name : NONDISCLOSURE_NAME;
  return {
    id: item.id,
    item_type: 'advisor',
    title: name,
    name,
    hide_identity: advisor.hide_identity,
    description: item.description,
    status: contentStatus(item, today),
    deny_reason: isOwner ? item.deny_reason : null,
    job_function: advisor.job_function,
    experience_start_date: advisor.experience_start_date,
    bio: advisor.bio,
    languages: row.languages.map((ref) => namedRef(ref, language)),
    sectors: row.sectors.map((ref) => namedRef(ref, language)),
    countries: row.countries.map((ref) => namedRef(ref, language)),
    services: row.services.map((ref) => namedRef(ref, language)),
    business_areas: advisor.business_areas,
    experience_previous_functions: advisor.experience_previous_functions,
    main_career_achievement: advisor.main_career_achievement,
    geography: advisor.geography,
    email: shown ? advisor.email : null,
    phone_number: shown ? advisor.phone_number : null,
    website: shown ? advisor.website : null,
    ...fieldsOf(ADVISOR_SOCIAL_LINKS, (key) => (shown ? advisor[key] : null)),
    city: shown ? advisor.city : null,
    country: row.country ? namedRef(row.country, language) : null,
    avatar: shown && avatar ? presentFile(avatar, storage) : null,
    createdAt: item.created_at.toISOString(),
    // Not even the company's id: it would lead to the company's page.
    user: { id: shown ? item.owner_id : 0, company_name: shown ? row.company_name : null },
  };
}
