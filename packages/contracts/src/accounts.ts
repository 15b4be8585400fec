import { z } from 'zod/mini';
import { uploadedFileSchema } from './files';
import { countrySchema } from './reference';
import { VALIDATION_CODES as V, whenValid } from './validation';

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;

/** The user's detail (accounts spec §3), answered by GET /api/me. */
export const userDetailSchema = z.object({
  id: z.int(),
  email: z.string(),
  cb_roles_id: z.int(),
  step: z.int(),
  status: z.int(),
  payment_status: z.nullable(z.string()),
  is_seller: z.boolean(),
  accept_rgpd: z.boolean(),
  isReadOnlyUser: z.boolean(),
  subscription: z.nullable(
    z.object({ id: z.int(), name: z.string(), available_features: z.array(z.string()) }),
  ),
  _provider: z.string(),
  language: z.string(),
  name: z.nullable(z.string()),
  job_function: z.nullable(z.string()),
  phone_number: z.nullable(z.string()),
  company_name: z.nullable(z.string()),
  company_sector: z.nullable(z.object({ id: z.int(), name: z.string() })),
  bio: z.nullable(z.string()),
  /** Sectors a seller is expert in. */
  expertises: z.array(z.object({ id: z.int(), name: z.string() })),
  /** Offers protocols (POM services). */
  pomservicesseller: z.boolean(),
  /** The spec's shape: the JSON text of a list of { level, value }. */
  personal_online_presence: z.string(),
  /** The company certificate's link path, or null without one. */
  certificado: z.nullable(z.string()),
  // Registration wizard details, to prefill its forms. Always sent by this API; optional in the
  // type so that older answers and fixtures stay valid.
  /** Services a seller offers, or an advisor has experience in. */
  user_services: z.optional(z.array(z.object({ id: z.int(), service_name: z.string() }))),
  /** Countries a company operates in. */
  user_country_of_operations: z.optional(z.array(z.object({ id: z.int(), name: z.string() }))),
  company_legal_name: z.optional(z.nullable(z.string())),
  /** Normalized: upper case, no separators, with the country prefix. */
  vatnumber: z.optional(z.nullable(z.string())),
  address1: z.optional(z.nullable(z.string())),
  address2: z.optional(z.nullable(z.string())),
  postal_code: z.optional(z.nullable(z.string())),
  state: z.optional(z.nullable(z.string())),
  city: z.optional(z.nullable(z.string())),
  country: z.optional(z.nullable(countrySchema)),
  linkedin: z.optional(z.nullable(z.string())),
  facebook: z.optional(z.nullable(z.string())),
  twitter: z.optional(z.nullable(z.string())),
  instagram: z.optional(z.nullable(z.string())),
  youtube: z.optional(z.nullable(z.string())),
  website: z.optional(z.nullable(z.string())),
  /** Advisors only: the account their payments go to. */
  payment_account_iban: z.optional(z.nullable(z.string())),
  payment_account_swift: z.optional(z.nullable(z.string())),
  /** Advisors: the profile photo (public, with resized variants) and the CV (private). */
  photo: z.optional(z.nullable(uploadedFileSchema)),
  /** Participants: the company's logo (public, with resized variants), the header's avatar. */
  logo: z.optional(z.nullable(uploadedFileSchema)),
  cv: z.optional(z.nullable(uploadedFileSchema)),
});
export type UserDetail = z.infer<typeof userDetailSchema>;

const requiredString = z.string({ error: V.required }).check(z.trim(), z.minLength(1, V.required));

export const emailSchema = z.pipe(
  requiredString,
  z.email(V.loginEmailInvalid).check(z.maxLength(254, V.loginEmailInvalid)),
);

