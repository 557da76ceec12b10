import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/app.js';
import { json } from '../../test/http.js';

/** A sign-in from a browser on https://<host>, as a TLS-terminating proxy forwards it over plain HTTP. */
const signInThroughProxy = (app: TestApp, email: string) =>
  json(app, 'POST', '/api/auth/dev-login', { email }, { origin: `https://${new URL(app.baseUrl).host}`, 'x-forwarded-proto': 'https' });

describe('TRUST_PROXY', () => {
  let behindProxy: TestApp;
  let exposed: TestApp;
  beforeAll(async () => {
    [behindProxy, exposed] = await Promise.all([startTestApp({ TRUST_PROXY: '1' }), startTestApp()]);
  });
  afterAll(async () => Promise.all([behindProxy.close(), exposed.close()]));

  it('as a hop count, believes the one proxy in front about the scheme the browser used', async () => {
    expect((await signInThroughProxy(behindProxy, 'proxied@example.com')).status).toBe(200);
  });

  it('unset, believes no forwarded header', async () => {
    const response = await signInThroughProxy(exposed, 'spoofed@example.com');
    expect(response).toMatchObject({ status: 403, body: { message: 'Cross-site requests are not allowed.' } });
  });
});
