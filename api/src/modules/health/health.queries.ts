import type { EntityManager } from '@mikro-orm/postgresql';

/** The smallest statement that needs the database to answer. */
export async function pingDatabase(em: EntityManager): Promise<void> {
  await em.getConnection().execute('select 1');
}
