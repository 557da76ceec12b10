import { existsSync } from 'node:fs';
import { expressMiddleware } from '@as-integrations/express5';
import type { MikroORM } from '@mikro-orm/postgresql';
import cookieParser from 'cookie-parser';
import express, { type Express } from 'express';
import { pinoHttp } from 'pino-http';
import type { Config } from './config/env.js';
import { projectPath } from './config/paths.js';
import { createApolloServer } from './graphql/apollo.js';
import { buildContext } from './graphql/context.js';
import { buildShieldedSchema } from './graphql/schema.js';
import { handleRestError, notFoundJson } from './lib/http-errors.js';
import type { Logger } from './lib/logger.js';
import { requestEntityManager } from './lib/request-context.js';
import { crossSiteRequestChecks, securityHeaders } from './lib/security.js';
import { adminRoutes } from './modules/admin/admin.routes.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { resolveIdentity } from './modules/auth/identity.middleware.js';
import { creditPackageRoutes } from './modules/credits/credit-packages.routes.js';
import { creditsRoutes } from './modules/credits/credits.routes.js';
import { feedbackRoutes } from './modules/feedback/feedback.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { introductionsRoutes } from './modules/introductions/introductions.routes.js';
import { paymentRoutes } from './modules/payments/payments.routes.js';
import { stripeWebhookRoutes } from './modules/payments/stripe-webhook.routes.js';
import { profileRoutes } from './modules/users/profile.routes.js';
import { createServices, type ServiceOptions } from './services.js';

export interface AppDependencies {
  config: Config;
  orm: MikroORM;
  logger: Logger;
  /** The built web app; absent in tests that only need the API. */
  webDistDirectory?: string;
  serviceOptions?: ServiceOptions;
}

export interface App {
  app: Express;
  stop(): Promise<void>;
}

/** The whole HTTP surface, without listening: index.ts listens, tests use supertest-like fetches. */
export async function createApp(deps: AppDependencies): Promise<App> {
  const { config, orm, logger } = deps;
  const services = createServices(config, { logger, ...deps.serviceOptions });
  const app = express();
  app.disable('x-powered-by');
  if (config.trustProxy !== undefined) app.set('trust proxy', config.trustProxy);

  app.use(pinoHttp({ logger, autoLogging: { ignore: (req) => req.url === '/healthz' } }));
  app.use(securityHeaders(config));
  app.use(healthRoutes(orm));
  app.use('/api', crossSiteRequestChecks(config));
  // Before the JSON parser: the webhook signature is checked against the raw body.
  app.use(stripeWebhookRoutes(orm, services.stripeWebhooks));

  // Static files need neither a body nor a session lookup.
  const dynamic = ['/api', '/graphql'];
  app.use(dynamic, express.json({ limit: '1mb' }), cookieParser());
  app.use(dynamic, requestEntityManager(orm), resolveIdentity(config, services.sessions));

  const api = express.Router();
  api.use(authRoutes(config, services.auth));
  api.use(creditPackageRoutes(services.creditPackages));
  api.use(creditsRoutes(services.credits));
  api.use(paymentRoutes(services.payments, services.subscriptions));
  api.use(feedbackRoutes(services.feedback));
  api.use(introductionsRoutes(services.introductions));
  api.use(profileRoutes(services.profiles));
  api.use(adminRoutes(services.admin));
  api.use(notFoundJson);
  app.use('/api', api);

  const apollo = createApolloServer(await buildShieldedSchema(), config);
  await apollo.start();
  app.use(
    '/graphql',
    expressMiddleware(apollo, {
      context: async ({ req, res }) => buildContext(services, req, res),
    }),
  );

  const webDist = deps.webDistDirectory ?? projectPath('web', 'dist');
  if (existsSync(webDist)) {
    app.use(express.static(webDist, { index: false, maxAge: '1h' }));
    // Client-side routing: every other GET gets the app, which shows its own 404 page.
    app.get('/{*path}', (_req, res) => res.sendFile('index.html', { root: webDist, maxAge: 0 }));
  }

  app.use(handleRestError(logger, config));

  return {
    app,
    async stop() {
      await apollo.stop();
    },
  };
}
