// Reflect's metadata API must exist before TypeGraphQL's decorators run in the modules' resolvers.
import 'reflect-metadata';
import type { AppModule, ServiceContext, ServiceOptions, Services } from '../lib/app-module.js';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Config } from '../config/env.js';
import { systemClock } from '../lib/clock.js';
import { createLogger } from '../lib/logger.js';
import { adminModule } from '../modules/admin/admin.module.js';
import { authModule } from '../modules/auth/auth.module.js';
import { creditsModule } from '../modules/credits/credits.module.js';
import { cvModule } from '../modules/cv/cv.module.js';
import { feedbackModule } from '../modules/feedback/feedback.module.js';
import { healthModule } from '../modules/health/health.module.js';
import { introductionsModule } from '../modules/introductions/introductions.module.js';
import { paymentsModule } from '../modules/payments/payments.module.js';
import { usersModule } from '../modules/users/users.module.js';
import { profileModule } from '../modules/profile/profile.module.js';

// In the order their services are built (a module's services may use those listed before it) and their routes
// are mounted.
const DOMAINS = [
  healthModule,
  usersModule,
  creditsModule,
  authModule,
  paymentsModule,
  feedbackModule,
  introductionsModule,
  cvModule,
  profileModule,
  adminModule,
] as const;

/** Every domain of the app, as the app registers them. */
export const MODULES = DOMAINS as readonly AppModule<object, object>[];

/** Builds each module's services in turn; one that asks for a service no earlier module built stops the start. */
export function createServices(config: Config, orm: MikroORM, options: ServiceOptions = {}): Services {
  const clock = options.clock ?? systemClock;
  const context: ServiceContext = {
    config,
    orm,
    clock,
    logger: options.logger ?? createLogger(config.logLevel),
    metrics: options.metrics,
    options,
  };
  const built: Partial<Services> = { config, clock };
  for (const module of MODULES) {
    const needs = new Proxy(built, {
      get(services, name: keyof Services) {
        if (!(name in services)) throw new Error(`The ${module.name} module needs ${name}, which no module before it provides`);
        return services[name];
      },
    });
    Object.assign(built, module.services?.(context, needs));
  }
  return built as Services;
}