/** The spec's rule (min 6, a digit, a lower and an upper case letter), up to 128 characters. */
export const newPasswordSchema = z.string({ error: V.required }).check(
  z.minLength(1, V.required),
  z.maxLength(PASSWORD_MAX_LENGTH, V.passwordTooLong),
  z.refine(
    (value) =>
      value.length >= PASSWORD_MIN_LENGTH && /\d/.test(value) && /[a-z]/.test(value) && /[A-Z]/.test(value),
    V.passwordRule,
  ),
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
    c_password: z.string({ error: V.required }).check(z.minLength(1, V.required)),
    role: z._default(roleInputSchema, '1'),
    userType: z.optional(z.string().check(z.maxLength(40))),
    invitecode: z.optional(z.string().check(z.trim(), z.maxLength(200))),
    invitationCode: z.optional(z.string().check(z.trim(), z.maxLength(200))),
    ref: z.optional(z.string().check(z.trim(), z.maxLength(100))),
    acceptedTerms: z.literal(true, { error: V.termsRequired }),
    language: z.optional(z.enum(['en', 'pt', 'es'])),
  })
  .check(confirmedPassword);
export type RegisterInput = z.infer<typeof registerInputSchema>;

export const loginInputSchema = z.object({
  email: emailSchema,
  password: z.string({ error: V.required }).check(z.minLength(1, V.required), z.maxLength(1024)),
});
export type LoginInput = z.infer<typeof loginInputSchema>;

export const socialProviderSchema = z.string().check(z.trim(), z.toLowerCase(), z.regex(/^[a-z0-9]{2,30}$/));

export const socialRegistrationInputSchema = z.object({
  email: z.optional(z.string().check(z.trim(), z.maxLength(254))),
  providerToken: requiredString.check(z.maxLength(8192)),
  provider: socialProviderSchema,
  role: z._default(roleInputSchema, '1'),
  invitecode: z.optional(z.string().check(z.trim(), z.maxLength(200))),
  ref: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  language: z.optional(z.enum(['en', 'pt', 'es'])),
});
export type SocialRegistrationInput = z.infer<typeof socialRegistrationInputSchema>;

export const socialLoginInputSchema = z.object({
  email: z.optional(z.string().check(z.trim(), z.maxLength(254))),
  providerToken: requiredString.check(z.maxLength(8192)),
  provider: socialProviderSchema,
});
export type SocialLoginInput = z.infer<typeof socialLoginInputSchema>;

/** The web page a social provider sends the browser back to (the OIDC redirect URI's path). */
export const SOCIAL_CALLBACK_PATH = '/auth/callback';

/** POST /api/socialToken: an authorization code from the provider's redirect, for its ID token. */
export const socialTokenInputSchema = z.object({
  provider: socialProviderSchema,
  code: requiredString.check(z.maxLength(2048)),
});
export type SocialTokenInput = z.infer<typeof socialTokenInputSchema>;
export const socialTokenResponseSchema = z.object({ providerToken: z.string() });

export const inviteCheckInputSchema = z.object({ code: requiredString.check(z.maxLength(200)) });
export const forgotPasswordInputSchema = z.object({ email: emailSchema });
export const validatePasswordTokenInputSchema = z.object({
  password_token: requiredString.check(z.maxLength(200)),
});

export const resetPasswordInputSchema = z
  .object({
    password_token: requiredString.check(z.maxLength(200)),
    password: newPasswordSchema,
    c_password: z.string({ error: V.required }).check(z.minLength(1, V.required)),
  })
  .check(confirmedPassword);
export type ResetPasswordInput = z.infer<typeof resetPasswordInputSchema>;

export const changePasswordInputSchema = z
  .object({
    current_password: z.string({ error: V.required }).check(z.minLength(1, V.required), z.maxLength(1024)),
    password: newPasswordSchema,
    c_password: z.string({ error: V.required }).check(z.minLength(1, V.required)),
  })
  .check(confirmedPassword);
export type ChangePasswordInput = z.infer<typeof changePasswordInputSchema>;

export const rgpdInputSchema = z.object({ accept: z.literal(true) });

export const tokenResponseSchema = z.object({ success: z.object({ token: z.string() }) });
export const messageResponseSchema = z.object({ success: z.string() });
export const advisorCreatedResponseSchema = z.object({ data: z.object({ id: z.int() }) });
export const changePasswordResponseSchema = z.object({ success: z.string(), token: z.string() });

/** What the accounts API answers in `success`. */
export const ACCOUNT_MESSAGES = {
  resetRequested: 'If an account exists for this e-mail, we have sent you a link to reset your password.',
  passwordReset: 'Your password has been reset. You can sign in now.',
  passwordChanged: 'Your password has been changed.',
  consentSaved: 'Consent saved',
} as const;
