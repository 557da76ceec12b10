import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { adminCheckSchema, adminLoginSchema, devLoginSchema, googleLoginSchema, meSchema, signedInSchema } from '@firstwords/contracts';
import { domainPaths, errors, json, jsonBody, noContent } from '../../openapi/openapi-helpers.js';

export function registerAuthPaths(registry: OpenAPIRegistry): void {
  const path = domainPaths(registry, 'Sign-in');
  const signIn = (
    address: string,
    operationId: string,
    summary: string,
    body: Parameters<typeof jsonBody>[0],
    failures: Parameters<typeof errors>,
  ) =>
    path({
      method: 'post',
      path: address,
      operationId,
      security: [],
      summary,
      description: 'Answers with the session token and sets it as the session cookie.',
      request: { body: jsonBody(body) },
      responses: { 200: json('Signed in', signedInSchema), ...errors('BAD_USER_INPUT', ...failures) },
    });
  // 403: the admin signs in only through admin-login; 404: the way of signing in is not offered on this server.
  signIn('/api/auth/dev-login', 'devLogin', 'Sign in by email (development and test only)', devLoginSchema, ['FORBIDDEN', 'NOT_FOUND']);
  signIn('/api/auth/google', 'googleLogin', 'Sign in with a Google ID token', googleLoginSchema, [
    'UNAUTHENTICATED',
    'FORBIDDEN',
    'NOT_FOUND',
  ]);
  signIn('/api/auth/admin-login', 'adminLogin', 'Sign in as an admin with email and password', adminLoginSchema, [
    'UNAUTHENTICATED',
    'TOO_MANY_REQUESTS',
  ]);

  path({
    method: 'post',
    path: '/api/auth/logout',
    operationId: 'logout',
    security: [],
    summary: 'End this session',
    responses: { 204: noContent('Signed out; the cookie is cleared') },
  });
  path({
    method: 'post',
    path: '/api/auth/logout-everywhere',
    operationId: 'logoutEverywhere',
    summary: 'End every session of the signed-in person',
    responses: { 204: noContent('Every session ended'), ...errors('UNAUTHENTICATED') },
  });
  path({
    method: 'get',
    path: '/api/auth/me',
    operationId: 'getMe',
    summary: 'The signed-in person',
    responses: { 200: json('The person', meSchema), ...errors('UNAUTHENTICATED') },
  });
  path({
    method: 'get',
    path: '/api/auth/check-admin',
    operationId: 'checkAdmin',
    summary: 'Whether the signed-in person is an admin',
    responses: { 200: json('The answer', adminCheckSchema), ...errors('UNAUTHENTICATED') },
  });
}
