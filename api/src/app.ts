import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { expressMiddleware } from '@as-integrations/express5';
import type { MikroORM } from '@mikro-orm/postgresql';
import cookieParser from 'cookie-parser';
import express, { type Express, type Request, type Response } from 'express';
import { pinoHttp } from 'pino-http';
import type { Config } from './config/env.js';
import { projectPath } from './config/paths.js';
import { openApiRoutes } from './assembly/openapi/openapi.routes.js';
import { createApolloServer } from './assembly/graphql/apollo.js';
import { buildContext } from './graphql/context.js';
import { buildShieldedSchema } from './assembly/graphql/schema.js';
import { subscriptionHandler } from './assembly/graphql/subscriptions.js';
import { handleRestError, notFoundJson } from './lib/http-errors.js';
import { startHousekeeping } from './lib/housekeeping.js';
import { refuseDeepJson } from './lib/json-depth.js';
import type { Logger } from './lib/logger.js';
import { AppMetrics, countGraphQLErrors, countRestErrors, metricsRoutes, recordRequests } from './lib/metrics.js';
import { precompressedAssets } from './lib/precompressed-assets.js';
import { requestEntityManager } from './lib/request-context.js';
import { assignRequestId, requestIdScope } from './lib/request-id.js';
import { crossSiteRequestChecks, privateAnswers, securityHeaders } from './lib/security.js';
import { webPages } from './lib/web-pages.js';
import type { ServiceOptions } from './lib/app-module.js';
import { createServices, MODULES } from './assembly/modules.js';
import { ClockTimes } from './db/clock-times.js';
import { resolveIdentity } from './modules/auth/identity.middleware.js';

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
  /** Resolves once the writing pool's workers have started. */
  writersStarted: Promise<void>;
  stop(): Promise<void>;
}

/** The whole HTTP surface, without listening: index.ts listens, tests use supertest-like fetches. */
export async function createApp(deps: AppDependencies): Promise<App> {
  const { config, orm, logger } = deps;
  const metrics = new AppMetrics();
  const services = createServices(config, orm, { logger, metrics, ...deps.serviceOptions });
  orm.em.getEventManager().registerSubscriber(new ClockTimes(services.clock));
  const app = express();
  app.disable('x-powered-by');
  // API answers are never cached (privateAnswers), so an ETag, a hash of every JSON body, would buy nothing:
  // it was 6 % of the introduction list's CPU. Static files keep theirs.
  app.disable('etag');
  // A number is a count of proxy hops; as a string Express would read it as an address.
  const { trustProxy } = config;
  if (trustProxy !== undefined) app.set('trust proxy', /^\d+$/.test(trustProxy) ? Number(trustProxy) : trustProxy);

  // One line per API call: what was asked, its status and time. Headers stay out (they were most of each line's
  // cost, and hold the cookies and tokens); static files, probes and scrapes are not logged.
  const logged = (url = '') => url.startsWith('/api') || url.startsWith('/graphql');
  app.use(
    pinoHttp({
      logger,
      genReqId: assignRequestId,
      quietReqLogger: true,
      autoLogging: { ignore: (req) => !logged(req.url) },
      // The serializers read the request and response themselves: pino-http's standard ones would first copy every
      // header of each request into an object the line then leaves out.
      wrapSerializers: false,
      serializers: {
        req: ({ method, originalUrl }: Request) => ({ method, url: originalUrl }),
        res: ({ statusCode }: Response) => ({ statusCode }),
      },
    }),
  );
  app.use(requestIdScope, recordRequests(metrics));
  app.use(metricsRoutes(metrics, config));
  app.use(securityHeaders(config));
  const modules = { services, config, orm };
  for (const module of MODULES) if (module.probes) app.use(module.probes(modules));
  app.use('/api', crossSiteRequestChecks(config));
  // Before the JSON parser: the webhook signature is checked against the raw body.
  for (const module of MODULES) if (module.rawBodyRoutes) app.use(module.rawBodyRoutes(modules));
  app.use('/api', openApiRoutes());

  // Static files need neither a body nor a session lookup.
  const dynamic = ['/api', '/graphql'];
  app.use(dynamic, privateAnswers, express.json({ limit: '1mb', verify: refuseDeepJson }), cookieParser());
  app.use(dynamic, requestEntityManager(orm), resolveIdentity(config, services.sessions, services.clock));

  const api = express.Router();
  for (const module of MODULES) if (module.routes) api.use(module.routes(modules));
  api.use(notFoundJson);
  app.use('/api', api);

  const schema = await buildShieldedSchema();
  app.use('/graphql/stream', subscriptionHandler(schema, services));
  const apollo = createApolloServer(schema, config, logger);
  apollo.addPlugin(countGraphQLErrors(metrics));
  await apollo.start();
  app.use(
    '/graphql',
    expressMiddleware(apollo, {
      context: async ({ req, res }) => buildContext(services, req, res),
    }),
  );

  for (const module of MODULES) if (module.pages) app.use(module.pages(modules));

  const webDist = deps.webDistDirectory ?? projectPath('web', 'dist');
  if (existsSync(webDist)) {
    app.use('/assets', precompressedAssets(join(webDist, 'assets')));
    app.use(express.static(webDist, { index: false, maxAge: '1h' }));
    app.use(webPages(webDist));
  }

  app.use(countRestErrors(metrics), handleRestError(logger));

  const housekeeping = startHousekeeping(orm, logger, services.clock);
  const background = await Promise.all(MODULES.flatMap((module) => module.background?.(modules) ?? []));

  return {
    app,
    writersStarted: services.writingPool.started,
    async stop() {
      await housekeeping.stop();
      // Writings in flight end and are kept before the database goes.
      await Promise.all(background.map((work) => work.stop()));
      await apollo.stop();
    },
  };
}
