import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { testSettings } from '../../../test/settings.js';
import { clientOf } from '../../../test/app-instances.js';
import { graphql, json } from '../../../test/http.js';
import { createApp } from '../../app.js';
import { loadConfig } from '../../config/env.js';
import { startEmbeddedPostgres } from '../../db/embedded-postgres.js';
import { createOrmConfig } from '../../assembly/db/mikro-orm.config.js';
import { findFreePort } from '../../lib/free-port.js';
import { createLogger } from '../../lib/logger.js';

describe('health endpoints', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => app.close());

  it('answers liveness and readiness while the database is up', async () => {
    const live = await fetch(`${app.baseUrl}/healthz`);
    expect(live.status).toBe(200);
    expect(await live.json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${app.baseUrl}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ database: 'up' });
  });

  it('answers the GraphQL health query', async () => {
    const response = await fetch(`${app.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ health }' }),
    });
    expect(await response.json()).toEqual({ data: { health: 'ok' } });
  });

  it('answers an unknown API path with JSON 404, never the web app', async () => {
    const response = await fetch(`${app.baseUrl}/api/no-such-thing`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Not found' });
  });

  it('reports not ready once its database stops, while staying live, and answers calls 503 with a time to come back', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'firstwords-readyz-'));
    const database = await startEmbeddedPostgres({ directory, port: await findFreePort(), databaseName: 'readyz' });
    const orm = await MikroORM.init(createOrmConfig(database.url));
    await orm.getMigrator().up();
    const config = loadConfig(testSettings({ DATABASE_URL: database.url }));
    const { app: express, stop } = await createApp({ config, orm, logger: createLogger('silent') });
    const server = express.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const address = server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    try {
      expect((await fetch(`${base}/readyz`)).status).toBe(200);
      const signedIn = await json(clientOf({ baseUrl: base }), 'POST', '/api/auth/dev-login', { email: 'waiting@example.com' });
      const headers = { authorization: `Bearer ${signedIn.body.token}` };
      await database.stop();
      const ready = await fetch(`${base}/readyz`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toMatchObject({ database: 'down' });
      expect((await fetch(`${base}/healthz`)).status).toBe(200);

      const unreachable = "FirstWords can't reach its database just now. Nothing was changed; please try again in a moment.";
      const rest = await json(clientOf({ baseUrl: base }), 'GET', '/api/credits', undefined, headers);
      expect(rest.status).toBe(503);
      expect(rest.headers.get('retry-after')).toBe('5');
      expect(rest.body).toEqual({ message: unreachable });
      const graph = await graphql(clientOf({ baseUrl: base }), '{ credits { remaining } }', {}, headers);
      expect(graph.body.errors).toEqual([expect.objectContaining({ message: unreachable, extensions: { code: 'SERVICE_UNAVAILABLE' } })]);
    } finally {
      server.close();
      await stop();
      await orm.close(true).catch(() => undefined);
      await rm(directory, { recursive: true, force: true });
    }
  });
});
