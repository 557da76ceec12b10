import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../../config/env.js';
import { ensureAdminAccount } from '../../modules/auth/admin-account.js';
import { seedCreditPackages } from '../../modules/credits/credit-packages.seed.js';

/** Reference data every start needs; safe to run again. */
export async function seedReferenceData(em: EntityManager, config: Config): Promise<void> {
  await seedCreditPackages(em);
  await ensureAdminAccount(em, config.admin);
}
