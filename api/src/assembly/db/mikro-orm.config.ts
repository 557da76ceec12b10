import { Migrator } from '@mikro-orm/migrations';
import { defineConfig, type Options } from '@mikro-orm/postgresql';
import { RateLimitBucket } from '../../lib/rate-limit.entity.js';
import { MODULES } from '../modules.js';
import { MIGRATIONS } from '../../db/migrations/index.js';

export interface OrmOptions {
  poolMax?: number;
  debug?: boolean;
  /** Where MikroORM's own messages go (the migrator's progress); nowhere by default. */
  logger?: (message: string) => void;
}

export function createOrmConfig(clientUrl: string, options: OrmOptions = {}): Options {
  return defineConfig({
    clientUrl,
    // Listed, not discovered from a glob, so the same list works from TypeScript sources and from dist.
    entities: [RateLimitBucket, ...MODULES.flatMap((module) => module.entities ?? [])],
    extensions: [Migrator],
    forceUtcTimezone: true,
    debug: options.debug ?? false,
    logger: options.logger ?? (() => undefined),
    // Writings announce their drafts through the pool up to 20 times a second each: with 10 connections, 50 writings
    // at once left the requests starting new ones waiting (median first words 4.4-5.3 s in the streaming bench, 2.1-2.2
    // with 20, the event loop's p99 the same). Two replicas and their listeners stay well under PostgreSQL's 100.
    pool: { min: 0, max: options.poolMax ?? 20 },
    // Applied at start from this list; the migrator writes new files to src/db/migrations.
    migrations: {
      migrationsList: MIGRATIONS,
      path: 'src/db/migrations',
      pathTs: 'src/db/migrations',
      snapshot: false,
      transactional: true,
      allOrNothing: true,
      emit: 'ts',
    },
    allowGlobalContext: false,
  });
}
