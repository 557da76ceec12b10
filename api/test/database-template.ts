import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import type { Config } from '../src/config/env.js';
import { createOrmConfig } from '../src/assembly/db/mikro-orm.config.js';
import { seedReferenceData } from '../src/assembly/db/seed.js';

export function serverUrlOf(url: string): string {
  const server = new URL(url);
  server.pathname = '/postgres';
  return server.toString();
}

export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function withServerClient<T>(serverUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Creates the template database: every migration applied, reference data seeded. */
export async function migrateTemplate(url: string, template: string, config: Config): Promise<void> {
  const serverUrl = serverUrlOf(url);
  await withServerClient(serverUrl, async (client) => {
    await client.query(`drop database if exists "${template}"`);
    await client.query(`create database "${template}"`);
  });
  const orm = await MikroORM.init(createOrmConfig(databaseUrl(serverUrl, template)));
  try {
    await orm.getMigrator().up();
    await seedReferenceData(orm.em.fork(), config);
  } finally {
    await orm.close(true);
  }
}
