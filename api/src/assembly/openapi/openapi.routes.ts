import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import express, { Router } from 'express';
import { buildOpenApiDocument } from './openapi-document.js';

// Swagger UI's own files, served from the package: the reference page needs nothing from the network.
const SWAGGER_UI = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

const DOCS_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>FirstWords REST API</title>
    <link rel="stylesheet" href="/api/docs/assets/swagger-ui.css" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="/api/docs/assets/swagger-ui-bundle.js"></script>
    <script src="/api/docs/start.js"></script>
  </body>
</html>
`;

// A file of its own rather than an inline script, which the content security policy refuses.
const START_SCRIPT = `window.ui = SwaggerUIBundle({
  url: '/api/openapi.json',
  dom_id: '#swagger-ui',
  deepLinking: true,
  withCredentials: true,
  presets: [SwaggerUIBundle.presets.apis],
});
`;

/** The OpenAPI document at /api/openapi.json and a reference page for it at /api/docs. */
export function openApiRoutes(): Router {
  const router = Router();
  let document: ReturnType<typeof buildOpenApiDocument> | undefined;
  router.get('/openapi.json', (_req, res) => {
    document ??= buildOpenApiDocument();
    res.json(document);
  });
  router.get('/docs', (_req, res) => {
    res.type('html').send(DOCS_PAGE);
  });
  router.get('/docs/start.js', (_req, res) => {
    res.type('js').send(START_SCRIPT);
  });
  router.use('/docs/assets', express.static(SWAGGER_UI, { index: false, maxAge: '1d' }));
  return router;
}
