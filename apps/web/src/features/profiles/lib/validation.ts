import {
  advisorProfileSchema,
  bicSchema,
  companyInformationSchema,
  contactInformationSchema,
  ibanSchema,
  mainProfileSchema,
  postalCodeIssue,
  VALIDATION_CODES as V,
} from '@acorn/contracts';
import type { FormErrors } from '@mantine/form';
import { schemaErrors } from '../../../components/form/schema-errors';
import {
  type AdvisorFormValues,
  advisorPayload,
  type CompanyFormValues,
  type ContactFormValues,
  companyPayload,
  contactPayload,
  type MainFormValues,
  mainPayload,
} from './form-values';
import { linkRowErrors } from './link-rows';

/** Errors whose path starts with `prefix.` (a list's rows), which the form checks itself. */
function withoutRows(errors: FormErrors, prefix: string): FormErrors {
  return Object.fromEntries(Object.entries(errors).filter(([path]) => !path.startsWith(`${prefix}.`)));
}

/** The schemas' object-level checks run only when every field is valid; forms show them at once. */
function postalCode(errors: FormErrors, values: { country: number | null; postal_code: string }) {
  if (errors.postal_code) return errors;
  const issue = postalCodeIssue(values.country, values.postal_code);
  return issue ? { ...errors, postal_code: issue } : errors;
}

export function validateMainForm(values: MainFormValues): FormErrors {
  const errors = withoutRows(
    schemaErrors(mainProfileSchema, mainPayload(values)),
    'personal_online_presence',
  );
  if (values.is_seller && values.services.length === 0 && !errors.services) errors.services = V.required;
  return { ...errors, ...linkRowErrors(values.personal_online_presence, 'personal_online_presence') };
}

export function validateCompanyForm(values: CompanyFormValues): FormErrors {
  const errors = withoutRows(
    schemaErrors(companyInformationSchema, companyPayload(values)),
    'online_presence',
  );
  return postalCode({ ...errors, ...linkRowErrors(values.online_presence, 'online_presence') }, values);
}

/** The hidden contacts and flags are not the user's to fix: the form checks the visible fields. */
const HIDDEN_DEFAULTS = {
  company_another_email: null,
  company_another_phone: null,
  company_another_address: null,
  company_email_share_status: false,
  company_phone_share_status: false,
  company_address_share_status: false,
} as Parameters<typeof contactPayload>[1];

export function validateContactForm(values: ContactFormValues): FormErrors {
  return schemaErrors(contactInformationSchema, contactPayload(values, HIDDEN_DEFAULTS));
}

export function validateAdvisorForm(values: AdvisorFormValues): FormErrors {
  const errors = schemaErrors(advisorProfileSchema, advisorPayload(values));
  // The account checks the API makes (the wizard's rules): a real IBAN and BIC/SWIFT.
  if (!errors.payment_account_iban && !ibanSchema.safeParse(values.payment_account_iban).success) {
    errors.payment_account_iban = V.ibanInvalid;
  }
  if (!errors.payment_account_swift && !bicSchema.safeParse(values.payment_account_swift).success) {
    errors.payment_account_swift = V.bicInvalid;
  }
  return postalCode(errors, values);
}
