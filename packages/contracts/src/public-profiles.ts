import { z } from 'zod/mini';
import { financialRiskSchema } from './financial-risk';

// The public profiles' answers, apart from the profile forms' schemas (profiles.ts): a page that
// only reads a profile (a conversation's recipient, the public profile) does not load the forms'
// checks and their IBAN library.

export const nullableString = z.nullable(z.string());
export const ref = z.object({ id: z.int(), name: z.string() });
const documentRef = z.nullable(z.object({ name: z.string(), url: z.string(), content_type: z.string() }));
export const linkRow = z.object({ level: z.string(), value: z.string() });

/** A public profile's social links, each an address or null. */
const socialLinksSchema = z.object({
  linkedin: nullableString,
  facebook: nullableString,
  twitter: nullableString,
  instagram: nullableString,
  youtube: nullableString,
});

/**
 * GET /api/companies/{id}: a company as other members see it (content-community §2, Public
 * profile). An allowlist: the company's public face, what it does and where, and of its contact
 * only what its owner chose to share (the share switches of the contact form). Never the VAT
 * number, the holder's own e-mail or phone, or private files.
 */
export const publicCompanyProfileSchema = z.object({
  id: z.int(),
  name: z.string(),
  headline: nullableString,
  about: nullableString,
  logo: nullableString,
  subscription: z.nullable(ref),
  is_seller: z.boolean(),
  website: nullableString,
  social: socialLinksSchema,
  online_presence: z.array(linkRow),
  sector: z.nullable(ref),
  country: z.nullable(ref),
  city: nullableString,
  /** Option keys of the company-size and revenue lists. */
  company_size: nullableString,
  revenue: nullableString,
  services: z.array(ref),
  countries_of_operation: z.array(ref),
  expertise_sectors: z.array(ref),
  contact: z.object({
    name: nullableString,
    job_function: nullableString,
    email: nullableString,
    phone: nullableString,
    address: nullableString,
  }),
  legal_name: nullableString,
  /** The company's documents for members (spec §2: the brochure shown as a certificate, the financial report). */
  brochure: documentRef,
  financial_report: documentRef,
  /** Only when a score exists (spec §2). */
  financial_risk: z.nullable(financialRiskSchema),
  member_since: z.string(),
  /** The signed-in member is this company: the page offers its edit links. */
  is_own: z.boolean(),
});
export type PublicCompanyProfile = z.infer<typeof publicCompanyProfileSchema>;

/**
 * GET /api/advisors/{id}: a strategic business advisor as members see them (content-community §2,
 * Public profile): who they are, what they do and where, their links. The CV is offered only to
 * those who may download it (the advisor, the companies they work with, operators). Never the
 * e-mail, phone, VAT number or bank details.
 */
export const publicAdvisorProfileSchema = z.object({
  id: z.int(),
  name: z.string(),
  job_function: nullableString,
  company_name: nullableString,
  bio: nullableString,
  photo: nullableString,
  website: nullableString,
  social: socialLinksSchema,
  sector: z.nullable(ref),
  services: z.array(ref),
  country: z.nullable(ref),
  city: nullableString,
  cv: z.nullable(z.object({ name: z.string(), url: z.string() })),
  member_since: z.string(),
  is_own: z.boolean(),
  /**
   * The advisor keeps their identity hidden: to others the name reads 'Nondisclosure', with no
   * photo, company, city, links or CV. The advisor reads their own page in full, with this flag.
   */
  hidden: z.boolean(),
});
export type PublicAdvisorProfile = z.infer<typeof publicAdvisorProfileSchema>;
