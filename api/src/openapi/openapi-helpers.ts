import type { OpenAPIRegistry, ResponseConfig, RouteConfig } from '@asteasolutions/zod-to-openapi';
import { ERROR_HTTP_STATUS, errorBodySchema, type ErrorCode } from '@firstwords/contracts';
import { z } from 'zod';

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
  FORBIDDEN: 'Signed in, but not allowed (another person’s introduction, not an admin, a cross-site request)',
  BAD_USER_INPUT: 'The request is refused; `fieldErrors` has one message per field',
  NOT_FOUND: 'No such thing',
  NO_CREDITS: 'No credits left today (and no purchased ones): buy more or wait for the daily reset',
  PAYMENT_FAILED: 'The payment did not go through',
  TOO_MANY_REQUESTS: 'Too many requests: wait the seconds the Retry-After header gives',
  GENERATION_UNAVAILABLE: 'The writer failed or timed out; the credit was given back',
  INTERNAL_SERVER_ERROR: 'Something went wrong on our side',
};

/** The error responses a path can give, by the contracts' codes (402 is one response for both of its codes). */
export function errors(...codes: ErrorCode[]): Record<number, ResponseConfig> {
  const responses: Record<number, ResponseConfig> = {};
  for (const code of codes) {
    const status = ERROR_HTTP_STATUS[code];
    const earlier = responses[status]?.description;
    responses[status] = json(earlier ? `${earlier}; or: ${ERROR_DESCRIPTIONS[code]}` : ERROR_DESCRIPTIONS[code], errorBodySchema);
  }
  return responses;
}

/** Signed in with the session cookie or a bearer token; both name the same session. */
const SIGNED_IN: RouteConfig['security'] = [{ session: [] }, { bearer: [] }];

export const idParam = (name: string, description: string) =>
  z.object({ [name]: z.coerce.number().int().positive().meta({ description }) });

export type PathRegistrar = (registry: OpenAPIRegistry) => void;

/** Registers a domain's paths under its tag, each for a signed-in caller unless it says otherwise. */
export function domainPaths(registry: OpenAPIRegistry, tag: string) {
  return (config: RouteConfig) => registry.registerPath({ tags: [tag], security: SIGNED_IN, ...config });
}
