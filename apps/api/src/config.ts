import { resolve } from 'node:path';
import type { PostgresOptions } from '@acorn/db';
import { electronicFormatIBAN, isValidBIC, isValidIBAN } from 'ibantools';
import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const optionalUrl = (protocols: string[]) =>
  z
    .url({ protocol: new RegExp(`^(${protocols.join('|')})$`) })
    .optional()
    .or(z.literal('').transform(() => undefined));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).optional(),
  PUBLIC_URL: optionalUrl(['http', 'https']),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalUrl(['postgres', 'postgresql']),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).optional(),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).optional(),
  DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).optional(),
  DATABASE_REPLICA_URL: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((url) => url.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url({ protocol: /^(postgres|postgresql)$/ }), 'postgres:// URLs, separated by commas'))
    .optional(),
  DATABASE_REPLICA_MAX_LAG_MS: z.coerce.number().int().min(100).max(600_000).default(3000),
  REDIS_URL: optionalUrl(['redis', 'rediss']),
  SMTP_URL: optionalUrl(['smtp', 'smtps']),
  MAIL_FROM: z.string().min(3).optional(),
  STRIPE_SECRET_KEY: z.string().startsWith('sk_').optional(),
  STRIPE_WEBHOOK_SECRET: z.string().startsWith('whsec_').optional(),
  STRIPE_API_BASE: optionalUrl(['http', 'https']),
  CARD_PAYMENTS: booleanFlag.default(true),
  VAT_LOOKUP: z.enum(['offline', 'vies']).default('offline'),
  SBA_INVITE_CODE: z.string().min(6).optional(),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(12).optional(),
  SEED_DEMO: booleanFlag.optional(),
  BRAND_NAME: z.string().min(1).max(60).default('Acorn'),
  CONTACT_EMAIL: z.email().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  TRUST_PROXY: booleanFlag.default(false),
  RATE_LIMIT_ANONYMOUS: z.coerce.number().int().min(1).default(300),
  RATE_LIMIT_SIGNED_IN: z.coerce.number().int().min(1).default(1500),
  RATE_LIMIT_CREDENTIALS: z.coerce.number().int().min(1).default(10),
  REFERENCE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  SECRETS_KEY: z
    .string()
    .transform((value) => Buffer.from(value, 'base64'))
    .refine((key) => key.length === 32, '32 random bytes in base64 (openssl rand -base64 32)')
    .optional(),
  SELLER_LEGAL_NAME: z.string().trim().min(2).max(120).optional(),
  SELLER_VAT_NUMBER: z
    .string()
    .regex(/^[A-Z]{2}[0-9A-Z]{2,13}$/, 'a VAT number with its country prefix, e.g. PT512345678')
    .optional(),
  SELLER_ADDRESS: z.string().trim().min(3).max(300).optional(),
  SELLER_BANK_NAME: z.string().trim().min(2).max(120).optional(),
  SELLER_IBAN: z
    .string()
    .transform((value) => electronicFormatIBAN(value) ?? '')
    .refine(isValidIBAN, 'not a valid IBAN')
    .optional(),
  SELLER_BIC: z
    .string()
    .transform((value) => value.replace(/\s/g, '').toUpperCase())
    .refine(isValidBIC, 'not a valid BIC/SWIFT code')
    .optional(),
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens',
    )
    .optional(),
  S3_ENDPOINT: optionalUrl(['http', 'https']),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: booleanFlag.optional(),
  S3_PUBLIC_URL: optionalUrl(['http', 'https']),
});

/** The settings that only mean something with S3_BUCKET. */
const S3_SETTINGS = [
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
  'S3_PUBLIC_URL',
] as const;

/**
 * The seller on invoices and transfer instructions must be real in production, never the example;
 * and stored secrets are sealed there.
 */
const REQUIRED_IN_PRODUCTION = [
  'SECRETS_KEY',
  'SELLER_LEGAL_NAME',
  'SELLER_VAT_NUMBER',
  'SELLER_ADDRESS',
  'SELLER_BANK_NAME',
  'SELLER_IBAN',
  'SELLER_BIC',
] as const;

const oidcProviderSchema = z.object({
  CLIENT_ID: z.string().min(1),
  ISSUER: z.url(),
  JWKS_URI: z.url().optional(),
  AUTHORIZATION_ENDPOINT: z.url().optional(),
  CLIENT_SECRET: z.string().min(1).optional(),
  TOKEN_ENDPOINT: z.url().optional(),
});

/** Where the browser starts the sign-in, for providers whose address is well known. */
const KNOWN_AUTHORIZATION_ENDPOINTS: Record<string, string> = {
  google: 'https://accounts.google.com/o/oauth2/v2/auth',
  linkedin: 'https://www.linkedin.com/oauth/v2/authorization',
};

