import {
  type AdvisorProfileInput,
  advisorProfileSchema,
  type CompanyInformationInput,
  type ContactInformationInput,
  companyInformationSchema,
  contactInformationSchema,
  type MainProfileInput,
  mainProfileSchema,
  type OwnProfile,
} from '@acorn/contracts';
import type { SchemaFormCheck } from '../../../components/form/use-schema-form';
import { type LinkRow, linkRowErrors, linkRowsForForm, linkRowsForPayload, screenRowPath } from './link-rows';

/** A stored file as the profile answers it. */
interface FileRef {
  id: number;
  name: string;
  url: string;
}

const text = (value: string | null | undefined) => value ?? '';
const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

// --- Main company-contact form -----------------------------------------------------------------

export type MainFormValues = {
  is_seller: boolean;
  pomservicesseller: boolean;
  services: number[];
  expertises: number[];
  name: string;
  email: string;
  job_function: string;
  country_code: string;
  phone: string;
  personal_linkedin: string;
  personal_facebook: string;
  personal_youtube: string;
  personal_instagram: string;
  personal_twitter: string;
  personal_website: string;
  personal_online_presence: LinkRow[];
};

export function mainFormValues(profile: OwnProfile): MainFormValues {
  return {
    is_seller: profile.is_seller,
    pomservicesseller: profile.pomservicesseller,
    services: profile.services.map((service) => service.id),
    expertises: profile.expertises.map((sector) => sector.id),
    name: text(profile.name),
    // The contact e-mail; until one is saved, the sign-in address.
    email: profile.personal_email ?? profile.email,
    job_function: text(profile.job_function),
    country_code: text(profile.country_code),
    phone: text(profile.phone),
    personal_linkedin: text(profile.personal_linkedin),
    personal_facebook: text(profile.personal_facebook),
    personal_youtube: text(profile.personal_youtube),
    personal_instagram: text(profile.personal_instagram),
    personal_twitter: text(profile.personal_twitter),
    personal_website: text(profile.personal_website),
    personal_online_presence: linkRowsForForm(profile.personal_online_presence),
  };
}

/** Services and sectors belong to sellers: a participant who is not one sends none. */
export function mainPayload(values: MainFormValues): MainProfileInput {
  return {
    ...values,
    services: values.is_seller ? values.services : [],
    expertises: values.is_seller ? values.expertises : [],
    country_code: orNull(values.country_code),
    personal_online_presence: linkRowsForPayload(values.personal_online_presence),
  };
}

// --- Company information (part 2) --------------------------------------------------------------

export type CompanyFormValues = {
  company_name: string;
  company_email: string;
  company_phone: string;
  company_logo: FileRef | null;
  remove_logo: boolean;
  brochure: FileRef | null;
  remove_brochure: boolean;
  financial_report: FileRef | null;
  remove_financial_report: boolean;
  company_sector: number | null;
  company_legal_name: string;
  last_year_turnover: string | null;
  no_of_emplyees: string | null;
  country_of_operation: number[];
  address1: string;
  address2: string;
  postal_code: string;
  state: string;
  city: string;
  country: number | null;
  linkedin: string;
  facebook: string;
  youtube: string;
  instagram: string;
  twitter: string;
  website: string;
  online_presence: LinkRow[];
};

export function companyFormValues(profile: OwnProfile): CompanyFormValues {
  return {
    company_name: text(profile.company_name),
    company_email: text(profile.company_email),
    company_phone: text(profile.company_phone),
    company_logo: profile.company_logo,
    remove_logo: false,
    brochure: profile.brochure,
    remove_brochure: false,
    financial_report: profile.financial_report,
    remove_financial_report: false,
    company_sector: profile.company_sector?.id ?? null,
    company_legal_name: text(profile.company_legal_name),
    last_year_turnover: profile.last_year_turnover,
    no_of_emplyees: profile.no_of_emplyees,
    country_of_operation: profile.countries_of_operation.map((country) => country.id),
    address1: text(profile.address1),
    address2: text(profile.address2),
    postal_code: text(profile.postal_code),
    state: text(profile.state),
    city: text(profile.city),
    country: profile.country?.id ?? null,
    linkedin: text(profile.linkedin),
    facebook: text(profile.facebook),
    youtube: text(profile.youtube),
    instagram: text(profile.instagram),
    twitter: text(profile.twitter),
    website: text(profile.website),
    online_presence: linkRowsForForm(profile.online_presence),
  };
}

function companyPayload(values: CompanyFormValues): CompanyInformationInput {
  return {
    ...values,
    company_logo: values.company_logo?.id ?? null,
    remove_logo: values.remove_logo ? 1 : 0,
    brochure: values.brochure?.id ?? null,
    remove_brochure: values.remove_brochure ? 1 : 0,
    financial_report: values.financial_report?.id ?? null,
    remove_financial_report: values.remove_financial_report ? 1 : 0,
    // Missing choices stay missing, so the schema reports them as required.
    company_sector: values.company_sector ?? undefined,
    country: values.country ?? undefined,
    last_year_turnover: values.last_year_turnover ?? '',
    no_of_emplyees: values.no_of_emplyees ?? '',
    online_presence: linkRowsForPayload(values.online_presence),
  } as CompanyInformationInput;
}

// --- Headline, about and contacts (part 3) -----------------------------------------------------

