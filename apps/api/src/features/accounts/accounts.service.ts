import {
  ACCOUNT_MESSAGES,
  type ChangePasswordInput,
  type Language,
  type LoginInput,
  type RegisterInput,
  type ResetPasswordInput,
  ROLES,
  SOCIAL_CALLBACK_PATH,
  type SocialLoginInput,
  type SocialRegistrationInput,
  type SocialTokenInput,
  type UserDetail,
} from '@acorn/contracts';
import {
  advisorProfiles,
  companyProfiles,
  countries,
  type Db,
  files,
  invitationCodes,
  loginThrottles,
  packages,
  passwordResets,
  sectors,
  services,
  userExpertiseSectors,
  userOperatingCountries,
  userSecrets,
  userServices,
  users,
} from '@acorn/db';
import { and, asc, count, eq, gt, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Config } from '../../config';
import type { Mailer } from '../../integrations/mail/mail-queue';
import { renderMail } from '../../integrations/mail/mail-templates';
import type { OidcVerifier } from '../../integrations/oidc/oidc-verifier';
import type { FileStorage } from '../../integrations/storage/file-storage';
import { AppError, invalidField } from '../../lib/errors';
import { hashPassword, isCommonPassword, verifyPassword } from '../../lib/passwords';
import { addressKey } from '../../lib/rate-limit';
import { codeEndedLongAgo } from '../../lib/retention';
import { constantTimeEquals, randomSecret, secretDigest } from '../../lib/secrets';
import { eitherProfile, ownBankColumns } from '../../lib/user-rows';
import { presentUserDetail } from './accounts.presenter';
import { ACTIVE_STATUS, assertAccountActive, createSession, revokeUserSessions } from './sessions.service';

export { ACCOUNT_MESSAGES };

const LOCK_AFTER_FAILURES = 10;
const LOCK_MS = 10 * 60_000;
const RESET_CODE_MS = 60 * 60_000;
const RESET_MAILS_PER_WINDOW = 5;
const RESET_WINDOW_MS = 30 * 60_000;

const emailKey = (email: string) => email.trim().toLowerCase();

function assertAcceptablePassword(password: string) {
  if (isCommonPassword(password)) {
    throw invalidField('password', 'passwordTooCommon');
  }
}

async function findUserByEmail(db: Db, email: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, emailKey(email)))
    .limit(1);
  return user;
}

/** The standing code from SBA_INVITE_CODE, or a single-use one an operator sent. */
async function isValidInvitation(options: { db: Db; config: Config; code: string | undefined }) {
  const { db, config, code } = options;
  if (!code) return false;
  if (config.sbaInviteCode && constantTimeEquals(code, config.sbaInviteCode)) return true;
  const [row] = await db
    .select({ id: invitationCodes.id })
    .from(invitationCodes)
    .where(
      and(
        eq(invitationCodes.code_hash, secretDigest(code)),
        isNull(invitationCodes.used_at),
        gt(invitationCodes.expires_at, sql`now()`),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** Marks a single-use invitation as used; false when another registration took it first. */
async function consumeInvitation(db: Db, config: Config, code: string, userId: number): Promise<boolean> {
  if (config.sbaInviteCode && constantTimeEquals(code, config.sbaInviteCode)) return true;
  const used = await db
    .update(invitationCodes)
    .set({ used_at: sql`now()`, used_by: userId })
    .where(
      and(
        eq(invitationCodes.code_hash, secretDigest(code)),
        isNull(invitationCodes.used_at),
        gt(invitationCodes.expires_at, sql`now()`),
      ),
    )
    .returning({ id: invitationCodes.id });
  return used.length > 0;
}

const invitationRejected = () =>
  new AppError({ code: 'invalid_invitation', fields: { invitecode: ['invitationRejected'] } });

interface NewAccount {
  email: string;
  role: number;
  passwordHash: string | null;
  provider?: { name: string; subject: string };
  ref?: string;
  language: Language;
  invitation?: string;
  /** The form's 'I accept the Terms of Use and the Privacy Policy': the data-protection consent. */
  consented: boolean;
}

/** An e-mail (or provider identity) registered twice at once breaks a unique index: 409 email_taken. */
async function createAccount(db: Db, config: Config, account: NewAccount) {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        email: account.email.trim(),
        password_hash: account.passwordHash,
        cb_roles_id: account.role,
        step: 1,
        provider: account.provider?.name ?? null,
        provider_subject: account.provider?.subject ?? null,
        ref: account.ref || null,
        language: account.language,
        accept_rgpd: account.consented,
      })
      .returning();
    if (!user) throw new Error('insert returned no row');
    if (account.role === ROLES.advisor) {
      if (
        !account.invitation ||
        !(await consumeInvitation(tx as unknown as Db, config, account.invitation, user.id))
      ) {
        throw invitationRejected();
      }
    }
    return user;
  });
}

