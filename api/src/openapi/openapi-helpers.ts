import type { OpenAPIRegistry, ResponseConfig, RouteConfig } from '@asteasolutions/zod-to-openapi';
import { ERROR_HTTP_STATUS, errorBodySchema, type ErrorCode } from '@firstwords/contracts';
import { z } from 'zod';
import { MAX_ID } from '../lib/path-ids.js';

/** A JSON request body for a path. */
export const jsonBody = (schema: z.ZodType, description?: string): NonNullable<RouteConfig['request']>['body'] => ({
  required: true,
  description,
  content: { 'application/json': { schema } },
});

export const json = (description: string, schema: z.ZodType): ResponseConfig => ({
  description,
  content: { 'application/json': { schema } },
});

export const noContent = (description: string): ResponseConfig => ({ description });

const ERROR_DESCRIPTIONS: Record<ErrorCode, string> = {
  UNAUTHENTICATED: 'Not signed in, or the session has ended',
  FORBIDDEN: 'Not allowed: someone else’s introduction or payment, a `userId` that is not the caller’s, or not for this account',
  BAD_USER_INPUT: 'The request is refused; `fieldErrors` has one message per field',
  NOT_FOUND: 'No such thing',
  NO_CREDITS: 'No credits left today (and no purchased ones): buy more or wait for the daily reset',
  PAYMENT_FAILED: 'The payment did not go through',
  TOO_MANY_REQUESTS: 'Too many requests: the message says how long to wait',
  CONFLICT: 'The introduction is still being written: wait for its writing to end',
  GENERATION_UNAVAILABLE:
    'The writer failed or ran past its time budget, and the credit was given back; or the writers are all busy, nothing was charged: try again after `Retry-After` seconds',
  SERVICE_UNAVAILABLE: 'The database cannot be reached for a moment; nothing was changed: try again after `Retry-After` seconds',
  INTERNAL_SERVER_ERROR: 'Something went wrong on our side',
};

type Responses = Record<number, ResponseConfig>;

export const errorResponse = (description: string) => json(description, errorBodySchema);

/** Adds an error answer; a status already there (402 for both of its codes, say) gets the reason added to its description. */
function addError(responses: Responses, status: number, description: string): void {
  const earlier = responses[status]?.description;
  responses[status] = errorResponse(earlier ? `${earlier}; or: ${description}` : description);
}

/** The error responses a path can give, by the contracts' codes. */
export function errors(...codes: ErrorCode[]): Responses {
  const responses: Responses = {};
  for (const code of codes) addError(responses, ERROR_HTTP_STATUS[code], ERROR_DESCRIPTIONS[code]);
  return responses;
}

type Method = RouteConfig['method'];

/**
 * What the middleware in front of every /api route (app.ts) may answer before the route runs: the identity check of
 * `x-user-id` (identity.middleware.ts), a database out of reach (http-errors.ts), and for a request that changes something, the cross-site checks (security.ts)
 * and the JSON body parser's refusals (http-errors.ts).
 */
function requestRefusals(method: Method): [number, string][] {
  const refusals: [number, string][] = [
    [401, 'An `x-user-id` header came without a session'],
    [403, 'The `x-user-id` header names someone other than the signed-in person'],
    [503, ERROR_DESCRIPTIONS.SERVICE_UNAVAILABLE],
  ];
  if (method === 'get') return refusals;
  return [
    [400, 'The body is not valid JSON'],
    ...refusals,
    [403, 'A browser request from another site'],
    [413, 'The body is over 1 MB'],
    [415, 'The body is not JSON (`Content-Type: application/json`), not UTF-8, or compressed other than with gzip, deflate or br'],
  ];
}

/** `x-user-id`, which older clients send: never who the caller is, refused when not theirs (docs/product.md, REST compatibility). */
const USER_ID_HEADER = 'UserIdHeader';

export function registerUserIdHeader(registry: OpenAPIRegistry): void {
  registry.registerComponent('parameters', USER_ID_HEADER, {
    name: 'x-user-id',
    in: 'header',
    required: false,
    description:
      'Optional. When sent, it must be the signed-in person’s id: without a session the request is refused (401), with another id it is forbidden (403). It never signs anyone in.',
    schema: { type: 'string' },
  });
}

/** Signed in with the session cookie, a bearer token or the `x-auth-token` header; all three carry the same session token. */
const SIGNED_IN: RouteConfig['security'] = [{ session: [] }, { bearer: [] }, { authToken: [] }];

export const idParam = (name: string, description: string) =>
  z.object({ [name]: z.coerce.number().int().positive().max(MAX_ID).meta({ description }) });

export type PathRegistrar = (registry: OpenAPIRegistry) => void;

/** Whether a path's parameters hold a numbered id (idParam's), which lib/path-ids.ts checks. */
function hasNumberedId(params: unknown): boolean {
  return params instanceof z.ZodObject && Object.values(params.shape).some((schema) => schema instanceof z.ZodNumber);
}

/** A path's registration; the operationId is what a generated client names its method. */
type PathConfig = Omit<RouteConfig, 'responses' | 'parameters'> & { operationId: string; responses: Responses };

/**
 * Registers a domain's /api paths under its tag, each for a signed-in caller unless it says otherwise, with the answers
 * the middleware in front of every /api route may give besides its own.
 */
export function domainPaths(registry: OpenAPIRegistry, tag: string) {
  return ({ responses, ...config }: PathConfig) => {
    const all: Responses = { ...responses };
    for (const [status, description] of requestRefusals(config.method)) addError(all, status, description);
    // lib/path-ids.ts: the same answer on every path with an id.
    if (hasNumberedId(config.request?.params)) addError(all, 400, 'An id in the path is not a whole number from 1 to 2,147,483,647');
    registry.registerPath({
      tags: [tag],
      security: SIGNED_IN,
      ...config,
      parameters: [{ $ref: `#/components/parameters/${USER_ID_HEADER}` }],
      responses: all,
    });
  };
}
