import { z } from 'zod/mini';
import { itemResponseSchema, listResponseSchema } from './common';
import { contentItemFields, optionalDay, optionKeys, referenceList, requiredRichText } from './content';
import {
  flagSchema,
  optionalEmail,
  optionalFacebookUrl,
  optionalIdRef,
  optionalLinkedinUrl,
  optionalText,
  optionalUrl,
  requiredText,
} from './fields';
import { uploadedFileSchema } from './files';
import { preprocess } from './preprocess';
import { VALIDATION_CODES as V } from './validation';

/** Spec §5: the headline is labelled 'Headline (max 250 carac.)'. */
export const ADVISOR_LISTING_HEADLINE_MAX = 250;
/** How many job functions an advisor's business areas and previous functions take (the 8 of the list). */
export const ADVISOR_LISTING_FUNCTIONS_MAX = 8;

/** The social links of a listing, by the profile forms' names. */
export const ADVISOR_LISTING_SOCIAL_LINKS = [
  'linkedin',
  'facebook',
  'twitter',
  'instagram',
  'youtube',
] as const;
export type AdvisorListingSocialLink = (typeof ADVISOR_LISTING_SOCIAL_LINKS)[number];

/** A multiple choice of a reference list the listing may leave empty. */
const optionalReferences = (max: number) =>
  preprocess(
    (value) => (value === undefined || value === null || value === '' ? [] : value),
    referenceList({ min: 0, max }),
  );

/**
 * An advisor listing (content-community §3, Advisor) as the create and edit forms send it, by the
 * server's names; unknown fields (status, owner_id) are dropped. Spec §5 says advisors need two
 * fields without naming them: the name and the description (`about_company`). The identity is
 * hidden unless the owner unticks it (the form's default is ticked).
 */
export const advisorListingInputSchema = z.object({
  name: requiredText(255),
  job_function: optionalText(255),
  experience_start_date: optionalDay,
  hide_identity: z._default(flagSchema, true),
  /** The headline. */
  bio: z.pipe(
    z.nullish(z.string().check(z.trim(), z.maxLength(ADVISOR_LISTING_HEADLINE_MAX, V.maxLength250))),
    z.transform((value) => value || null),
  ),
  /** The description (rich text). */
  about_company: requiredRichText,
  languages: optionalReferences(20),
  user_country_of_operations: optionalReferences(250),
  user_services: optionalReferences(50),
  user_industry_sectors: optionalReferences(50),
  business_areas: optionKeys(ADVISOR_LISTING_FUNCTIONS_MAX),
  experience_previous_functions: optionKeys(ADVISOR_LISTING_FUNCTIONS_MAX),
  main_career_achievement: optionalText(2000),
  geography: optionalText(255),
  email: optionalEmail,
  phone_number: optionalText(40),
  website: optionalUrl,
  linkedin: optionalLinkedinUrl,
  facebook: optionalFacebookUrl,
  twitter: optionalUrl,
  instagram: optionalUrl,
  youtube: optionalUrl,
  city: optionalText(255),
  country: optionalIdRef,
  /** An uploaded image's id (POST /api/files). */
  avatar: optionalIdRef,
});
export type AdvisorListingInput = z.input<typeof advisorListingInputSchema>;
export type AdvisorListingFields = z.output<typeof advisorListingInputSchema>;

const namedRefSchema = z.object({ id: z.int(), name: z.string() });

/**
 * An advisor listing as its detail page, the owner's list and the directory read it. When the
 * identity is hidden, everyone but the owner reads the name 'Nondisclosure' and no avatar or
 * contact (null).
 */
export const advisorListingSchema = z.object({
  ...contentItemFields,
  item_type: z.literal('advisor'),
  name: z.string(),
  hide_identity: z.boolean(),
  job_function: z.nullable(z.string()),
  experience_start_date: z.nullable(z.string()),
  bio: z.nullable(z.string()),
  languages: z.array(namedRefSchema),
  services: z.array(namedRefSchema),
  business_areas: z.array(z.string()),
  experience_previous_functions: z.array(z.string()),
  main_career_achievement: z.nullable(z.string()),
  geography: z.nullable(z.string()),
  email: z.nullable(z.string()),
  phone_number: z.nullable(z.string()),
  website: z.nullable(z.string()),
  linkedin: z.nullable(z.string()),
  facebook: z.nullable(z.string()),
  twitter: z.nullable(z.string()),
  instagram: z.nullable(z.string()),
  youtube: z.nullable(z.string()),
  city: z.nullable(z.string()),
  country: z.nullable(namedRefSchema),
  avatar: z.nullable(uploadedFileSchema),
});
export type AdvisorListing = z.infer<typeof advisorListingSchema>;
export const advisorListingResponseSchema = itemResponseSchema(advisorListingSchema);
export const advisorListingListResponseSchema = listResponseSchema(advisorListingSchema);

/** The name a hidden identity reads as (spec §2, Public profile). */
export const NONDISCLOSURE_NAME = 'Nondisclosure';
