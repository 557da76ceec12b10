import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { creditPackageSchema, creditsSchema } from '@firstwords/contracts';
import { z } from 'zod';
import { domainPaths, errors, json } from '../../openapi/openapi-helpers.js';

export function registerCreditsPaths(registry: OpenAPIRegistry): void {
  const path = domainPaths(registry, 'Credits');
  path({
    method: 'get',
    path: '/api/credits',
    operationId: 'getCredits',
    summary: "The signed-in person's credits: free today, purchased, premium",
    responses: { 200: json('The balance', creditsSchema), ...errors('UNAUTHENTICATED') },
  });
  path({
    method: 'get',
    path: '/api/credits/packages',
    operationId: 'listCreditPackages',
    security: [],
    summary: 'The credit packages for sale (open to everyone)',
    responses: { 200: json('The packages', z.array(creditPackageSchema)) },
  });
}