export async function registerAccount(options: {
  db: Db;
  config: Config;
  input: RegisterInput;
  language: Language;
  forceRole?: number;
}) {
  const { db, config, input } = options;
  const role = options.forceRole ?? Number(input.role);
  assertAcceptablePassword(input.password);
  const invitation = input.invitecode || input.invitationCode;
  if (role === ROLES.advisor && !(await isValidInvitation({ db, config, code: invitation }))) {
    throw invitationRejected();
  }
  const user = await createAccount(db, config, {
    email: input.email,
    role,
    passwordHash: await hashPassword(input.password),
    ref: input.ref,
    language: input.language ?? options.language,
    invitation,
    consented: input.acceptedTerms,
  });
  return { userId: user.id, token: await createSession({ db, user }) };
}

/** Whose failures count together: one e-mail address (existing or not) from one client network. */
interface ThrottleKey {
  email: string;
  client: string;
}

const throttleRow = (key: ThrottleKey) =>
  and(eq(loginThrottles.email_key, key.email), eq(loginThrottles.client_key, key.client));

/** Failed attempts count per e-mail address whether it exists or not, so a lock reveals nothing. */
async function assertNotLocked(db: Db, key: ThrottleKey) {
  const [row] = await db.select().from(loginThrottles).where(throttleRow(key)).limit(1);
  if (row?.locked_until && row.locked_until.getTime() > Date.now()) {
    const seconds = Math.ceil((row.locked_until.getTime() - Date.now()) / 1000);
    throw new AppError({ code: 'account_locked', headers: { 'retry-after': String(seconds) } });
  }
}

async function recordFailedSignIn(db: Db, key: ThrottleKey) {
  await db
    .insert(loginThrottles)
    .values({ email_key: key.email, client_key: key.client, failures: 1 })
    .onConflictDoUpdate({
      target: [loginThrottles.email_key, loginThrottles.client_key],
      set: {
        failures: sql`case when ${loginThrottles.locked_until} is not null then 1 else ${loginThrottles.failures} + 1 end`,
        locked_until: sql`case when ${loginThrottles.locked_until} is null and ${loginThrottles.failures} + 1 >= ${LOCK_AFTER_FAILURES} then now() + ${`${LOCK_MS / 1000} seconds`}::interval else null end`,
        updated_at: sql`now()`,
      },
    });
}

/**
 * The account behind an e-mail and password, counting failures per e-mail and client network: a
 * stranger's failures lock the stranger out, not the account's owner (decision 013).
 */
export async function verifyCredentials(options: { db: Db; input: LoginInput; clientAddress: string }) {
  const { db, input } = options;
  const key = { email: emailKey(input.email), client: addressKey(options.clientAddress) };
  await assertNotLocked(db, key);
  const user = await findUserByEmail(db, input.email);
  const valid = await verifyPassword(user?.password_hash ?? null, input.password);
  if (!user || !valid) {
    await recordFailedSignIn(db, key);
    throw new AppError({ code: 'invalid_credentials' });
  }
  await db.delete(loginThrottles).where(throttleRow(key));
  assertAccountActive(user);
  return user;
}

