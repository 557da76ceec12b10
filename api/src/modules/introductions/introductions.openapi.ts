import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import {
  advertReadingSchema,
  answerReadingSchema,
  editTextBodySchema,
  generateIntroductionSchema,
  introductionEnvelopeSchema,
  introductionSchema,
  listPageSchema,
  rateIntroductionSchema,
  ratingSchema,
  refineBodySchema,
  successSchema,
  tailorBodySchema,
  versionSchema,
  purposeQuerySchema,
} from '@firstwords/contracts';
import { z } from 'zod';
import { domainPaths, errors, idParam, json, jsonBody } from '../../openapi/openapi-helpers.js';

const introductionId = idParam('id', 'The introduction');
const envelope = (description: string) => json(description, introductionEnvelopeSchema);

/** Writing answers once the texts are stored, or at once with `Prefer: respond-async`. */
const preferAsync = z.object({
  prefer: z
    .literal('respond-async')
    .optional()
    .meta({ description: 'Answer 202 as soon as the writing starts; the texts then stream at the `Location`.' }),
});
const startedAsync = {
  description: 'Started (`Prefer: respond-async`): the introduction as it stands; its writing streams at the `Location`',
  headers: {
    Location: { description: 'The writing: `/api/introductions/{id}/writing`', schema: { type: 'string' as const } },
    'Preference-Applied': { description: '`respond-async`', schema: { type: 'string' as const } },
  },
  content: { 'application/json': { schema: introductionEnvelopeSchema } },
};

/** What a rewrite with a body (tailor, refine) may answer besides its texts. */
const REWRITE_ERRORS = errors(
  'BAD_USER_INPUT',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'NO_CREDITS',
  'TOO_MANY_REQUESTS',
  'CONFLICT',
  'GENERATION_UNAVAILABLE',
);

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
    request: { body: jsonBody(generateIntroductionSchema), headers: preferAsync },
    responses: {
      201: envelope('Written'),
      202: startedAsync,
      ...errors('BAD_USER_INPUT', 'UNAUTHENTICATED', 'NO_CREDITS', 'TOO_MANY_REQUESTS', 'GENERATION_UNAVAILABLE'),
    },
  });
  path({
    method: 'post',
    path: '/api/introductions/reading',
    operationId: 'readAnswers',
    summary: 'How the writer will use the answers, before it writes (free)',
    description:
      'Each answer as the texts will say it, those it cannot say in a sentence marked with why, the career the CV gives and what the advert asks for.',
    request: { body: jsonBody(generateIntroductionSchema) },
    responses: {
      200: json('The reading', answerReadingSchema),
      ...errors('BAD_USER_INPUT', 'UNAUTHENTICATED', 'TOO_MANY_REQUESTS', 'GENERATION_UNAVAILABLE'),
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
    request: { params: introductionId, headers: preferAsync },
    responses: {
      200: envelope('Rewritten; the earlier texts are kept as versions'),
      202: startedAsync,
      ...errors('UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'NO_CREDITS', 'TOO_MANY_REQUESTS', 'CONFLICT', 'GENERATION_UNAVAILABLE'),
    },
  });
  path({
    method: 'get',
    path: '/api/introductions/{id}/writing',
    operationId: 'watchIntroductionWriting',
    summary: 'The texts being written, as server-sent events',
    description: [
      'A stream of server-sent events while the introduction is written, from whichever server answers: the drafts so',
      'far first, then each change.',
      '- `draft`: one text as it stands, `{ purpose, text, state }`; `state` is `writing`, `polishing` (a draft that',
      'failed a check is being asked again) or `done` (the text passed).',
      '- `done`: the writing ended and its texts are stored: `{ introduction }`.',
      '- `failed`: the writing failed and its credit was given back: `{ message, code }`.',
      'With nothing being written, `done` comes at once.',
    ].join('\n'),
    request: { params: introductionId },
    responses: {
      200: { description: 'The events', content: { 'text/event-stream': { schema: z.string() } } },
      ...errors('UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND'),
    },
  });
  path({
    method: 'get',
    path: '/api/introductions/{id}/versions',
    operationId: 'listIntroductionVersions',
    summary: 'Every text an introduction has had, newest first',
    request: { params: introductionId, query: purposeQuerySchema },
    responses: {
      200: json('The versions', z.array(versionSchema)),
      ...errors('BAD_USER_INPUT', 'UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND'),
    },
  });
  path({
    method: 'get',
    path: '/api/introductions/{id}/advert',
    operationId: 'readIntroductionAdvert',
    summary: 'What the advert asks for: each requirement covered, in the answers only, or not in the answers',
    description: 'Against the answers and the current text of `purpose` (the chosen purpose when none is named); empty without an advert.',
    request: { params: introductionId, query: purposeQuerySchema },
    responses: {
      200: json('The reading', advertReadingSchema),
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
    path: '/api/introductions/{id}/tailor',
    operationId: 'tailorIntroduction',
    summary: 'Write all four texts again for a job advert or event description, for one credit',
    description: 'The advert is kept with the new texts; if the writing fails, the introduction keeps the advert and texts it had.',
    request: { params: introductionId, body: jsonBody(tailorBodySchema), headers: preferAsync },
    responses: {
      200: envelope('Tailored; the earlier texts are kept as versions'),
      202: startedAsync,
      ...REWRITE_ERRORS,
    },
  });
  path({
    method: 'post',
    path: '/api/introductions/{id}/refine',
    operationId: 'refineIntroduction',
    summary: 'Rewrite one text shorter, longer, more formal or warmer, for one credit',
    request: { params: introductionId, body: jsonBody(refineBodySchema), headers: preferAsync },
    responses: {
      200: envelope('Refined'),
      202: startedAsync,
      ...REWRITE_ERRORS,
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
