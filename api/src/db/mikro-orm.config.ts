import { Migrator } from '@mikro-orm/migrations';
import { defineConfig, type Options } from '@mikro-orm/postgresql';
import { RateLimitBucket } from '../lib/rate-limit.entity.js';
import { MODULES } from '../modules/index.js';
import { MIGRATIONS } from './migrations/index.js';

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
    pool: { min: 0, max: options.poolMax ?? 10 },
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
