import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import {
  editTextBodySchema,
  generateIntroductionSchema,
  introductionEnvelopeSchema,
  introductionSchema,
  listPageSchema,
  rateIntroductionSchema,
  ratingSchema,
  refineBodySchema,
  successSchema,
  versionSchema,
  versionsQuerySchema,
} from '@firstwords/contracts';
import { z } from 'zod';
import { domainPaths, errors, idParam, json, jsonBody } from '../../openapi/openapi-helpers.js';

const introductionId = idParam('id', 'The introduction');
const envelope = (description: string) => json(description, introductionEnvelopeSchema);

export function registerIntroductionPaths(registry: OpenAPIRegistry): void {
  const path = domainPaths(registry, 'Introductions');

  path({
    method: 'get',
    path: '/api/introductions',
    operationId: 'listIntroductions',
    summary: "The signed-in person's introductions, newest first",
    description: 'A bare array; when there is a next page, the `Link` header (rel="next") gives its address.',
    request: { query: listPageSchema },
    responses: { 200: json('One page', z.array(introductionSchema)), ...errors('BAD_USER_INPUT', 'UNAUTHENTICATED') },
  });
  path({
    method: 'post',
    path: '/api/introductions',
    operationId: 'generateIntroduction',
    summary: 'Write an introduction from the questionnaire, for one credit',
    description: 'Writes all four texts; the purpose chosen is the one shown first. A failure gives the credit back.',
    request: { body: jsonBody(generateIntroductionSchema) },
    responses: {
      201: envelope('Written'),
      ...errors('BAD_USER_INPUT', 'UNAUTHENTICATED', 'NO_CREDITS', 'TOO_MANY_REQUESTS', 'GENERATION_UNAVAILABLE'),
    },
  });
  path({
    method: 'get',
    path: '/api/introductions/{id}',
    operationId: 'getIntroduction',
    summary: 'One introduction',
    request: { params: introductionId },
    responses: { 200: json('The introduction', introductionSchema), ...errors('UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND') },
  });
  path({
    method: 'delete',
    path: '/api/introductions/{id}',
    operationId: 'deleteIntroduction',
    summary: 'Delete an introduction',
    request: { params: introductionId },
    responses: { 200: json('Deleted', successSchema), ...errors('UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND') },
  });
  path({
    method: 'post',
    path: '/api/introductions/{id}/regenerate',
    operationId: 'regenerateIntroduction',
    summary: 'Write all four texts again from the same answers, for one credit',
    request: { params: introductionId },
    responses: {
      200: envelope('Rewritten; the earlier texts are kept as versions'),
      ...errors('UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'NO_CREDITS', 'TOO_MANY_REQUESTS', 'GENERATION_UNAVAILABLE'),
    },
  });
  path({
    method: 'get',
    path: '/api/introductions/{id}/versions',
    operationId: 'listIntroductionVersions',
    summary: 'Every text an introduction has had, newest first',
    request: { params: introductionId, query: versionsQuerySchema },
    responses: {
      200: json('The versions', z.array(versionSchema)),
      ...errors('BAD_USER_INPUT', 'UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND'),
    },
  });
  path({
    method: 'post',
    path: '/api/introductions/{id}/versions',
    operationId: 'editIntroduction',
    summary: "Save the person's own text for one purpose (free)",
    request: { params: introductionId, body: jsonBody(editTextBodySchema) },
    responses: {
      201: envelope('Saved as the current version'),
      ...errors('BAD_USER_INPUT', 'UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'TOO_MANY_REQUESTS'),
    },
  });
  path({
    method: 'post',
    path: '/api/introductions/{id}/versions/{versionId}/restore',
    operationId: 'restoreIntroductionVersion',
    summary: 'Make an earlier version current again (kept as a new version)',
    request: { params: introductionId.extend(idParam('versionId', 'The version to restore').shape) },
    responses: {
      200: envelope('Restored'),
      ...errors('BAD_USER_INPUT', 'UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'TOO_MANY_REQUESTS'),
    },
  });
  path({
    method: 'post',
    path: '/api/introductions/{id}/refine',
    operationId: 'refineIntroduction',
    summary: 'Rewrite one text shorter, longer, more formal or warmer, for one credit',
    request: { params: introductionId, body: jsonBody(refineBodySchema) },
    responses: {
      200: envelope('Refined'),
      ...errors('BAD_USER_INPUT', 'UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'NO_CREDITS', 'TOO_MANY_REQUESTS', 'GENERATION_UNAVAILABLE'),
    },
  });
  path({
    method: 'post',
    path: '/api/intro-feedback',
    operationId: 'rateIntroduction',
    summary: 'Rate an introduction from 1 to 5, with an optional comment',
    request: { body: jsonBody(rateIntroductionSchema) },
    responses: { 200: json('The rating', ratingSchema), ...errors('BAD_USER_INPUT', 'UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND') },
  });
}
