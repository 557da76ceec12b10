function creditPackage(name: 'basic' | 'standard' | 'premium' | 'monthly', credits: number, price: number) {
  return {
    id: `package_${name}`,
    name: `${name[0]!.toUpperCase()}${name.slice(1)} Package`,
    description: `${credits} credits.`,
    credits,
    price,
    currency: 'gbp',
    isSubscription: name === 'monthly',
    bestValue: name === 'premium',
  };
}

export const PACKAGES = [
  creditPackage('basic', 5, 999),
  creditPackage('standard', 50, 2999),
  creditPackage('premium', 100, 5999),
  creditPackage('monthly', 100, 5999),
];

export const PAYMENT_INTENT = { clientSecret: 'pi_1_secret_abc', paymentIntentId: 'pi_1' };
