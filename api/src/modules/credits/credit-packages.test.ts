import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { graphql, json } from '../../../test/http.js';

const SPEC_PACKAGES = [
  { id: 'package_basic', name: 'Basic Package', credits: 5, price: 999, currency: 'gbp', isSubscription: false, bestValue: false },
  { id: 'package_standard', name: 'Standard Package', credits: 50, price: 2999, currency: 'gbp', isSubscription: false, bestValue: false },
  { id: 'package_premium', name: 'Premium Package', credits: 100, price: 5999, currency: 'gbp', isSubscription: false, bestValue: true },
  {
    id: 'package_monthly',
    name: 'Monthly Subscription',
    credits: 100,
    price: 5999,
    currency: 'gbp',
    isSubscription: true,
    bestValue: false,
  },
];

describe('credit packages', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => app.close());

  it('lists the three packages to anyone, in order, prices in pence', async () => {
    const response = await json(app, 'GET', '/api/credits/packages');
    expect(response.status).toBe(200);
    expect(response.body).toEqual(SPEC_PACKAGES.map((pkg) => ({ ...pkg, description: expect.any(String) })));
  });

  it('lists the same over GraphQL without signing in', async () => {
    const response = await graphql(app, '{ creditPackages { id name description credits price currency isSubscription bestValue } }');
    expect(response.body).toEqual({
      data: { creditPackages: SPEC_PACKAGES.map((pkg) => ({ ...pkg, description: expect.any(String) })) },
    });
  });

  it('leaves out a package that is no longer on sale', async () => {
    const em = app.db.orm.em.fork();
    await em.getConnection().execute(`update credit_packages set active = false where id = 'package_standard'`);
    try {
      const response = await json(app, 'GET', '/api/credits/packages');
      expect(response.body.map((pkg: { id: string }) => pkg.id)).toEqual(['package_basic', 'package_premium', 'package_monthly']);
    } finally {
      await em.getConnection().execute(`update credit_packages set active = true where id = 'package_standard'`);
    }
  });
});
