import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp, type AppDependencies } from '../src/app.js';
import { loadConfig, type Config } from '../src/config/env.js';
import { createLogger } from '../src/lib/logger.js';
import { createTestDatabase, type TestDatabase } from './database.js';
import { testSettings } from './settings.js';

export interface TestApp {
  baseUrl: string;
  config: Config;
  db: TestDatabase;
  server: Server;
  close(): Promise<void>;
}

/** What a test may point elsewhere: fakes of outside services, a web build of its own. */
export type TestAppOptions = Pick<AppDependencies, 'serviceOptions' | 'webDistDirectory'> & Partial<Pick<AppDependencies, 'logger'>>;

/** The real app on its own fresh database, listening on a loopback port. */
export async function startTestApp(env: Record<string, string> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const db = await createTestDatabase();
  // One writing worker an app: each test file starts its own app, two files at a time.
  const config = loadConfig(testSettings({ DATABASE_URL: db.url, WRITING_THREADS: '1', ...env }));
  const { app, stop } = await createApp({ config, orm: db.orm, logger: createLogger(config.logLevel), ...options });
  const server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    config,
    db,
    server,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await stop();
      await db.close();
    },
  };
}
