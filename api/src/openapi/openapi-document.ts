import { OpenAPIRegistry, OpenApiGeneratorV31 } from '@asteasolutions/zod-to-openapi';
import { registerAdminPaths } from '../modules/admin/admin.openapi.js';
import { registerAuthPaths } from '../modules/auth/auth.openapi.js';
import { registerCreditsPaths } from '../modules/credits/credits.openapi.js';
import { registerFeedbackPaths } from '../modules/feedback/feedback.openapi.js';
import { registerIntroductionPaths } from '../modules/introductions/introductions.openapi.js';
import { registerPaymentPaths } from '../modules/payments/payments.openapi.js';
import { registerProfilePaths } from '../modules/users/profile.openapi.js';
import type { PathRegistrar } from './openapi-helpers.js';

const DOMAINS: PathRegistrar[] = [
  registerAuthPaths,
  registerIntroductionPaths,
  registerCreditsPaths,
  registerPaymentPaths,
  registerProfilePaths,
  registerFeedbackPaths,
  registerAdminPaths,
];

const DESCRIPTION = `Every REST path of FirstWords. The same operations are in the GraphQL API at /graphql.

Sign in with one of the /api/auth paths: the answer sets the session cookie and also gives the token, which
other clients send as \`Authorization: Bearer <token>\`. A state-changing request with a body must send JSON
(\`Content-Type: application/json\`); a browser request from another site is refused.

Every error answers \`{ "message": ..., "fieldErrors"?: { field: message } }\` with the status of its code.
Stored text keeps the specification's escaping: \`<\`, \`>\` and \`"\` arrive as \`&lt;\`, \`&gt;\` and \`&quot;\`.`;

/** The OpenAPI 3.1 document of the REST API, built from the contracts' schemas. */
export function buildOpenApiDocument() {
  const registry = new OpenAPIRegistry();
  registry.registerComponent('securitySchemes', 'session', {
    type: 'apiKey',
    in: 'cookie',
    name: 'fw_session',
    description: 'The session cookie the sign-in paths set (named __Host-fw_session in production)',
  });
  registry.registerComponent('securitySchemes', 'bearer', {
    type: 'http',
    scheme: 'bearer',
    description: 'The token the sign-in paths answer with',
  });
  for (const register of DOMAINS) register(registry);
  return new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: '3.1.0',
    info: { title: 'FirstWords REST API', version: '1.0.0', description: DESCRIPTION },
    servers: [{ url: '/' }],
  });
}
