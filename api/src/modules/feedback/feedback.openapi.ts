import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { feedbackSchema, successSchema } from '@firstwords/contracts';
import { domainPaths, errors, json, jsonBody } from '../../openapi/openapi-helpers.js';

export function registerFeedbackPaths(registry: OpenAPIRegistry): void {
  const path = domainPaths(registry, 'Feedback');
  path({
    method: 'post',
    path: '/api/feedback',
    operationId: 'submitFeedback',
    summary: 'Tell the team about the product',
    request: { body: jsonBody(feedbackSchema) },
    responses: { 201: json('Received', successSchema), ...errors('BAD_USER_INPUT', 'UNAUTHENTICATED', 'FORBIDDEN', 'TOO_MANY_REQUESTS') },
  });
}
