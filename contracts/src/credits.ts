/** Free credits each person gets a day (docs/product.md, Credits); the API's balance carries it too. */
export const DAILY_ALLOWANCE = 3;

/** The credit packages by id (docs/product.md, Packages and payments); the prices live with the packages on the server. */
export const PACKAGE_IDS = ['package_basic', 'package_standard', 'package_premium', 'package_monthly'] as const;
export type PackageId = (typeof PACKAGE_IDS)[number];

/** The packages bought once on the credits page; the monthly one is a subscription. */
export const CHECKOUT_PACKAGE_IDS = ['package_basic', 'package_standard', 'package_premium'] as const satisfies readonly PackageId[];
