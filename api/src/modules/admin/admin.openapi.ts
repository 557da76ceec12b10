import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import {
  adminIntroductionsSchema,
  adminStatsSchema,
  adminUserSchema,
  adminUsersPortalSchema,
  pageSchema,
  premiumBodySchema,
} from '@firstwords/contracts';
import { z } from 'zod';
import { domainPaths, errors, json, jsonBody } from '../../openapi/openapi-helpers.js';

const ADMIN_ONLY = errors('UNAUTHENTICATED', 'FORBIDDEN');
const totalCount = { 'X-Total-Count': { description: 'How many users there are in all', schema: { type: 'integer' as const } } };

export function registerAdminPaths(registry: OpenAPIRegistry): void {
  const path = domainPaths(registry, 'Admin');
  // The web app calls /api/admin-portal first and falls back to /api/admin: the same handlers.
  for (const [base, name] of [
    ['/api/admin', 'Admin'],
    ['/api/admin-portal', 'AdminPortal'],
  ]) {
    path({
      method: 'get',
      path: `${base}/stats`,
      operationId: `get${name}Stats`,
      summary: 'Usage statistics',
      responses: { 200: json('The statistics', adminStatsSchema), ...ADMIN_ONLY },
    });
    path({
      method: 'get',
      path: `${base}/introductions`,
      operationId: `list${name}Introductions`,
      summary: 'One page of every introduction, newest first, with the count per day',
      request: { query: pageSchema },
      responses: { 200: json('One page', adminIntroductionsSchema), ...errors('BAD_USER_INPUT'), ...ADMIN_ONLY },
    });
  }
  path({
    method: 'get',
    path: '/api/admin/users',
    operationId: 'listAdminUsers',
    summary: 'One page of users, newest first (a bare array)',
    request: { query: pageSchema },
    responses: {
      200: { ...json('One page', z.array(adminUserSchema)), headers: totalCount },
      ...errors('BAD_USER_INPUT'),
      ...ADMIN_ONLY,
    },
  });
  path({
    method: 'get',
    path: '/api/admin-portal/users',
    operationId: 'listAdminPortalUsers',
    summary: 'One page of users, newest first (as `{users}`)',
    request: { query: pageSchema },
    responses: {
      200: { ...json('One page', adminUsersPortalSchema), headers: totalCount },
      ...errors('BAD_USER_INPUT'),
      ...ADMIN_ONLY,
    },
  });
  path({
    method: 'put',
    path: '/api/admin/users/{id}/premium',
    operationId: 'setUserPremium',
    summary: 'Grant or take back premium',
    request: { params: z.object({ id: z.guid().meta({ description: 'The user' }) }), body: jsonBody(premiumBodySchema) },
    responses: { 200: json('The user', adminUserSchema), ...errors('BAD_USER_INPUT', 'NOT_FOUND'), ...ADMIN_ONLY },
  });
}
