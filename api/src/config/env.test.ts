import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env.js';

const PRODUCTION = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://app:secret@db:5432/firstwords',
  APP_ORIGIN: 'https://firstwords.example',
  GOOGLE_CLIENT_ID: 'client.apps.googleusercontent.com',
  ADMIN_EMAIL: 'ops@firstwords.example',
  ADMIN_PASSWORD: 'a long admin passphrase',
  STRIPE_SECRET_KEY: 'sk_test_x',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_x',
};

describe('configuration', () => {
  it('uses the embedded defaults in development', () => {
    const config = loadConfig({});
    expect(config.port).toBe(4000);
    expect(config.database.url).toBeUndefined();
    expect(config.devSignIn).toBe(true);
    expect(config.paymentsTestMode).toBe(true);
    expect(config.admin).toEqual({ email: 'admin@example.com', password: 'change-me-admin', isDefault: true, passwordHashCost: 17 });
  });

  it('switches to Google, Stripe and OpenAI when their settings are given', () => {
    const config = loadConfig({ GOOGLE_CLIENT_ID: 'id', STRIPE_SECRET_KEY: 'sk', OPENAI_API_KEY: 'key' });
    expect(config.devSignIn).toBe(false);
    expect(config.paymentsTestMode).toBe(false);
    expect(config.openai.apiKey).toBe('key');
  });

  it('accepts a complete production configuration and never enables development defaults there', () => {
    const config = loadConfig(PRODUCTION);
    expect(config.isProduction).toBe(true);
    expect(config.devSignIn).toBe(false);
    expect(config.paymentsTestMode).toBe(false);
    expect(config.admin.isDefault).toBe(false);
  });

  it('names every missing secret in production', () => {
    const { STRIPE_WEBHOOK_SECRET: _secret, ADMIN_PASSWORD: _password, ...incomplete } = PRODUCTION;
    expect(() => loadConfig(incomplete)).toThrow(ConfigError);
    try {
      loadConfig(incomplete);
    } catch (error) {
      expect((error as ConfigError).problems).toEqual([
        'ADMIN_PASSWORD is required when NODE_ENV=production',
        'STRIPE_WEBHOOK_SECRET is required when NODE_ENV=production',
      ]);
    }
  });

  it('listens on loopback outside production, and on every address in production', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({}).developmentDefaultsOnNetwork).toBe(false);
    expect(loadConfig(PRODUCTION).host).toBe('0.0.0.0');
  });

  it('serves development sign-in or test payments beyond loopback only when told to, and says so', () => {
    expect(() => loadConfig({ HOST: '0.0.0.0' })).toThrow(/ALLOW_DEVELOPMENT_DEFAULTS_ON_NETWORK=true/);
    expect(() => loadConfig({ HOST: '0.0.0.0', GOOGLE_CLIENT_ID: 'id' })).toThrow(/test payments/);
    expect(loadConfig({ HOST: '0.0.0.0', ALLOW_DEVELOPMENT_DEFAULTS_ON_NETWORK: 'true' }).developmentDefaultsOnNetwork).toBe(true);
    expect(loadConfig({ HOST: '0.0.0.0', GOOGLE_CLIENT_ID: 'id', STRIPE_SECRET_KEY: 'sk' }).developmentDefaultsOnNetwork).toBe(false);
    expect(loadConfig({ HOST: '::1' }).host).toBe('::1');
  });

  it('refuses the development admin password in production', () => {
    expect(() => loadConfig({ ...PRODUCTION, ADMIN_PASSWORD: 'change-me-admin' })).toThrow(
      /ADMIN_PASSWORD must not be the development default/,
    );
  });

  it("keeps the admin's password at OWASP's scrypt cost or more in production", () => {
    expect(() => loadConfig({ ...PRODUCTION, PASSWORD_HASH_COST: '16' })).toThrow(/PASSWORD_HASH_COST must be at least 17/);
    expect(loadConfig({ ...PRODUCTION, PASSWORD_HASH_COST: '18' }).admin.passwordHashCost).toBe(18);
    expect(loadConfig({ PASSWORD_HASH_COST: '14' }).admin.passwordHashCost).toBe(14);
    expect(() => loadConfig({ PASSWORD_HASH_COST: '19' })).toThrow(/PASSWORD_HASH_COST/);
  });

  it('rejects a malformed setting with its name', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  });

  it('stops a production start that lacks a secret, naming it', () => {
    const { STRIPE_SECRET_KEY: _key, ...incomplete } = PRODUCTION;
    const entry = fileURLToPath(new URL('../index.ts', import.meta.url));
    const result = spawnSync(process.execPath, ['--import', 'tsx', entry], {
      env: { PATH: process.env.PATH, ...incomplete },
      encoding: 'utf8',
      // Starting TypeScript through tsx took over 20 s on a loaded machine (seen once in CI).
      timeout: 60_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('STRIPE_SECRET_KEY is required when NODE_ENV=production');
  }, 70_000);
});
