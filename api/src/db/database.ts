import { MikroORM } from '@mikro-orm/postgresql';
import type { Config } from '../config/env.js';
import { projectPath } from '../config/paths.js';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './embedded-postgres.js';
import { createOrmConfig } from './mikro-orm.config.js';

export interface Database {
  orm: MikroORM;
  url: string;
  close(): Promise<void>;
}

interface DatabaseLogger {
  info(message: string): void;
  debug(message: string): void;
}

/** Connects to DATABASE_URL, or starts the embedded PostgreSQL, then applies pending migrations. */
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
    });
    url = embedded.url;
  }
  try {
    const orm = await MikroORM.init(createOrmConfig(url));
    const applied = await orm.getMigrator().up();
    if (applied.length > 0) {
      logger.info(`Applied ${applied.length} migration(s): ${applied.map((m) => m.name).join(', ')}`);
    }
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
