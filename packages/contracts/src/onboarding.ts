import { electronicFormatIBAN, isValidBIC, isValidIBAN } from 'ibantools';
import { z } from 'zod/mini';
import { userDetailSchema } from './accounts';
import { idSchema } from './common';
import { isVatRequiredFor } from './eu-countries';
import {
  flagSchema,
  idList,
  idRefSchema,
  optionalIdRef,
  optionalText,
  optionalUrl,
  phoneSchema,
  requiredText,
  requiredUrl,
  uniqueIds,
} from './fields';
import { DATA_URL_MAX_LENGTH, declaresFileType, IMAGE_CONTENT_TYPES, PDF_CONTENT_TYPE } from './files';
import { VALIDATION_CODES as V, whenValid } from './validation';

/**
 * The participant (role 1) and advisor (role 2) registration wizards (accounts spec §2, §3, §5,
 * §7): the same schemas validate the web forms and the API bodies. Fields the spec sends but the
 * server decides (user_id, step, role) are not part of them, so they are dropped.
 */

/** What the wizard API answers in `success`. */
export const ONBOARDING_MESSAGES = {
  saved: 'Changes updated successfully',
  vatValid: 'Vat Number is Vaild',
  vatUnique: 'Vat number is available',
} as const;

/** Country ids fixed by the built-in list (DESIGN.md §4). */
export const COUNTRY_IDS = { portugal: 152, spain: 179 } as const;

/**
 * The spec's postal code rule, or undefined when the code is acceptable: required everywhere;
 * Portugal 4+3 digits with a dash; Spain 5 digits starting with a province 01-52; no format elsewhere.
 */
export function postalCodeIssue(countryId: number | null | undefined, code: string | null | undefined) {
  const value = (code ?? '').trim();
  if (value === '') return V.required;
  if (countryId === COUNTRY_IDS.portugal && !/^\d{4}-\d{3}$/.test(value)) return V.postalCodeInvalid;
  if (countryId === COUNTRY_IDS.spain) {
    if (!/^\d{5}$/.test(value)) return V.postalCodeInvalid;
    const province = Number(value.slice(0, 2));
    if (province < 1 || province > 52) return V.postalCodeInvalid;
  }
  return undefined;
}

/** One sector: an id, an object, or (as the advisor wizard sends it) a list holding one. */
const singleIdRef = z.pipe(
  z.union([idRefSchema, z.array(idRefSchema).check(z.maxLength(50))], { error: V.required }),
  z.transform((value, ctx) => {
    if (!Array.isArray(value)) return value;
    const ids = uniqueIds(value);
    if (ids.length === 0) ctx.issues.push({ code: 'custom', message: V.required, input: value });
    else if (ids.length > 1) ctx.issues.push({ code: 'custom', message: V.singleChoice, input: value });
    return ids[0] ?? 0;
  }),
);

/** The postal code's country rule (a missing code is the field's own `required`). */
export const postalCodeCheck = z.superRefine<{ country: number | null; postal_code: string }>(
  (value, ctx) => {
    const issue = postalCodeIssue(value.country, value.postal_code);
    if (issue && issue !== V.required)
      ctx.addIssue({ code: 'custom', path: ['postal_code'], message: issue });
  },
  whenValid('country', 'postal_code'),
);

/** Services are required from sellers only. */
export const sellerServicesCheck = z.superRefine<{ is_seller: boolean; services: number[] }>(
  (value, ctx) => {
    if (value.is_seller && value.services.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['services'], message: V.required });
    }
  },
  whenValid('is_seller', 'services'),
);

/** A VAT number as typed; the server normalizes it (upper case, no spaces, country prefix). */
const vatNumberText = z.string({ error: V.required }).check(z.trim(), z.maxLength(40, V.maxLength40));

// --- Participant wizard ---------------------------------------------------------------------

/** Step 1 (POST /api/adduserinfo): company and contact information. */
export const participantStep1Schema = z
  .object({
    is_seller: z._default(flagSchema, false),
    /** Required only for sellers; ignored (and cleared) otherwise. */
    services: z.pipe(
      z.nullish(z.array(idRefSchema).check(z.maxLength(200))),
      z.transform((ids) => uniqueIds(ids ?? [])),
    ),
    company_name: requiredText(),
    company_sector: idRefSchema,
    country_of_operation: idList({ min: 1 }),
    first_name: requiredText(),
    job_function: requiredText(),
    phone: phoneSchema,
    /** Voucher or coupon code. */
    code: optionalText(100),
  })
  .check(sellerServicesCheck);
export type ParticipantStep1Input = z.input<typeof participantStep1Schema>;
export type ParticipantStep1 = z.output<typeof participantStep1Schema>;

const addressFields = {
  address1: requiredText(),
  address2: optionalText(),
  postal_code: requiredText(40),
  state: optionalText(),
  city: requiredText(),
  country: idRefSchema,
};

/** Step 2 (POST /api/adduseraddress): legal name, VAT number (EU members) and address. */
export const participantStep2Schema = z
  .object({
    company_legal_name: requiredText(),
    vatnumber: z.pipe(
      z.nullish(vatNumberText),
      z.transform((value) => value || null),
    ),
    ...addressFields,
  })
  .check(
    postalCodeCheck,
    z.superRefine<{ vatnumber: string | null; country: number }>(
      (value, ctx) => {
        if (!value.vatnumber && isVatRequiredFor(value.country)) {
          ctx.addIssue({ code: 'custom', path: ['vatnumber'], message: V.required });
        }
      },
      whenValid('country', 'vatnumber'),
    ),
  );
export type ParticipantStep2Input = z.input<typeof participantStep2Schema>;
export type ParticipantStep2 = z.output<typeof participantStep2Schema>;

