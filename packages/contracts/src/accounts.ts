import { z } from 'zod';
import { uploadedFileSchema } from './files';
import { countrySchema } from './reference';
import { VALIDATION_CODES as V, whenValid } from './validation';

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;

/** The user's detail (accounts spec §3), answered by GET /api/me. */
export const userDetailSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  cb_roles_id: z.number().int(),
  step: z.number().int(),
  status: z.number().int(),
  payment_status: z.string().nullable(),
  is_seller: z.boolean(),
  accept_rgpd: z.boolean(),
  isReadOnlyUser: z.boolean(),
  subscription: z
    .object({ id: z.number().int(), name: z.string(), available_features: z.array(z.string()) })
    .nullable(),
  _provider: z.string(),
  language: z.string(),
  name: z.string().nullable(),
  job_function: z.string().nullable(),
  phone_number: z.string().nullable(),
  company_name: z.string().nullable(),
  company_sector: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  bio: z.string().nullable(),
  /** Sectors a seller is expert in. */
  expertises: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** Offers protocols (POM services). */
  pomservicesseller: z.boolean(),
  /** The spec's shape: the JSON text of a list of { level, value }. */
  personal_online_presence: z.string(),
  /** The company certificate's link path, or null without one. */
  certificado: z.string().nullable(),
  // Registration wizard details, to prefill its forms. Always sent by this API; optional in the
  // type so that older answers and fixtures stay valid.
  /** Services a seller offers, or an advisor has experience in. */
  user_services: z.array(z.object({ id: z.number().int(), service_name: z.string() })).optional(),
  /** Countries a company operates in. */
  user_country_of_operations: z.array(z.object({ id: z.number().int(), name: z.string() })).optional(),
  company_legal_name: z.string().nullable().optional(),
  /** Normalized: upper case, no separators, with the country prefix. */
  vatnumber: z.string().nullable().optional(),
  address1: z.string().nullable().optional(),
  address2: z.string().nullable().optional(),
  postal_code: z.string().nullable().optional(),
  state: z.string().nullable().optional(),
  city: z.string().nullable().optional(),
  country: countrySchema.nullable().optional(),
  linkedin: z.string().nullable().optional(),
  facebook: z.string().nullable().optional(),
  twitter: z.string().nullable().optional(),
  instagram: z.string().nullable().optional(),
  youtube: z.string().nullable().optional(),
  website: z.string().nullable().optional(),
  /** Advisors only: the account their payments go to. */
  payment_account_iban: z.string().nullable().optional(),
  payment_account_swift: z.string().nullable().optional(),
  /** Advisors: the profile photo (public, with resized variants) and the CV (private). */
  photo: uploadedFileSchema.nullable().optional(),
  cv: uploadedFileSchema.nullable().optional(),
});
export type UserDetail = z.infer<typeof userDetailSchema>;

const requiredString = z.string({ error: V.required }).trim().min(1, V.required);

export const emailSchema = requiredString.pipe(z.email(V.loginEmailInvalid).max(254, V.loginEmailInvalid));

/** The spec's rule (min 6, a digit, a lower and an upper case letter), up to 128 characters. */
export const newPasswordSchema = z
  .string({ error: V.required })
  .min(1, V.required)
  .max(PASSWORD_MAX_LENGTH, V.passwordTooLong)
  .refine(
    (value) =>
      value.length >= PASSWORD_MIN_LENGTH && /\d/.test(value) && /[a-z]/.test(value) && /[A-Z]/.test(value),
    V.passwordRule,
  );

/** The confirmation must repeat the password: checked once it is typed, whatever else is wrong. */
const confirmedPassword = z.superRefine<{ password: string; c_password: string }>((value, ctx) => {
  if (typeof value.password === 'string' && value.password !== value.c_password) {
    ctx.addIssue({ code: 'custom', path: ['c_password'], message: V.passwordMismatch });
  }
}, whenValid('c_password'));

