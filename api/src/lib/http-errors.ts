import { ErrorCode } from '@firstwords/contracts';
import type { ErrorRequestHandler, Request, RequestHandler } from 'express';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable, RETRY_AFTER_SECONDS } from './database-unavailable.js';
import { restErrorResponse, UNEXPECTED_ERROR_MESSAGE } from './error-responses.js';
import { AppError, isLoggedFailure } from './errors.js';
import type { Logger } from './logger.js';

export const notFoundJson: RequestHandler = (_req, res) => {
  res.status(404).json({ message: 'Not found' });
};

/** What http-errors makes of a failure to read a request (body-parser and the router raise these). */
interface ReadError extends Error {
  type?: string;
  status?: number;
  expose?: boolean;
}

/** What body-parser refuses, by its error type: the client's to mend, with the status that says so. */
const BODY_REFUSALS: Record<string, [number, string]> = {
  'entity.parse.failed': [400, 'The request body is not valid JSON.'],
  'entity.too.large': [413, 'The request body is too large (1 MB at most).'],
  'charset.unsupported': [415, 'The request body must be JSON in UTF-8.'],
  'encoding.unsupported': [415, 'The request body must be sent as is, or compressed with gzip, deflate or br.'],
};

/** A request the client must mend, as its status and message; undefined for a failure of ours. */
function readRefusal(error: ReadError, req: Request): [number, string] | undefined {
  const known = BODY_REFUSALS[error.type ?? ''];
  if (known) return known;
  const { status, expose } = error;
  if (!expose || status === undefined || status < 400 || status >= 500) return undefined;
  // body-parser passes the decompressor's own error on, untyped.
  const encoded = (req.get('content-encoding') ?? 'identity') !== 'identity';
  if (encoded && error.type === undefined)
    return [400, 'The request body could not be decompressed: it is not what its Content-Encoding says.'];
  return [status, 'The request could not be read.'];
}

/**
 * A failure before a GraphQL request reached its server (the session lookup, say) still answers as GraphQL does, with
 * the code in `extensions`; a REST one answers `{message, requestId?}`.
 */
function failureBody(req: Request, message: string, extensions: { code: ErrorCode; requestId?: string }) {
  if (req.originalUrl.startsWith('/graphql')) return { errors: [{ message, extensions }] };
  return { message, ...(extensions.requestId ? { requestId: extensions.requestId } : {}) };
}

/**
 * Maps every error a REST route raises to `{message, fieldErrors?}` with its HTTP status. A failure of ours says only
 * that something went wrong, with the request's id: its own message may name tables or files, and goes to the log.
 */
export function handleRestError(logger: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    if (error instanceof AppError) {
      if (isLoggedFailure(error)) logger.error({ err: error }, `${error.code}: ${error.message}`);
      const { status, body } = restErrorResponse(error);
      if (error.retryAfterSeconds !== undefined) res.set('retry-after', String(error.retryAfterSeconds));
      res.status(status).json(body);
      return;
    }
    const refusal = readRefusal(error as ReadError, req);
    if (refusal) {
      // The client's to mend: over GraphQL, a GraphQL error with the code a refused input has.
      res.status(refusal[0]).json(failureBody(req, refusal[1], { code: ErrorCode.BAD_USER_INPUT }));
      return;
    }
    if (isDatabaseUnavailable(error)) {
      logger.warn({ err: error }, 'The database is unreachable');
      res.status(503).set('retry-after', String(RETRY_AFTER_SECONDS));
      res.json(failureBody(req, DATABASE_UNAVAILABLE_MESSAGE, { code: ErrorCode.SERVICE_UNAVAILABLE }));
      return;
    }
    logger.error({ err: error }, 'Unexpected error');
    const requestId = String(req.id);
    res.status(500).json(failureBody(req, UNEXPECTED_ERROR_MESSAGE, { code: ErrorCode.INTERNAL_SERVER_ERROR, requestId }));
  };
}
