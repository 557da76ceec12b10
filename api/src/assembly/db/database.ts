import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import type { Config } from '../../config/env.js';
import { projectPath } from '../../config/paths.js';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../../db/embedded-postgres.js';
import { createOrmConfig } from './mikro-orm.config.js';
import { seedReferenceData } from './seed.js';

export interface Database {
  orm: MikroORM;
  url: string;
  close(): Promise<void>;
}

interface DatabaseLogger {
  info(message: string): void;
  warn(message: string): void;
  debug(message: string): void;
}

// Any fixed number will do, as long as every FirstWords process uses the same one.
const STARTUP_LOCK_KEY = 4_161_917_501;

/**
 * Runs `work` while holding a PostgreSQL advisory lock on a connection of its own: replicas starting
 * together take turns, so migrations and seeding run once. Closing that connection releases the lock,
 * also when the process dies.
 */
async function whileHoldingStartupLock<T>(url: string, work: () => Promise<T>): Promise<T> {
  const lockConnection = new pg.Client({ connectionString: url });
  await lockConnection.connect();
  try {
    await lockConnection.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    return await work();
  } finally {
    await lockConnection.end();
  }
}

/**
 * Connects to DATABASE_URL, or starts the embedded PostgreSQL, then applies pending migrations and
 * seeds the reference data, one process at a time.
 */
export async function openDatabase(config: Config, logger: DatabaseLogger): Promise<Database> {
  let embedded: EmbeddedDatabase | undefined;
  let url = config.database.url;
  if (url === undefined) {
    const directory = projectPath(config.database.dataDir, 'postgres');
    logger.info(`Starting the embedded PostgreSQL (data in ${directory})`);
    embedded = await startEmbeddedPostgres({
      directory,
      port: config.database.embeddedPort,
      databaseName: 'firstwords',
      log: (line) => logger.debug(line),
      onPortTaken: (taken, used) =>
        logger.warn(`Port ${taken} is taken, so the embedded PostgreSQL uses port ${used} (EMBEDDED_POSTGRES_PORT chooses it).`),
    });
    url = embedded.url;
  }
  try {
    const orm = await MikroORM.init(createOrmConfig(url));
    await whileHoldingStartupLock(url, async () => {
      const applied = await orm.getMigrator().up();
      if (applied.length > 0) {
        logger.info(`Applied ${applied.length} migration(s): ${applied.map((m) => m.name).join(', ')}`);
      }
      await seedReferenceData(orm.em.fork(), config);
    });
    return {
      orm,
      url,
      async close() {
        await orm.close(true);
        await embedded?.stop();
      },
    };
  } catch (error) {
    await embedded?.stop();
    throw error;
  }
}