export async function signIn(options: { db: Db; input: LoginInput; clientAddress: string }) {
  const user = await verifyCredentials(options);
  // Operators need their second factor: their sessions start at the console's sign-in only.
  if (user.cb_roles_id === ROLES.operator) {
    throw new AppError({ code: 'operator_sign_in' });
  }
  return { token: await createSession({ db: options.db, user }) };
}

/**
 * The user's own detail (GET /api/me, every field of accounts spec §3) in four queries: the user
 * with their profile, bank details, package, sector, country, photo, logo, CV and certificate; then,
 * together, their services, countries of operation and expertise sectors. Names in `language`,
 * or the user's.
 */
export async function getUserDetail(options: {
  db: Db;
  userId: number;
  language?: Language;
  storage?: Pick<FileStorage, 'publicUrl'>;
}): Promise<UserDetail> {
  const { db, userId } = options;
  const photo = alias(files, 'photo');
  const logo = alias(files, 'logo');
  const cv = alias(files, 'cv');
  const certificate = alias(files, 'certificate');
  const [row] = await db
    .select({
      user: users,
      company: companyProfiles,
      advisor: advisorProfiles,
      bank: ownBankColumns,
      package: packages,
      sector: sectors,
      country: countries,
      photo,
      logo,
      cv,
      certificate,
    })
    .from(users)
    .leftJoin(companyProfiles, eq(companyProfiles.user_id, users.id))
    .leftJoin(advisorProfiles, eq(advisorProfiles.user_id, users.id))
    .leftJoin(userSecrets, eq(userSecrets.user_id, users.id))
    .leftJoin(packages, eq(packages.id, users.package_id))
    .leftJoin(sectors, eq(sectors.id, eitherProfile('company_sector_id')))
    .leftJoin(countries, eq(countries.id, eitherProfile('country_id')))
    .leftJoin(photo, eq(photo.id, advisorProfiles.photo_file_id))
    .leftJoin(logo, eq(logo.id, companyProfiles.company_logo_file_id))
    .leftJoin(cv, eq(cv.id, advisorProfiles.cv_file_id))
    .leftJoin(certificate, eq(certificate.id, companyProfiles.certificate_file_id))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw new AppError({ code: 'unauthenticated' });
  const [serviceRows, countryRows, expertiseRows] = await Promise.all([
    db
      .select({ service: services })
      .from(userServices)
      .innerJoin(services, eq(services.id, userServices.service_id))
      .where(eq(userServices.user_id, userId))
      .orderBy(asc(services.position)),
    db
      .select({ country: countries })
      .from(userOperatingCountries)
      .innerJoin(countries, eq(countries.id, userOperatingCountries.country_id))
      .where(eq(userOperatingCountries.user_id, userId))
      .orderBy(asc(countries.id)),
    db
      .select({ sector: sectors })
      .from(userExpertiseSectors)
      .innerJoin(sectors, eq(sectors.id, userExpertiseSectors.sector_id))
      .where(eq(userExpertiseSectors.user_id, userId))
      .orderBy(asc(sectors.id)),
  ]);
  return presentUserDetail(row, {
    services: serviceRows.map((entry) => entry.service),
    expertises: expertiseRows.map((entry) => entry.sector),
    operatingCountries: countryRows.map((entry) => entry.country),
    language: options.language ?? (row.user.language as Language),
    storage: options.storage,
  });
}

/** Records the consent and answers the user's detail, which now shows it. */
export async function acceptConsent(options: {
  db: Db;
  userId: number;
  language: Language;
  storage: Pick<FileStorage, 'publicUrl'>;
}): Promise<UserDetail> {
  const { db, userId } = options;
  await db.update(users).set({ accept_rgpd: true, updated_at: sql`now()` }).where(eq(users.id, userId));
  return getUserDetail(options);
}

