import type { EntityManager } from '@mikro-orm/postgresql';
import { noSubscriptionPlan, packageNotForSale, subscriptionNotAPackage } from './credits.errors.js';
import { CreditPackage } from './credit-package.entity.js';

/** A package as the web app and API clients see it; prices in minor units (pence). */
export interface CreditPackageView {
  id: string;
  name: string;
  description: string;
  credits: number;
  price: number;
  currency: string;
  isSubscription: boolean;
  bestValue: boolean;
}

function toCreditPackageView(pkg: CreditPackage): CreditPackageView {
  return {
    id: pkg.id,
    name: pkg.name,
    description: pkg.description,
    credits: pkg.credits,
    price: pkg.price,
    currency: pkg.currency,
    isSubscription: pkg.isSubscription,
    bestValue: pkg.bestValue,
  };
}

export class CreditPackagesService {
  /** Everything on sale, the subscription included, in display order. */
  async listActive(em: EntityManager): Promise<CreditPackageView[]> {
    const packages = await em.find(CreditPackage, { active: true }, { orderBy: { sortOrder: 'asc', id: 'asc' } });
    return packages.map(toCreditPackageView);
  }

  /** Any package ever sold, so a payment made just before a package was withdrawn still counts. */
  findById(em: EntityManager, id: string): Promise<CreditPackage | null> {
    return em.findOne(CreditPackage, { id });
  }

  /** A one-off package that is on sale now. */
  async findPurchasable(em: EntityManager, id: string): Promise<CreditPackage> {
    const pkg = await em.findOne(CreditPackage, { id, active: true });
    if (pkg === null) throw packageNotForSale();
    if (pkg.isSubscription) throw subscriptionNotAPackage();
    return pkg;
  }

  async findSubscription(em: EntityManager): Promise<CreditPackage> {
    const pkg = await em.findOne(CreditPackage, { isSubscription: true, active: true }, { orderBy: { sortOrder: 'asc' } });
    if (pkg === null) throw noSubscriptionPlan();
    return pkg;
  }
}