export const roleInputSchema = z.enum(['1', '2']);

export const registerInputSchema = z
  .object({
    email: emailSchema,
    password: newPasswordSchema,
    c_password: z.string({ error: V.required }).min(1, V.required),
    role: roleInputSchema.default('1'),
    userType: z.string().max(40).optional(),
    invitecode: z.string().trim().max(200).optional(),
    invitationCode: z.string().trim().max(200).optional(),
    ref: z.string().trim().max(100).optional(),
    acceptedTerms: z.literal(true, { error: V.termsRequired }),
    language: z.enum(['en', 'pt', 'es']).optional(),
  })
  .check(confirmedPassword);
export type RegisterInput = z.infer<typeof registerInputSchema>;

export const loginInputSchema = z.object({
  email: emailSchema,
  password: z.string({ error: V.required }).min(1, V.required).max(1024),
});
export type LoginInput = z.infer<typeof loginInputSchema>;

export const socialProviderSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9]{2,30}$/);

export const socialRegistrationInputSchema = z.object({
  email: z.string().trim().max(254).optional(),
  providerToken: requiredString.max(8192),
  provider: socialProviderSchema,
  role: roleInputSchema.default('1'),
  invitecode: z.string().trim().max(200).optional(),
  ref: z.string().trim().max(100).optional(),
  language: z.enum(['en', 'pt', 'es']).optional(),
});
export type SocialRegistrationInput = z.infer<typeof socialRegistrationInputSchema>;

export const socialLoginInputSchema = z.object({
  email: z.string().trim().max(254).optional(),
  providerToken: requiredString.max(8192),
  provider: socialProviderSchema,
});
export type SocialLoginInput = z.infer<typeof socialLoginInputSchema>;

/** The web page a social provider sends the browser back to (the OIDC redirect URI's path). */
export const SOCIAL_CALLBACK_PATH = '/auth/callback';

/** POST /api/socialToken: an authorization code from the provider's redirect, for its ID token. */
export const socialTokenInputSchema = z.object({
  provider: socialProviderSchema,
  code: requiredString.max(2048),
});
export type SocialTokenInput = z.infer<typeof socialTokenInputSchema>;
export const socialTokenResponseSchema = z.object({ providerToken: z.string() });

export const inviteCheckInputSchema = z.object({ code: requiredString.max(200) });
export const forgotPasswordInputSchema = z.object({ email: emailSchema });
export const validatePasswordTokenInputSchema = z.object({ password_token: requiredString.max(200) });

export const resetPasswordInputSchema = z
  .object({
    password_token: requiredString.max(200),
    password: newPasswordSchema,
    c_password: z.string({ error: V.required }).min(1, V.required),
  })
  .check(confirmedPassword);
export type ResetPasswordInput = z.infer<typeof resetPasswordInputSchema>;

export const changePasswordInputSchema = z
  .object({
    current_password: z.string({ error: V.required }).min(1, V.required).max(1024),
    password: newPasswordSchema,
    c_password: z.string({ error: V.required }).min(1, V.required),
  })
  .check(confirmedPassword);
export type ChangePasswordInput = z.infer<typeof changePasswordInputSchema>;

export const rgpdInputSchema = z.object({ accept: z.literal(true) });

export const tokenResponseSchema = z.object({ success: z.object({ token: z.string() }) });
export const messageResponseSchema = z.object({ success: z.string() });
export const advisorCreatedResponseSchema = z.object({ data: z.object({ id: z.number().int() }) });
export const changePasswordResponseSchema = z.object({ success: z.string(), token: z.string() });

/** What the accounts API answers in `success`. */
export const ACCOUNT_MESSAGES = {
  resetRequested: 'If an account exists for this e-mail, we have sent you a link to reset your password.',
  passwordReset: 'Your password has been reset. You can sign in now.',
  passwordChanged: 'Your password has been changed.',
  consentSaved: 'Consent saved',
} as const;