export async function checkInvitation(options: { db: Db; config: Config; code: string }) {
  if (!(await isValidInvitation(options))) {
    throw invitationRejected();
  }
}

/**
 * Always the same answer; a mail only for an existing account, at most five per half hour per
 * address. The code is single-use, lasts an hour, and voids the codes sent before it.
 */
export async function requestPasswordReset(options: {
  db: Db;
  config: Config;
  mailer: Mailer;
  email: string;
}) {
  const { db, config, mailer } = options;
  const user = await findUserByEmail(db, options.email);
  // A deactivated account gets no code either: the same answer, and no mail.
  if (!user || user.status !== ACTIVE_STATUS) return;
  const queued = await db.transaction(async (tx) => {
    const [recent] = await tx
      .select({ value: count() })
      .from(passwordResets)
      .where(
        and(
          eq(passwordResets.user_id, user.id),
          gt(passwordResets.created_at, sql`now() - ${`${RESET_WINDOW_MS / 1000} seconds`}::interval`),
        ),
      );
    if ((recent?.value ?? 0) >= RESET_MAILS_PER_WINDOW) return false;
    const code = randomSecret();
    await tx
      .update(passwordResets)
      .set({ used_at: sql`now()` })
      .where(and(eq(passwordResets.user_id, user.id), isNull(passwordResets.used_at)));
    await tx.insert(passwordResets).values({
      user_id: user.id,
      token_hash: secretDigest(code),
      expires_at: new Date(Date.now() + RESET_CODE_MS),
    });
    const mail = renderMail('password-reset', {
      language: user.language as Language,
      brandName: config.brandName,
      data: { link: `${config.publicUrl}/update-password?code=${encodeURIComponent(code)}` },
    });
    await mailer.enqueue(tx, { to: user.email, ...mail });
    return true;
  });
  if (queued) mailer.deliverSoon();
}

async function findValidReset(db: Db, code: string) {
  const [reset] = await db
    .select()
    .from(passwordResets)
    .where(
      and(
        eq(passwordResets.token_hash, secretDigest(code)),
        isNull(passwordResets.used_at),
        gt(passwordResets.expires_at, sql`now()`),
      ),
    )
    .limit(1);
  if (!reset) throw new AppError({ code: 'invalid_reset_code' });
  return reset;
}

export async function validateResetCode(options: { db: Db; code: string }) {
  await findValidReset(options.db, options.code);
}

export async function resetPassword(options: { db: Db; input: ResetPasswordInput }) {
  const { db, input } = options;
  assertAcceptablePassword(input.password);
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    // Claiming the code in the update makes it single-use even under concurrent submits.
    const [claimed] = await tx
      .update(passwordResets)
      .set({ used_at: sql`now()` })
      .where(
        and(
          eq(passwordResets.token_hash, secretDigest(input.password_token)),
          isNull(passwordResets.used_at),
          gt(passwordResets.expires_at, sql`now()`),
        ),
      )
      .returning({ userId: passwordResets.user_id });
    if (!claimed) throw new AppError({ code: 'invalid_reset_code' });
    const [user] = await tx
      .update(users)
      .set({ password_hash: passwordHash, updated_at: sql`now()` })
      .where(eq(users.id, claimed.userId))
      .returning({ email: users.email, status: users.status });
    // A code sent before the deactivation does not bring the account back.
    if (user) assertAccountActive(user);
    await revokeUserSessions({ db: tx, userId: claimed.userId });
    if (user) await tx.delete(loginThrottles).where(eq(loginThrottles.email_key, emailKey(user.email)));
  });
}

