import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration', () => {
  it('starts with defaults on an empty environment', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.brandName).toBe('Acorn');
    expect('dataDir' in config.database).toBe(true);
    expect(config.seedDemo).toBe(true);
    expect(config.oidcProviders).toEqual({});
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
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://acorn.example',
      DATABASE_URL: 'postgres://u@db:5432/acorn',
    });
    expect(config.database).toEqual({ url: 'postgres://u@db:5432/acorn', poolSize: 10 });
    expect(config.seedDemo).toBe(false);
  });

  it('requires PUBLIC_URL in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PUBLIC_URL/);
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
});