/** Where the server trades an authorization code for tokens, for providers whose address is well known. */
const KNOWN_TOKEN_ENDPOINTS: Record<string, string> = {
  google: 'https://oauth2.googleapis.com/token',
  linkedin: 'https://www.linkedin.com/oauth/v2/accessToken',
};

export interface OidcProviderConfig {
  clientId: string;
  issuer: string;
  jwksUri?: string;
  authorizationEndpoint?: string;
  /**
   * With a client secret the browser uses the authorization-code flow and the server redeems the
   * code (LinkedIn offers no other); without one, the ID token comes straight back to the browser.
   */
  codeFlow?: { clientSecret: string; tokenEndpoint: string };
}

export type Config = ReturnType<typeof toConfig>;

export class ConfigError extends Error {
  constructor(readonly issues: string[]) {
    super(`Invalid configuration:\n${issues.map((issue) => `  - ${issue}`).join('\n')}`);
  }
}

function toConfig(env: z.infer<typeof envSchema>, oidcProviders: Record<string, OidcProviderConfig>) {
  const dataDir = resolve(env.DATA_DIR);
  const production = env.NODE_ENV === 'production';
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  return {
    env: env.NODE_ENV,
    production,
    port: env.PORT,
    // Outside production only this machine is served unless HOST says otherwise: the development
    // mailbox and the test checkout are not for the network.
    host: env.HOST ?? (production ? '0.0.0.0' : '127.0.0.1'),
    publicUrl,
    dataDir,
    uploadsDir: resolve(dataDir, 'uploads'),
    mailDir: resolve(dataDir, 'mail'),
    database: (env.DATABASE_URL
      ? {
          url: env.DATABASE_URL,
          poolSize: env.DATABASE_POOL_SIZE,
          // Unset, the database package's defaults apply.
          connectTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_MS,
          statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
          idleInTransactionTimeoutMs: env.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
        }
      : { dataDir: resolve(dataDir, 'pglite') }) as PostgresOptions | { dataDir: string },
    // Streaming replicas of DATABASE_URL that take reads of lists, search, directories and public
    // profiles (decision 057); empty: every read goes to DATABASE_URL.
    readReplicas: {
      urls: env.DATABASE_REPLICA_URL ?? [],
      maxLagMs: env.DATABASE_REPLICA_MAX_LAG_MS,
    },
    redisUrl: env.REDIS_URL,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM ?? `${env.BRAND_NAME} <no-reply@${new URL(publicUrl).hostname}>`,
    cardPayments: env.CARD_PAYMENTS,
    stripe: {
      secretKey: env.STRIPE_SECRET_KEY,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET,
      apiBase: env.STRIPE_API_BASE,
    },
    vatLookup: env.VAT_LOOKUP,
    sbaInviteCode: env.SBA_INVITE_CODE,
    secretsKey: env.SECRETS_KEY,
    admin:
      env.ADMIN_EMAIL && env.ADMIN_PASSWORD
        ? { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD }
        : undefined,
    seedDemo: env.SEED_DEMO ?? !production,
    brandName: env.BRAND_NAME,
    contactEmail: env.CONTACT_EMAIL ?? 'hello@acorn.example',
    // Outside production an example company stands in, so invoices and transfers can be tried.
    seller: {
      legalName: env.SELLER_LEGAL_NAME ?? `${env.BRAND_NAME} Growth Network, Lda.`,
      vatNumber: env.SELLER_VAT_NUMBER ?? 'PT512345678',
      address: (env.SELLER_ADDRESS ?? 'Avenida da Liberdade 110, 3.º; 1250-146 Lisboa; Portugal')
        .split(';')
        .map((line) => line.trim())
        .filter(Boolean),
      bankName: env.SELLER_BANK_NAME ?? 'Banco Exemplo, S.A.',
      iban: env.SELLER_IBAN ?? 'PT50000201231234567890154',
      bic: env.SELLER_BIC ?? 'ACRNPTPL',
    },
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    trustProxy: env.TRUST_PROXY,
    referenceCacheMs: env.REFERENCE_CACHE_SECONDS * 1000,
    rateLimit: {
      anonymous: env.RATE_LIMIT_ANONYMOUS,
      signedIn: env.RATE_LIMIT_SIGNED_IN,
      credentials: env.RATE_LIMIT_CREDENTIALS,
    },
    social: {
      linkedin: 'https://www.linkedin.com/company/acorn-growth',
      facebook: 'https://www.facebook.com/acorngrowth',
      youtube: 'https://www.youtube.com/@acorngrowth',
      twitter: 'https://twitter.com/acorngrowth',
      instagram: 'https://www.instagram.com/acorngrowth',
    },
    oidcProviders,
    // Files in a bucket that every instance shares; unset: on the local disk under uploadsDir.
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          region: env.S3_REGION,
          endpoint: env.S3_ENDPOINT,
          // Servers other than AWS rarely resolve bucket names as host names.
          forcePathStyle: env.S3_FORCE_PATH_STYLE ?? env.S3_ENDPOINT !== undefined,
          credentials:
            env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
              : undefined,
          publicUrl: env.S3_PUBLIC_URL?.replace(/\/$/, ''),
        }
      : undefined,
  };
}

