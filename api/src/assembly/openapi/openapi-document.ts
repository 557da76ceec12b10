import { OpenAPIRegistry, OpenApiGeneratorV31 } from '@asteasolutions/zod-to-openapi';
import { MODULES } from '../modules.js';
import { registerUserIdHeader } from '../../openapi/openapi-helpers.js';

const DESCRIPTION = `Every REST path of FirstWords. The same operations are in the GraphQL API at /graphql.

Sign in with one of the /api/auth paths: the answer sets the session cookie and also gives the token, which
other clients send as \`Authorization: Bearer <token>\` or as \`x-auth-token: <token>\`. A state-changing request
with a body must send JSON (\`Content-Type: application/json\`, 1 MB at most); a browser request from another site is
refused.

Every error answers \`{ "message": ..., "fieldErrors"?: { field: message } }\` with the status of its code.
Stored text is kept escaped (docs/product.md, Stored text): \`<\`, \`>\` and \`"\` arrive as \`&lt;\`, \`&gt;\` and \`&quot;\`.`;

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
  registry.registerComponent('securitySchemes', 'authToken', {
    type: 'apiKey',
    in: 'header',
    name: 'x-auth-token',
    description: 'The same token in a header of its own, for clients that cannot send `Authorization`',
  });
  registerUserIdHeader(registry);
  for (const module of MODULES) module.openApi?.(registry);
  return new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: '3.1.0',
    info: {
      title: 'FirstWords REST API',
      version: '1.0.0',
      description: DESCRIPTION,
      // The project is not open source (no licence file, a private package): all rights reserved, as SPDX writes it.
      license: { name: 'Proprietary: all rights reserved', identifier: 'LicenseRef-FirstWords-Proprietary' },
    },
    servers: [{ url: '/' }],
  });
}