// --- Advisor (SBA) wizard -------------------------------------------------------------------

/** Form 1 (POST /api/addSbaRegistrationForm1): contact details and online presence. */
export const advisorStep1Schema = z.object({
  /** 'Company Commercial Name', optional. */
  company_name: optionalText(),
  first_name: requiredText(),
  job_function: requiredText(),
  phone: phoneSchema,
  code: optionalText(100),
  linkedin: requiredUrl,
  facebook: optionalUrl,
  twitter: optionalUrl,
  instagram: optionalUrl,
  youtube: optionalUrl,
  website: optionalUrl,
  country: optionalIdRef,
});
export type AdvisorStep1Input = z.input<typeof advisorStep1Schema>;
export type AdvisorStep1 = z.output<typeof advisorStep1Schema>;

/** An IBAN in its electronic format (no spaces, upper case) when valid. */
export const ibanSchema = z
  .pipe(
    requiredText(64),
    z.transform((value) => electronicFormatIBAN(value) ?? value),
  )
  .check(z.refine((value) => isValidIBAN(value), V.ibanInvalid));

export const bicSchema = z
  .pipe(
    requiredText(40),
    z.transform((value) => value.replace(/\s+/g, '').toUpperCase()),
  )
  .check(z.refine((value) => isValidBIC(value), V.bicInvalid));

/** Form 2 (POST /api/addSbaRegistrationForm2): VAT, legal name, bank account and billing address. */
export const advisorStep2Schema = z
  .object({
    vatnumber: vatNumberText.check(z.minLength(1, V.required)),
    company_legal_name: requiredText(),
    payment_account_iban: ibanSchema,
    payment_account_swift: bicSchema,
    ...addressFields,
  })
  .check(postalCodeCheck);
export type AdvisorStep2Input = z.input<typeof advisorStep2Schema>;
export type AdvisorStep2 = z.output<typeof advisorStep2Schema>;

export const ADVISOR_BIO_MAX_LENGTH = 2000;
/**
 * An upload sent inline as a data URL. Any other text (the URL of the file already stored) means
 * "keep the current file" and becomes null. The server checks the bytes again.
 */
const dataUrlUpload = (types: readonly string[], message: string) =>
  z.pipe(
    z
      .nullish(z.string().check(z.maxLength(DATA_URL_MAX_LENGTH, V.fileTooLarge)))
      .check(z.refine((value) => !value?.startsWith('data:') || declaresFileType(value, types), message)),
    z.transform((value) => (value?.startsWith('data:') ? value : null)),
  );

/** Form 3 (POST /api/addSbaRegistrationForm3): bio, photo, CV, sector and services. */
export const advisorStep3Schema = z.object({
  bio: requiredText(ADVISOR_BIO_MAX_LENGTH),
  company_sector: singleIdRef,
  services: idList({ min: 1 }),
  /** PNG or JPEG as a data URL. */
  photo: dataUrlUpload(IMAGE_CONTENT_TYPES, V.imageOnly),
  /** The spec sends the photo's data URL under this key too. */
  files: dataUrlUpload(IMAGE_CONTENT_TYPES, V.imageOnly),
  /** PNG, JPEG or PDF as a data URL. */
  cv: dataUrlUpload([...IMAGE_CONTENT_TYPES, PDF_CONTENT_TYPE], V.imageOrPdfOnly),
  /** The CV's original file name (display only) and the type the browser claimed (never trusted). */
  cv_documentfile: optionalText(255),
  cv_documenttype: optionalText(100),
  /** Alternatives to the data URLs: files the user uploaded through POST /api/files. */
  photo_file_id: z.nullish(idSchema),
  cv_file_id: z.nullish(idSchema),
});
export type AdvisorStep3Input = z.input<typeof advisorStep3Schema>;
export type AdvisorStep3 = z.output<typeof advisorStep3Schema>;

/** Every wizard save answers the message and the refreshed user detail. */
export const onboardingSaveResponseSchema = z.object({
  success: z.string(),
  data: userDetailSchema,
});
export type OnboardingSaveResponse = z.infer<typeof onboardingSaveResponseSchema>;

// --- VAT ------------------------------------------------------------------------------------

/** POST /api/uniqueVatnumber: the address form's data; only these two fields are read. */
export const uniqueVatnumberInputSchema = z.object({
  vatnumber: vatNumberText.check(z.minLength(1, V.required)),
  /** Used to add the country prefix when the number has none. */
  country: optionalIdRef,
});
export type UniqueVatnumberInput = z.input<typeof uniqueVatnumberInputSchema>;

/** GET /api/vat/lookup?number=...&country=<id> */
export const vatLookupQuerySchema = z.object({
  number: vatNumberText.check(z.minLength(1, V.required)),
  country: z.optional(idSchema),
});
export type VatLookupQuery = z.input<typeof vatLookupQuerySchema>;

export const vatLookupResultSchema = z.object({
  /** The number as the server stores it: upper case, no separators, with its country prefix. */
  vatnumber: z.string(),
  /** The VAT prefix's country (EL for Greece), or null when none was recognised. */
  country_code: z.nullable(z.string()),
  /** Right shape for its country. */
  format_valid: z.boolean(),
  /** Check digits right (offline), or confirmed by the EU VIES service. */
  valid: z.boolean(),
  /** The registered name, when VIES discloses it. */
  company_name: z.optional(z.string()),
  /** `vies` when the EU service answered, `offline` for the format and checksum check alone. */
  source: z.enum(['offline', 'vies']),
});
export type VatLookupResult = z.infer<typeof vatLookupResultSchema>;
