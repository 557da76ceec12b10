import type { PackageId } from '@firstwords/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { CreditPackage } from './credit-package.entity.js';

/** The credit packages (docs/product.md, Packages and payments). Prices in pence. */
const CREDIT_PACKAGES = [
  {
    id: 'package_basic',
    name: 'Basic Package',
    description: '5 credits with full customization.',
    credits: 5,
    price: 999,
    isSubscription: false,
    bestValue: false,
    sortOrder: 1,
  },
  {
    id: 'package_standard',
    name: 'Standard Package',
    description: '50 credits with full customization and priority processing.',
    credits: 50,
    price: 2999,
    isSubscription: false,
    bestValue: false,
    sortOrder: 2,
  },
  {
    id: 'package_premium',
    name: 'Premium Package',
    description: '100 credits with priority processing and feedback suggestions.',
    credits: 100,
    price: 5999,
    isSubscription: false,
    bestValue: true,
    sortOrder: 3,
  },
  {
    id: 'package_monthly',
    name: 'Monthly Subscription',
    description: '100 credits every month.',
    credits: 100,
    price: 5999,
    isSubscription: true,
    bestValue: false,
    sortOrder: 4,
  },
] as const satisfies ReadonlyArray<{ id: PackageId } & Record<string, unknown>>;

export async function seedCreditPackages(em: EntityManager): Promise<void> {
  await em.upsertMany(
    CreditPackage,
    CREDIT_PACKAGES.map((pkg) => ({ ...pkg, currency: 'gbp', active: true })),
  );
}
