import { z } from 'zod';

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  HOST: z.string().default('0.0.0.0'),
  APP_ORIGIN: optionalText,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: optionalText,
  DATABASE_URL: optionalText,
  DATA_DIR: z.string().default('.data'),
  EMBEDDED_POSTGRES_PORT: z.coerce.number().int().min(1).max(65535).default(5433),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  GOOGLE_CLIENT_ID: optionalText,
  ADMIN_EMAIL: optionalText,
  ADMIN_PASSWORD: optionalText,
  OPENAI_API_KEY: optionalText,
  OPENAI_MODEL: z.string().default('gpt-4o-mini'),
  OPENAI_BASE_URL: optionalText,
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_PUBLISHABLE_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  METRICS_TOKEN: optionalText,
});

export type Environment = z.infer<typeof envSchema>;

/** Settings production must be given: identity, payments and secrets never fall back to a development default. */
const REQUIRED_IN_PRODUCTION = [
  'DATABASE_URL',
  'APP_ORIGIN',
  'GOOGLE_CLIENT_ID',
  'ADMIN_EMAIL',
  'ADMIN_PASSWORD',
  'STRIPE_SECRET_KEY',
  'STRIPE_PUBLISHABLE_KEY',
  'STRIPE_WEBHOOK_SECRET',
] as const satisfies readonly (keyof Environment)[];

export const DEFAULT_ADMIN_EMAIL = 'admin@example.com';
export const DEFAULT_ADMIN_PASSWORD = 'change-me-admin';

export interface Config {
  env: Environment['NODE_ENV'];
  isProduction: boolean;
  port: number;
  host: string;
  appOrigin: string | undefined;
  logLevel: Environment['LOG_LEVEL'];
  trustProxy: string | undefined;
  database: { url: string | undefined; dataDir: string; embeddedPort: number };
  session: { ttlDays: number };
  google: { clientId: string | undefined };
  /** Development sign-in is on only without Google and outside production. */
  devSignIn: boolean;
  admin: { email: string; password: string; isDefault: boolean };
  openai: { apiKey: string | undefined; model: string; baseUrl: string | undefined };
  stripe: { secretKey: string | undefined; publishableKey: string | undefined; webhookSecret: string | undefined };
  /** The built-in card form stands in for Stripe when no Stripe key is set (never in production). */
  paymentsTestMode: boolean;
  /** GET /metrics needs this bearer token when set; without it, it is open outside production only. */
  metrics: { token: string | undefined };
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const env = parsed.data;
  const isProduction = env.NODE_ENV === 'production';
  if (isProduction) {
    const missing = REQUIRED_IN_PRODUCTION.filter((name) => env[name] === undefined);
    if (missing.length > 0) {
      throw new ConfigError(missing.map((name) => `${name} is required when NODE_ENV=production`));
    }
  }
  return {
    env: env.NODE_ENV,
    isProduction,
    port: env.PORT,
    host: env.HOST,
    appOrigin: env.APP_ORIGIN,
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    database: { url: env.DATABASE_URL, dataDir: env.DATA_DIR, embeddedPort: env.EMBEDDED_POSTGRES_PORT },
    session: { ttlDays: env.SESSION_TTL_DAYS },
    google: { clientId: env.GOOGLE_CLIENT_ID },
    devSignIn: env.GOOGLE_CLIENT_ID === undefined && !isProduction,
    admin: {
      email: (env.ADMIN_EMAIL ?? DEFAULT_ADMIN_EMAIL).toLowerCase(),
      password: env.ADMIN_PASSWORD ?? DEFAULT_ADMIN_PASSWORD,
      isDefault: env.ADMIN_EMAIL === undefined || env.ADMIN_PASSWORD === undefined,
    },
    openai: { apiKey: env.OPENAI_API_KEY, model: env.OPENAI_MODEL, baseUrl: env.OPENAI_BASE_URL },
    stripe: {
      secretKey: env.STRIPE_SECRET_KEY,
      publishableKey: env.STRIPE_PUBLISHABLE_KEY,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET,
    },
    paymentsTestMode: env.STRIPE_SECRET_KEY === undefined && !isProduction,
    metrics: { token: env.METRICS_TOKEN },
  };
}