/** S3 is all or nothing: a partial setting would otherwise quietly keep files on one instance's disk. */
function checkS3Settings(env: NodeJS.ProcessEnv, issues: string[]) {
  const set = (name: string) => Boolean(env[name]);
  if (!set('S3_BUCKET')) {
    for (const name of S3_SETTINGS) if (set(name)) issues.push(`S3_BUCKET: required with ${name}`);
    return;
  }
  const keys = ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'];
  const given = keys.filter(set);
  // Only AWS has credentials of its own to fall back on (an instance's or task's role).
  if (given.length === 0 && !set('S3_ENDPOINT')) return;
  for (const name of keys) if (!set(name)) issues.push(`${name}: required with ${given[0] ?? 'S3_ENDPOINT'}`);
}

/**
 * OIDC_<PROVIDER>_CLIENT_ID / _ISSUER / _JWKS_URI / _AUTHORIZATION_ENDPOINT / _CLIENT_SECRET /
 * _TOKEN_ENDPOINT, one group per provider.
 */
function parseOidcProviders(env: NodeJS.ProcessEnv, issues: string[]) {
  const grouped: Record<string, Record<string, string>> = {};
  for (const [key, value] of Object.entries(env)) {
    const match =
      /^OIDC_([A-Z0-9]+)_(CLIENT_ID|ISSUER|JWKS_URI|AUTHORIZATION_ENDPOINT|CLIENT_SECRET|TOKEN_ENDPOINT)$/.exec(
        key,
      );
    if (!match || value === undefined || value === '') continue;
    const [, provider, field] = match as unknown as [string, string, string];
    grouped[provider] ??= {};
    grouped[provider][field] = value;
  }
  const providers: Record<string, OidcProviderConfig> = {};
  for (const [provider, fields] of Object.entries(grouped)) {
    const parsed = oidcProviderSchema.safeParse(fields);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        issues.push(`OIDC_${provider}_${String(issue.path[0] ?? '')}: ${issue.message}`);
      }
      continue;
    }
    const name = provider.toLowerCase();
    const tokenEndpoint = parsed.data.TOKEN_ENDPOINT ?? KNOWN_TOKEN_ENDPOINTS[name];
    if (parsed.data.CLIENT_SECRET && !tokenEndpoint) {
      issues.push(`OIDC_${provider}_TOKEN_ENDPOINT: required with OIDC_${provider}_CLIENT_SECRET`);
      continue;
    }
    providers[name] = {
      clientId: parsed.data.CLIENT_ID,
      issuer: parsed.data.ISSUER,
      jwksUri: parsed.data.JWKS_URI,
      authorizationEndpoint: parsed.data.AUTHORIZATION_ENDPOINT ?? KNOWN_AUTHORIZATION_ENDPOINTS[name],
      ...(parsed.data.CLIENT_SECRET && tokenEndpoint
        ? { codeFlow: { clientSecret: parsed.data.CLIENT_SECRET, tokenEndpoint } }
        : {}),
    };
  }
  return providers;
}

/** Reads every setting once; throws a ConfigError naming each bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const issues: string[] = [];
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const name = String(issue.path[0] ?? '');
      // A secret's value must not reach the logs, even a wrong one.
      const shown = /SECRET|PASSWORD|KEY|INVITE_CODE/.test(name) ? 'hidden' : JSON.stringify(env[name] ?? '');
      issues.push(`${name}: ${issue.message} (got ${shown})`);
    }
  }
  const oidcProviders = parseOidcProviders(env, issues);
  checkS3Settings(env, issues);
  // The embedded database has no replication to read from.
  if (env.DATABASE_REPLICA_URL && !env.DATABASE_URL) {
    issues.push('DATABASE_REPLICA_URL: only with DATABASE_URL (the embedded database has no replicas)');
  }
  if (parsed.success && parsed.data.NODE_ENV === 'production' && !parsed.data.PUBLIC_URL) {
    issues.push('PUBLIC_URL: required when NODE_ENV=production');
  }
  if (parsed.success && parsed.data.NODE_ENV === 'production') {
    for (const name of REQUIRED_IN_PRODUCTION) {
      if (!parsed.data[name]) issues.push(`${name}: required when NODE_ENV=production`);
    }
    // Production never sells through the test checkout: real Stripe, or bank transfers only.
    if (parsed.data.CARD_PAYMENTS) {
      for (const name of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'] as const) {
        if (!parsed.data[name]) {
          issues.push(
            `${name}: required when NODE_ENV=production, unless CARD_PAYMENTS=false (bank transfer only)`,
          );
        }
      }
    }
  }
  if (issues.length > 0 || !parsed.success) throw new ConfigError(issues);
  return toConfig(parsed.data, oidcProviders);
}
