import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { profileResponseSchema, profileSchema } from '@firstwords/contracts';
import { domainPaths, errors, json, jsonBody, noContent } from '../../openapi/openapi-helpers.js';

export function registerProfilePaths(registry: OpenAPIRegistry): void {
  const path = domainPaths(registry, 'Profile');
  path({
    method: 'get',
    path: '/api/profile',
    operationId: 'getProfile',
    summary: "The signed-in person's profile",
    responses: { 200: json('The profile', profileResponseSchema), ...errors('UNAUTHENTICATED') },
  });
  path({
    method: 'put',
    path: '/api/profile',
    operationId: 'updateProfile',
    summary: 'Change the profile: an absent field stays, an empty or null one is cleared',
    request: { body: jsonBody(profileSchema) },
    responses: { 200: json('The profile', profileResponseSchema), ...errors('BAD_USER_INPUT', 'UNAUTHENTICATED', 'FORBIDDEN') },
  });
  path({
    method: 'delete',
    path: '/api/account',
    operationId: 'deleteAccount',
    summary: 'Delete the account and everything in it',
    responses: { 204: noContent('Deleted; the cookie is cleared'), ...errors('UNAUTHENTICATED', 'FORBIDDEN') },
  });
}
