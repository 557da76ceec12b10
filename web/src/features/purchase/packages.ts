import { CHECKOUT_PACKAGE_IDS } from '@firstwords/contracts';
import type { CreditPackagesQuery } from '@/graphql/__generated__/graphql';
import { lazyValue } from '@/lib/lazy-value';

export type CreditPackage = CreditPackagesQuery['creditPackages'][number];

const PACKAGE_ID_PREFIX = 'package_';

// Built on first use: a formatter loads locale data, slow on a phone, and this module loads with every signed-in page.
const poundFormat = lazyValue(() => new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }));

/** Prices are held in pence (docs/product.md, Packages and payments): 999 is "£9.99". */
export function formatPrice(pence: number): string {
  return poundFormat().format(pence / 100);
}

/** Packages for sale on the credits page; the monthly subscription is not one of them. */
export function purchasablePackages(packages: readonly CreditPackage[]): CreditPackage[] {
  return packages.filter((pkg) => !pkg.isSubscription);
}

/** "package_basic" is "basic" in the checkout address. */
export function checkoutPackageName(packageId: string): string {
  return packageId.replace(PACKAGE_ID_PREFIX, '');
}

export function packageIdFor(name: string | null): string | null {
  return CHECKOUT_PACKAGE_IDS.find((id) => id === `${PACKAGE_ID_PREFIX}${name}`) ?? null;
}