export type ExtraContact = {
  another_name: string;
  another_job_function: string;
  another_email: string;
  another_phone: string;
};

export const emptyExtraContact = (): ExtraContact => ({
  another_name: '',
  another_job_function: '',
  another_email: '',
  another_phone: '',
});

export type ContactFormValues = {
  headline: string;
  about_company: string;
  contact_name: string;
  contact_email: string;
  contact_phone: string;
  contact_job_function: string;
  contact_another_information: ExtraContact[];
};

export function contactFormValues(profile: OwnProfile): ContactFormValues {
  return {
    headline: text(profile.headline),
    about_company: text(profile.about_company),
    contact_name: text(profile.contact_name),
    contact_email: text(profile.contact_email),
    contact_phone: text(profile.contact_phone),
    contact_job_function: text(profile.contact_job_function),
    contact_another_information: profile.contact_another_information.map((contact) => ({ ...contact })),
  };
}

/**
 * The form's fields plus what it keeps without showing: the other company contacts and the
 * sharing flags are sent back as saved, so a save never clears them.
 */
export function contactPayload(values: ContactFormValues, profile: OwnProfile): ContactInformationInput {
  return {
    ...values,
    headlines: values.headline,
    company_another_email: profile.company_another_email,
    company_another_phone: profile.company_another_phone,
    company_another_address: profile.company_another_address,
    company_email_share_status: profile.company_email_share_status,
    company_phone_share_status: profile.company_phone_share_status,
    company_address_share_status: profile.company_address_share_status,
  } as ContactInformationInput;
}

// --- Advisor profile ---------------------------------------------------------------------------

export type AdvisorFormValues = {
  first_name: string;
  company_name: string;
  company_legal_name: string;
  job_function: string;
  email: string;
  phone: string;
  photo: FileRef | null;
  cv: FileRef | null;
  remove_photo: boolean;
  remove_cv: boolean;
  linkedin: string;
  facebook: string;
  twitter: string;
  instagram: string;
  youtube: string;
  website: string;
  bio: string;
  company_sector: number | null;
  services: number[];
  payment_account_iban: string;
  payment_account_swift: string;
  address1: string;
  address2: string;
  state: string;
  city: string;
  postal_code: string;
  country: number | null;
  hide_identity: boolean;
};

export function advisorFormValues(profile: OwnProfile): AdvisorFormValues {
  return {
    first_name: text(profile.name),
    company_name: text(profile.company_name),
    company_legal_name: text(profile.company_legal_name),
    job_function: text(profile.job_function),
    email: profile.personal_email ?? profile.email,
    phone: text(profile.phone),
    photo: profile.photo,
    cv: profile.cv,
    remove_photo: false,
    remove_cv: false,
    linkedin: text(profile.linkedin),
    facebook: text(profile.facebook),
    twitter: text(profile.twitter),
    instagram: text(profile.instagram),
    youtube: text(profile.youtube),
    website: text(profile.website),
    bio: text(profile.bio),
    company_sector: profile.company_sector?.id ?? null,
    services: profile.services.map((service) => service.id),
    payment_account_iban: text(profile.payment_account_iban),
    payment_account_swift: text(profile.payment_account_swift),
    address1: text(profile.address1),
    address2: text(profile.address2),
    state: text(profile.state),
    city: text(profile.city),
    postal_code: text(profile.postal_code),
    country: profile.country?.id ?? null,
    hide_identity: profile.hide_identity,
  };
}

function advisorPayload(values: AdvisorFormValues): AdvisorProfileInput {
  return {
    ...values,
    photo: values.photo?.id ?? null,
    cv: values.cv?.id ?? null,
    remove_photo: values.remove_photo ? 1 : 0,
    remove_cv: values.remove_cv ? 1 : 0,
    company_sector: values.company_sector ?? undefined,
    country: values.country ?? undefined,
  } as AdvisorProfileInput;
}

// --- How each form is checked: the contracts schema on the body it sends, and its own rules -----

/** The rows of links: their problems at the rows on screen, and the rule the schema cannot hold. */
const linkRowsCheck = <Values>(rows: (values: Values) => LinkRow[], path: string) => ({
  fieldPath: (bodyPath: string, values: Values) => screenRowPath(rows(values), path, bodyPath),
  rules: (values: Values) => linkRowErrors(rows(values), path),
});

export const mainFormCheck: SchemaFormCheck<MainFormValues, typeof mainProfileSchema> = {
  schema: mainProfileSchema,
  toInput: mainPayload,
  ...linkRowsCheck((values: MainFormValues) => values.personal_online_presence, 'personal_online_presence'),
};

export const companyFormCheck: SchemaFormCheck<CompanyFormValues, typeof companyInformationSchema> = {
  schema: companyInformationSchema,
  toInput: companyPayload,
  ...linkRowsCheck((values: CompanyFormValues) => values.online_presence, 'online_presence'),
};

export const contactFormCheck = (
  profile: OwnProfile,
): SchemaFormCheck<ContactFormValues, typeof contactInformationSchema> => ({
  schema: contactInformationSchema,
  toInput: (values) => contactPayload(values, profile),
});

export const advisorFormCheck: SchemaFormCheck<AdvisorFormValues, typeof advisorProfileSchema> = {
  schema: advisorProfileSchema,
  toInput: advisorPayload,
};
