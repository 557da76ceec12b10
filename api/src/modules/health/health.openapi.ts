import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import { json } from '../../openapi/openapi-helpers.js';

const live = z.strictObject({ status: z.literal('ok') }).meta({ id: 'Liveness' });
const readiness = z.strictObject({ status: z.enum(['ready', 'unavailable']), database: z.enum(['up', 'down']) }).meta({ id: 'Readiness' });

/** The probes, outside /api: no session, no body, nothing refused. */
export function registerHealthPaths(registry: OpenAPIRegistry): void {
  const probe = { tags: ['Health'], security: [] };
  registry.registerPath({
    ...probe,
    method: 'get',
    path: '/healthz',
    operationId: 'checkLiveness',
    summary: 'Liveness: the process serves requests',
    responses: { 200: json('Alive', live) },
  });
  registry.registerPath({
    ...probe,
    method: 'get',
    path: '/readyz',
    operationId: 'checkReadiness',
    summary: 'Readiness: the database answers within 2 seconds',
    responses: { 200: json('Ready', readiness), 503: json('The database is down or slow', readiness) },
  });
}
