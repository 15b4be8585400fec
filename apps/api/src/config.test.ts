import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const REAL_SELLER = {
  SECRETS_KEY: Buffer.alloc(32, 7).toString('base64'),
  SELLER_LEGAL_NAME: 'Bolota Crescimento, Lda.',
  SELLER_VAT_NUMBER: 'PT509999990',
  SELLER_ADDRESS: 'Rua do Ouro 20; 1100-063 Lisboa; Portugal',
  SELLER_BANK_NAME: 'Caixa Geral de Depositos',
  SELLER_IBAN: 'PT50 0002 0123 1234 5678 9015 4',
  SELLER_BIC: 'cgdi ptpl',
};

describe('configuration', () => {
  it('starts with defaults on an empty environment', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.brandName).toBe('Acorn');
    expect('dataDir' in config.database).toBe(true);
    expect(config.seedDemo).toBe(true);
    expect(config.oidcProviders).toEqual({});
  });

  it('listens on this machine only outside production unless HOST says otherwise', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    const production = loadConfig({
      ...REAL_SELLER,
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://acorn.example',
      STRIPE_SECRET_KEY: 'sk_live_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
    });
    expect(production.host).toBe('0.0.0.0');
  });

  it('names every bad variable', () => {
    let caught: unknown;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', VAT_LOOKUP: 'sometimes' });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    const message = (caught as ConfigError).message;
    expect(message).toContain('PORT');
    expect(message).toContain('DATABASE_URL');
    expect(message).toContain('VAT_LOOKUP');
  });

  it('uses PostgreSQL when DATABASE_URL is set and keeps demo data out of production', () => {
    const config = loadConfig({
      ...REAL_SELLER,
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://acorn.example',
      DATABASE_URL: 'postgres://u@db:5432/acorn',
      CARD_PAYMENTS: 'false',
    });
    expect(config.database).toEqual({ url: 'postgres://u@db:5432/acorn', poolSize: 10 });
    expect(config.seedDemo).toBe(false);
  });

  it('reads from the replicas DATABASE_REPLICA_URL lists, only beside DATABASE_URL', () => {
    const primary = 'postgres://u@db:5432/acorn';
    const config = loadConfig({
      DATABASE_URL: primary,
      DATABASE_REPLICA_URL: 'postgres://u@replica-1:5432/acorn, postgresql://u@replica-2/acorn',
    });
    expect(config.readReplicas).toEqual({
      urls: ['postgres://u@replica-1:5432/acorn', 'postgresql://u@replica-2/acorn'],
      maxLagMs: 3000,
    });
    expect(loadConfig({ DATABASE_URL: primary }).readReplicas.urls).toEqual([]);
    expect(() => loadConfig({ DATABASE_REPLICA_URL: 'postgres://u@replica-1/acorn' })).toThrow(
      /DATABASE_REPLICA_URL: only with DATABASE_URL/,
    );
    expect(() =>
      loadConfig({ DATABASE_URL: primary, DATABASE_REPLICA_URL: 'postgres://u@replica-1/acorn,mysql://x' }),
    ).toThrow(/DATABASE_REPLICA_URL/);
    expect(() => loadConfig({ DATABASE_URL: primary, DATABASE_REPLICA_MAX_LAG_MS: 'soon' })).toThrow(
      /DATABASE_REPLICA_MAX_LAG_MS/,
    );
  });

  it('refuses production without Stripe keys unless card payments are turned off', () => {
    const production = { ...REAL_SELLER, NODE_ENV: 'production', PUBLIC_URL: 'https://acorn.example' };
    expect(() => loadConfig(production)).toThrow(
      /STRIPE_SECRET_KEY: required when NODE_ENV=production, unless CARD_PAYMENTS=false/,
    );
    expect(() => loadConfig({ ...production, STRIPE_SECRET_KEY: 'sk_live_x' })).toThrow(
      /STRIPE_WEBHOOK_SECRET: required/,
    );
    expect(loadConfig({ ...production, CARD_PAYMENTS: 'false' }).cardPayments).toBe(false);
    expect(
      loadConfig({ ...production, STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' })
        .cardPayments,
    ).toBe(true);
    // Outside production the test checkout stands in for Stripe.
    expect(loadConfig({}).cardPayments).toBe(true);
  });

  it('requires PUBLIC_URL in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PUBLIC_URL/);
  });

  it('takes the seller from SELLER_* and insists on a real one in production', () => {
    const config = loadConfig(REAL_SELLER);
    expect(config.seller).toEqual({
      legalName: 'Bolota Crescimento, Lda.',
      vatNumber: 'PT509999990',
      address: ['Rua do Ouro 20', '1100-063 Lisboa', 'Portugal'],
      bankName: 'Caixa Geral de Depositos',
      iban: 'PT50000201231234567890154',
      bic: 'CGDIPTPL',
    });
    expect(loadConfig({}).seller.legalName).toBe('Acorn Growth Network, Lda.');

    let caught: unknown;
    try {
      loadConfig({
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://acorn.example',
        SELLER_IBAN: REAL_SELLER.SELLER_IBAN,
      });
    } catch (error) {
      caught = error;
    }
    const message = (caught as ConfigError).message;
    for (const name of [
      'SECRETS_KEY',
      'SELLER_LEGAL_NAME',
      'SELLER_VAT_NUMBER',
      'SELLER_ADDRESS',
      'SELLER_BANK_NAME',
      'SELLER_BIC',
    ]) {
      expect(message).toContain(`${name}: required when NODE_ENV=production`);
    }
    expect(message).not.toContain('SELLER_IBAN');
  });

  it('never repeats the value of a bad secret', () => {
    let caught: unknown;
    try {
      loadConfig({ ADMIN_PASSWORD: 'short-pw', STRIPE_SECRET_KEY: 'pk_live_oops', SECRETS_KEY: 'c2hvcnQ=' });
    } catch (error) {
      caught = error;
    }
    const message = (caught as ConfigError).message;
    expect(message).toContain('ADMIN_PASSWORD');
    expect(message).toContain('STRIPE_SECRET_KEY');
    expect(message).toContain('SECRETS_KEY: 32 random bytes in base64');
    for (const value of ['short-pw', 'pk_live_oops', 'c2hvcnQ=']) expect(message).not.toContain(value);
  });

  it('refuses a seller IBAN, BIC or VAT number that cannot be right', () => {
    expect(() => loadConfig({ SELLER_IBAN: 'PT50 0002 0123 1234 5678 9015 5' })).toThrow(
      /SELLER_IBAN: not a valid IBAN/,
    );
    expect(() => loadConfig({ SELLER_BIC: 'CGD' })).toThrow(/SELLER_BIC: not a valid BIC/);
    expect(() => loadConfig({ SELLER_VAT_NUMBER: '509999990' })).toThrow(/SELLER_VAT_NUMBER/);
  });

  it('groups OIDC variables by provider and rejects incomplete ones', () => {
    const config = loadConfig({
      OIDC_GOOGLE_CLIENT_ID: 'client-1',
      OIDC_GOOGLE_ISSUER: 'https://accounts.google.com',
    });
    expect(config.oidcProviders).toEqual({
      google: {
        clientId: 'client-1',
        issuer: 'https://accounts.google.com',
        jwksUri: undefined,
        authorizationEndpoint: 'https://accounts.google.com/o/oauth2/v2/auth',
      },
    });
    expect(() => loadConfig({ OIDC_LINKEDIN_CLIENT_ID: 'x' })).toThrow(/OIDC_LINKEDIN_ISSUER/);
  });

  it('uses the code flow for a provider with a client secret, knowing LinkedIn’s token endpoint', () => {
    const config = loadConfig({
      OIDC_LINKEDIN_CLIENT_ID: 'li-client',
      OIDC_LINKEDIN_ISSUER: 'https://www.linkedin.com/oauth',
      OIDC_LINKEDIN_CLIENT_SECRET: 'li-secret',
    });
    expect(config.oidcProviders.linkedin?.codeFlow).toEqual({
      clientSecret: 'li-secret',
      tokenEndpoint: 'https://www.linkedin.com/oauth/v2/accessToken',
    });
    expect(() =>
      loadConfig({
        OIDC_ACME_CLIENT_ID: 'acme',
        OIDC_ACME_ISSUER: 'https://id.acme.example',
        OIDC_ACME_CLIENT_SECRET: 'secret',
      }),
    ).toThrow(/OIDC_ACME_TOKEN_ENDPOINT: required with OIDC_ACME_CLIENT_SECRET/);
  });
});
