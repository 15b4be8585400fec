import { z } from 'zod/mini';
import {
  flagSchema,
  idList,
  idRefSchema,
  isValidUrl,
  optionalEmail,
  optionalFacebookUrl,
  optionalIdRef,
  optionalLinkedinUrl,
  optionalText,
  optionalUrl,
  phoneSchema,
  requiredEmail,
  requiredText,
  requiredUrl,
} from './fields';
import { DEBT_STATUSES, DELINQUENCY_RATING_MAX, FAILURE_RATING_MAX } from './financial-risk';
import { bicSchema, ibanSchema, postalCodeCheck, sellerServicesCheck } from './onboarding';
import { preprocess } from './preprocess';
import { linkRow, nullableString, ref } from './public-profiles';
import { VALIDATION_CODES as V } from './validation';

export const HEADLINE_MAX_LENGTH = 120;
/** The limit its message states ('Max length allowed: 2000'). */
export const ABOUT_COMPANY_MAX_LENGTH = 2000;
/** What the profile API answers in `success` (and `message`). */
export const PROFILE_MESSAGES = {
  saved: 'Changes updated successfully',
  advisorSaved: 'This information has been correctly submited',
} as const;

/** Rows of "level / value" links; empty rows are kept by the form and dropped here. */
const onlinePresence = z
  .pipe(
    z.nullish(
      z
        .array(
          z.object({
            level: z._default(z.string().check(z.trim(), z.maxLength(60)), ''),
            value: z._default(z.string().check(z.trim(), z.maxLength(255)), ''),
          }),
        )
        .check(z.maxLength(20)),
    ),
    z.transform((rows) => (rows ?? []).filter((row) => row.value !== '')),
  )
  .check(
    z.superRefine((rows, ctx) => {
      rows.forEach((row, index) => {
        if (!isValidUrl(row.value))
          ctx.addIssue({ code: 'custom', path: [index, 'value'], message: V.urlInvalid });
      });
    }),
  );

/** Main company-contact form (POST /api/updateMainProfile). */
export const mainProfileSchema = z
  .object({
    is_seller: z._default(flagSchema, false),
    pomservicesseller: z._default(flagSchema, false),
    services: z.pipe(
      z.nullish(z.array(idRefSchema).check(z.maxLength(200))),
      z.transform((ids) => [...new Set(ids ?? [])]),
    ),
    expertises: z.pipe(
      z.nullish(z.array(idRefSchema).check(z.maxLength(20))),
      z.transform((ids) => [...new Set(ids ?? [])]),
    ),
    name: requiredText(255),
    email: requiredEmail,
    job_function: requiredText(255),
    country_code: optionalText(8),
    phone: phoneSchema,
    personal_linkedin: optionalLinkedinUrl,
    personal_facebook: optionalFacebookUrl,
    personal_twitter: optionalUrl,
    personal_instagram: optionalUrl,
    personal_youtube: optionalUrl,
    personal_website: optionalUrl,
    personal_online_presence: onlinePresence,
  })
  .check(sellerServicesCheck);
export type MainProfileInput = z.input<typeof mainProfileSchema>;

/** Company information, part 2 (POST /api/updateCompanyInformation). The VAT number is read-only. */
export const companyInformationSchema = z
  .object({
    company_name: requiredText(255),
    company_email: requiredEmail,
    company_phone: phoneSchema,
    /** An uploaded image's id (POST /api/files); remove_logo clears the logo. */
    company_logo: optionalIdRef,
    remove_logo: z._default(flagSchema, false),
    /** Uploaded documents (an image or a PDF) members read on the profile; remove_* clears one. */
    brochure: optionalIdRef,
    remove_brochure: z._default(flagSchema, false),
    financial_report: optionalIdRef,
    remove_financial_report: z._default(flagSchema, false),
    company_sector: idRefSchema,
    company_legal_name: requiredText(255),
    last_year_turnover: requiredText(20),
    no_of_emplyees: requiredText(20),
    country_of_operation: idList({ min: 1 }),
    address1: requiredText(255),
    address2: optionalText(255),
    postal_code: requiredText(20),
    state: optionalText(255),
    city: requiredText(255),
    country: idRefSchema,
    linkedin: optionalUrl,
    facebook: optionalUrl,
    youtube: optionalUrl,
    instagram: optionalUrl,
    twitter: optionalUrl,
    website: optionalUrl,
    online_presence: onlinePresence,
  })
  .check(postalCodeCheck);
export type CompanyInformationInput = z.input<typeof companyInformationSchema>;

const extraContact = z.object({
  another_name: requiredText(255),
  another_job_function: requiredText(255),
  another_email: requiredEmail,
  another_phone: phoneSchema,
});

/** Headline, about and contacts, part 3 (POST /api/updateCompanyInformation2). */
export const contactInformationSchema = preprocess(
  // Older clients send the headline as `headlines` too.
  (value) =>
    value && typeof value === 'object' && !('headline' in value) && 'headlines' in value
      ? { ...value, headline: (value as { headlines: unknown }).headlines }
      : value,
  z.object({
    headline: z
      .string({ error: V.required })
      .check(z.trim(), z.minLength(1, V.required), z.maxLength(HEADLINE_MAX_LENGTH, V.maxLength120)),
    about_company: optionalText(ABOUT_COMPANY_MAX_LENGTH),
    contact_name: requiredText(255),
    contact_email: requiredEmail,
    contact_phone: phoneSchema,
    contact_job_function: requiredText(255),
    contact_another_information: z.pipe(
      z.nullish(z.array(extraContact).check(z.maxLength(20))),
      z.transform((rows) => rows ?? []),
    ),
    company_another_email: optionalEmail,
    company_another_phone: optionalText(40),
    company_another_address: optionalText(255),
    company_email_share_status: z._default(flagSchema, false),
    company_phone_share_status: z._default(flagSchema, false),
    company_address_share_status: z._default(flagSchema, false),
  }),
);
export type ContactInformationInput = z.input<typeof contactInformationSchema>;