export async function changePassword(options: { db: Db; userId: number; input: ChangePasswordInput }) {
  const { db, userId, input } = options;
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new AppError({ code: 'unauthenticated' });
  if (user.provider) throw new AppError({ code: 'external_provider' });
  if (!(await verifyPassword(user.password_hash, input.current_password))) {
    throw new AppError({
      code: 'current_password_wrong',
      fields: { current_password: ['currentPasswordWrong'] },
    });
  }
  assertAcceptablePassword(input.password);
  const passwordHash = await hashPassword(input.password);
  await db
    .update(users)
    .set({ password_hash: passwordHash, updated_at: sql`now()` })
    .where(eq(users.id, userId));
  // Every session ends, the caller's too; the caller gets a fresh one in the answer.
  await revokeUserSessions({ db, userId });
  return createSession({ db, user });
}

async function findUserByIdentity(db: Db, provider: string, subject: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.provider, provider), eq(users.provider_subject, subject)))
    .limit(1);
  return user;
}

/**
 * An identity is (provider, subject). It never attaches itself to a password account with the
 * same e-mail: that account signs in with its password.
 */
export async function registerWithProvider(options: {
  db: Db;
  config: Config;
  oidc: OidcVerifier;
  input: SocialRegistrationInput;
  language: Language;
}) {
  const { db, config, oidc, input } = options;
  const identity = await oidc.verify(input.provider, input.providerToken);
  const existing = await findUserByIdentity(db, input.provider, identity.subject);
  if (existing) return { token: await createSession({ db, user: existing }) };
  if (!identity.email || !identity.emailVerified) {
    throw new AppError({ code: 'provider_email_missing' });
  }
  const role = Number(input.role);
  if (role === ROLES.advisor && !(await isValidInvitation({ db, config, code: input.invitecode }))) {
    throw invitationRejected();
  }
  if (await findUserByEmail(db, identity.email)) {
    throw new AppError({ code: 'social_account_exists' });
  }
  const user = await createAccount(db, config, {
    email: identity.email,
    role,
    passwordHash: null,
    provider: { name: input.provider, subject: identity.subject },
    ref: input.ref,
    language: input.language ?? options.language,
    invitation: input.invitecode,
    // A provider's sign-up shows no consent box: the app asks once, after.
    consented: false,
  });
  return { token: await createSession({ db, user }) };
}

export async function signInWithProvider(options: { db: Db; oidc: OidcVerifier; input: SocialLoginInput }) {
  const { db, oidc, input } = options;
  const identity = await oidc.verify(input.provider, input.providerToken);
  const user = await findUserByIdentity(db, input.provider, identity.subject);
  if (!user) throw new AppError({ code: 'not_registered' });
  return { token: await createSession({ db, user }) };
}

/**
 * A provider's authorization code redeemed for its ID token (decision 009). The redirect URI is
 * this deployment's, never the caller's: a code only works where it was sent.
 */
export async function redeemProviderCode(options: {
  config: Config;
  oidc: OidcVerifier;
  input: SocialTokenInput;
}) {
  const { config, oidc, input } = options;
  const redirectUri = `${config.publicUrl}${SOCIAL_CALLBACK_PATH}`;
  return { providerToken: await oidc.redeemCode(input.provider, input.code, redirectUri) };
}

/** Deletes the password reset codes used or expired more than RETENTION_DAYS.endedCodes ago; answers how many. */
export async function purgeEndedPasswordResets(options: { db: Db }): Promise<number> {
  const purged = await options.db
    .delete(passwordResets)
    .where(codeEndedLongAgo(passwordResets))
    .returning({ id: passwordResets.id });
  return purged.length;
}

/** Deletes the advisor invitations used or expired more than RETENTION_DAYS.endedCodes ago; answers how many. */
export async function purgeEndedInvitations(options: { db: Db }): Promise<number> {
  const purged = await options.db
    .delete(invitationCodes)
    .where(codeEndedLongAgo(invitationCodes))
    .returning({ id: invitationCodes.id });
  return purged.length;
}
