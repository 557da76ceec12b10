import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { CV_FILE_MAX_BYTES, cvFileTextSchema } from '@firstwords/contracts';
import { z } from 'zod';
import { domainPaths, errors, json } from '../../openapi/openapi-helpers.js';
import { MAX_PDF_PAGES } from './cv-file-limits.js';

const upload = z.object({
  file: z
    .string()
    .meta({ format: 'binary', description: `The CV: PDF, DOCX, ODT or plain text, ${CV_FILE_MAX_BYTES / 1024 / 1024} MB at most` }),
});

export function registerCvPaths(registry: OpenAPIRegistry): void {
  const path = domainPaths(registry, 'CV');
  path({
    method: 'post',
    path: '/api/cv/read',
    operationId: 'readCvFile',
    summary: "A CV file's text, for the CV box (the file is not kept)",
    description:
      `Checked by its first bytes against its name; read in a pool of worker threads within a few seconds. A PDF of more than ${MAX_PDF_PAGES} pages, ` +
      'one with a password or with no text (a scan), a DOCX or ODT that unpacks to far more than a CV, an empty file or one over the size ' +
      'limit is refused with a message that says what to do. Lines are joined as a person reads them: columns apart, a running header, ' +
      'footer or page number left out. As a state-changing call it needs `X-Requested-With` (a browser form cannot send it).',
    request: {
      headers: z.object({ 'x-requested-with': z.string().meta({ description: 'Any value, e.g. `fetch`' }) }),
      body: { required: true, content: { 'multipart/form-data': { schema: upload } } },
    },
    responses: {
      200: json('The text', cvFileTextSchema),
      ...errors('BAD_USER_INPUT', 'UNAUTHENTICATED', 'TOO_MANY_REQUESTS', 'GENERATION_UNAVAILABLE'),
    },
  });
}