/** The advisor's own profile (POST /api/updateSbaProfileInformation). VAT is read-only. */
export const advisorProfileSchema = z
  .object({
    first_name: requiredText(255),
    company_name: optionalText(255),
    company_legal_name: requiredText(255),
    job_function: requiredText(255),
    email: requiredEmail,
    phone: phoneSchema,
    photo: optionalIdRef,
    cv: optionalIdRef,
    remove_photo: z._default(flagSchema, false),
    remove_cv: z._default(flagSchema, false),
    linkedin: requiredUrl,
    facebook: optionalUrl,
    twitter: optionalUrl,
    instagram: optionalUrl,
    youtube: optionalUrl,
    website: optionalUrl,
    bio: optionalText(2000),
    company_sector: idRefSchema,
    services: idList({ min: 1 }),
    payment_account_iban: ibanSchema,
    payment_account_swift: bicSchema,
    /** Left out: kept as it is, so a client that does not know the switch never turns it off. */
    hide_identity: z.optional(flagSchema),
    address1: requiredText(255),
    address2: optionalText(255),
    state: optionalText(255),
    city: requiredText(255),
    postal_code: requiredText(20),
    country: idRefSchema,
  })
  .check(postalCodeCheck);
export type AdvisorProfileInput = z.input<typeof advisorProfileSchema>;

/** The advisor completion form (PUT /api/advisors/{id}): the name is required. */
export const advisorUpdateSchema = z.object({
  name: requiredText(255),
  job_function: optionalText(255),
  bio: optionalText(2000),
  company_name: optionalText(255),
  /** Left out: kept as it is. */
  hide_identity: z.optional(flagSchema),
});

const fileRef = z.nullable(z.object({ id: z.int(), name: z.string(), url: z.string() }));

/** Everything the own-profile forms show (GET /api/profile). */
export const ownProfileSchema = z.object({
  id: z.int(),
  cb_roles_id: z.int(),
  email: z.string(),
  subscription: z.nullable(z.object({ id: z.int(), name: z.string() })),
  is_seller: z.boolean(),
  pomservicesseller: z.boolean(),
  services: z.array(z.object({ id: z.int(), service_name: z.string() })),
  expertises: z.array(ref),
  countries_of_operation: z.array(ref),
  name: nullableString,
  personal_email: nullableString,
  job_function: nullableString,
  country_code: nullableString,
  phone: nullableString,
  personal_linkedin: nullableString,
  personal_facebook: nullableString,
  personal_twitter: nullableString,
  personal_instagram: nullableString,
  personal_youtube: nullableString,
  personal_website: nullableString,
  personal_online_presence: z.array(linkRow),
  company_name: nullableString,
  company_email: nullableString,
  company_phone: nullableString,
  company_logo: fileRef,
  brochure: fileRef,
  financial_report: fileRef,
  company_sector: z.nullable(ref),
  vatnumber: nullableString,
  company_legal_name: nullableString,
  last_year_turnover: nullableString,
  no_of_emplyees: nullableString,
  address1: nullableString,
  address2: nullableString,
  postal_code: nullableString,
  state: nullableString,
  city: nullableString,
  country: z.nullable(z.object({ id: z.int(), name: z.string(), UE: z.boolean() })),
  linkedin: nullableString,
  facebook: nullableString,
  youtube: nullableString,
  instagram: nullableString,
  twitter: nullableString,
  website: nullableString,
  online_presence: z.array(linkRow),
  headline: nullableString,
  about_company: nullableString,
  contact_name: nullableString,
  contact_email: nullableString,
  contact_phone: nullableString,
  contact_job_function: nullableString,
  contact_another_information: z.array(extraContact),
  company_another_email: nullableString,
  company_another_phone: nullableString,
  company_another_address: nullableString,
  company_email_share_status: z.boolean(),
  company_phone_share_status: z.boolean(),
  company_address_share_status: z.boolean(),
  bio: nullableString,
  photo: fileRef,
  cv: fileRef,
  /** Certificate download path (the spec's certificado), when one exists. */
  certificado: nullableString,
  payment_account_iban: nullableString,
  payment_account_swift: nullableString,
  /** An advisor keeping their identity from members; false for a company. */
  hide_identity: z.boolean(),
  accept_rgpd: z.boolean(),
});
export type OwnProfile = z.infer<typeof ownProfileSchema>;

export const profileSavedResponseSchema = z.object({ success: z.string(), data: ownProfileSchema });
export const advisorUpdatedResponseSchema = z.object({ success: z.literal('Great!'), message: z.string() });

/** PUT /api/admin/users/{id}/financial-risk: what the operators record from a credit report. */
export const financialRiskInputSchema = z.object({
  delinquency_rating: z.nullable(z.int().check(z.minimum(1), z.maximum(DELINQUENCY_RATING_MAX))),
  failure_rating: z.nullable(z.int().check(z.minimum(1), z.maximum(FAILURE_RATING_MAX))),
  tax_debts: z.nullable(z.enum(DEBT_STATUSES)),
  social_security_debts: z.nullable(z.enum(DEBT_STATUSES)),
});
export type FinancialRiskInput = z.input<typeof financialRiskInputSchema>;
