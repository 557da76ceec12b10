import { availableParallelism } from 'node:os';
import { z } from 'zod';

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

/** OWASP's scrypt cost for passwords, N = 2^17 (128 MiB a derivation): the default, and production's least. */
const OWASP_PASSWORD_HASH_COST = 17;

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  HOST: optionalText,
  ALLOW_DEVELOPMENT_DEFAULTS_ON_NETWORK: z.enum(['true', 'false']).default('false'),
  APP_ORIGIN: optionalText,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: optionalText,
  DATABASE_URL: optionalText,
  DATA_DIR: z.string().default('.data'),
  EMBEDDED_POSTGRES_PORT: z.coerce.number().int().min(1).max(65535).default(5433),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  SESSION_MAX_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  GOOGLE_CLIENT_ID: optionalText,
  ADMIN_EMAIL: optionalText,
  ADMIN_PASSWORD: optionalText,
  PASSWORD_HASH_COST: z.coerce.number().int().min(10).max(18).default(OWASP_PASSWORD_HASH_COST),
  OPENAI_API_KEY: optionalText,
  OPENAI_MODEL: z.string().default('gpt-4o-mini'),
  OPENAI_BASE_URL: optionalText,
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_PUBLISHABLE_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  METRICS_TOKEN: optionalText,
  WRITING_THREADS: z.coerce.number().int().min(1).max(64).optional(),
  WRITING_BUDGET_MS: z.coerce.number().int().min(50).max(60_000).default(2_000),
  WRITING_QUEUE_MAX: z.coerce.number().int().min(1).max(10_000).default(64),
  WRITING_WORKER_HEAP_MB: z.coerce.number().int().min(32).max(4_096).default(128),
});

type Environment = z.infer<typeof envSchema>;

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
  /** Loopback by default outside production, so development sign-in and test payments stay on this machine. */
  host: string;
  /** Development sign-in or test-mode payments served beyond loopback, which the log warns about. */
  developmentDefaultsOnNetwork: boolean;
  appOrigin: string | undefined;
  logLevel: Environment['LOG_LEVEL'];
  trustProxy: string | undefined;
  database: { url: string | undefined; dataDir: string; embeddedPort: number };
  /** Idle sessions end after `ttlDays`; every session ends `maxDays` after it was opened, however busy. */
  session: { ttlDays: number; maxDays: number };
  google: { clientId: string | undefined };
  /** Development sign-in is on only without Google and outside production. */
  devSignIn: boolean;
  /** The admin's password is kept as an scrypt hash of cost N = 2^passwordHashCost. */
  admin: { email: string; password: string; isDefault: boolean; passwordHashCost: number };
  openai: { apiKey: string | undefined; model: string; baseUrl: string | undefined };
  stripe: { secretKey: string | undefined; publishableKey: string | undefined; webhookSecret: string | undefined };
  /** The built-in card form stands in for Stripe when no Stripe key is set (never in production). */
  paymentsTestMode: boolean;
  /** GET /metrics needs this bearer token when set; without it, it is open outside production only. */
  metrics: { token: string | undefined };
  /** The worker threads that write and check texts, and each writing's budget there. */
  writingPool: { threads: number; budgetMs: number; maxQueue: number; workerHeapMb: number };
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const isLoopback = (host: string) => /^(?:127(?:\.\d{1,3}){3}|::1|localhost)$/i.test(host);

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
  if (isProduction && env.ADMIN_PASSWORD === DEFAULT_ADMIN_PASSWORD) {
    throw new ConfigError(['ADMIN_PASSWORD must not be the development default when NODE_ENV=production']);
  }
  if (isProduction && env.PASSWORD_HASH_COST < OWASP_PASSWORD_HASH_COST) {
    throw new ConfigError([
      `PASSWORD_HASH_COST must be at least ${OWASP_PASSWORD_HASH_COST} (OWASP's scrypt cost) when NODE_ENV=production`,
    ]);
  }
  const host = env.HOST ?? (isProduction ? '0.0.0.0' : '127.0.0.1');
  const developmentDefaults = !isProduction && (env.GOOGLE_CLIENT_ID === undefined || env.STRIPE_SECRET_KEY === undefined);
  const developmentDefaultsOnNetwork = developmentDefaults && !isLoopback(host);
  if (developmentDefaultsOnNetwork && env.ALLOW_DEVELOPMENT_DEFAULTS_ON_NETWORK !== 'true') {
    throw new ConfigError([
      `HOST=${host} would let anyone on the network use development sign-in or test payments; listen on 127.0.0.1, set GOOGLE_CLIENT_ID and STRIPE_SECRET_KEY, or set ALLOW_DEVELOPMENT_DEFAULTS_ON_NETWORK=true`,
    ]);
  }
  return {
    env: env.NODE_ENV,
    isProduction,
    port: env.PORT,
    host,
    developmentDefaultsOnNetwork,
    appOrigin: env.APP_ORIGIN,
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    database: { url: env.DATABASE_URL, dataDir: env.DATA_DIR, embeddedPort: env.EMBEDDED_POSTGRES_PORT },
    session: { ttlDays: env.SESSION_TTL_DAYS, maxDays: Math.max(env.SESSION_MAX_DAYS, env.SESSION_TTL_DAYS) },
    google: { clientId: env.GOOGLE_CLIENT_ID },
    devSignIn: env.GOOGLE_CLIENT_ID === undefined && !isProduction,
    admin: {
      email: (env.ADMIN_EMAIL ?? DEFAULT_ADMIN_EMAIL).toLowerCase(),
      password: env.ADMIN_PASSWORD ?? DEFAULT_ADMIN_PASSWORD,
      isDefault: env.ADMIN_EMAIL === undefined || env.ADMIN_PASSWORD === undefined,
      passwordHashCost: env.PASSWORD_HASH_COST,
    },
    openai: { apiKey: env.OPENAI_API_KEY, model: env.OPENAI_MODEL, baseUrl: env.OPENAI_BASE_URL },
    stripe: {
      secretKey: env.STRIPE_SECRET_KEY,
      publishableKey: env.STRIPE_PUBLISHABLE_KEY,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET,
    },
    paymentsTestMode: env.STRIPE_SECRET_KEY === undefined && !isProduction,
    metrics: { token: env.METRICS_TOKEN },
    writingPool: {
      threads: env.WRITING_THREADS ?? Math.max(1, availableParallelism()),
      budgetMs: env.WRITING_BUDGET_MS,
      maxQueue: env.WRITING_QUEUE_MAX,
      workerHeapMb: env.WRITING_WORKER_HEAP_MB,
    },
  };
}
