import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { sharedTextSchema, successSchema, textKindSchema } from '@firstwords/contracts';
import { z } from 'zod';
import { domainPaths, errors, idParam, json, jsonBody } from '../../../openapi/openapi-helpers.js';

const introductionId = idParam('id', 'The introduction');
const purposeParam = z.object({ purpose: textKindSchema.meta({ description: 'The text: one of the four purposes, or headline' }) });
const OWNED_ERRORS = errors('BAD_USER_INPUT', 'UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'TOO_MANY_REQUESTS');

export function registerSharingPaths(registry: OpenAPIRegistry): void {
  const path = domainPaths(registry, 'Sharing');
  path({
    method: 'get',
    path: '/api/introductions/{id}/shares',
    operationId: 'listSharedTexts',
    summary: "The introduction's texts shared by link",
    request: { params: introductionId },
    responses: { 200: json('The shared texts', z.array(sharedTextSchema)), ...errors('UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND') },
  });
  path({
    method: 'post',
    path: '/api/introductions/{id}/shares',
    operationId: 'shareText',
    summary: 'Share one text by an unguessable link (`/s/{token}`), as it stands now',
    description:
      'The page shows the text and the name, nothing else, with a title and description for link previews, and is not indexed. ' +
      'A text shared already keeps its link and wording (200); an edit reaches the page only through `PUT`.',
    request: { params: introductionId, body: jsonBody(z.object({ purpose: textKindSchema })) },
    responses: { 201: json('Shared', sharedTextSchema), 200: json('Shared already', sharedTextSchema), ...OWNED_ERRORS },
  });
  path({
    method: 'put',
    path: '/api/introductions/{id}/shares/{purpose}',
    operationId: 'updateSharedText',
    summary: 'The shared page shows the text as it stands now',
    request: { params: introductionId.extend(purposeParam.shape) },
    responses: { 200: json('Updated', sharedTextSchema), ...OWNED_ERRORS },
  });
  path({
    method: 'delete',
    path: '/api/introductions/{id}/shares/{purpose}',
    operationId: 'stopSharingText',
    summary: 'Stop sharing: the link answers 404 at once',
    request: { params: introductionId.extend(purposeParam.shape) },
    responses: { 200: json('Stopped', successSchema), ...OWNED_ERRORS },
  });
}
