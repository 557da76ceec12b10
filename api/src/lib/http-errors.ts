import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Config } from '../config/env.js';
import { restErrorResponse } from './error-responses.js';
import { AppError, isLoggedFailure } from './errors.js';
import type { Logger } from './logger.js';

export const notFoundJson: RequestHandler = (_req, res) => {
  res.status(404).json({ message: 'Not found' });
};

interface BodyParserError extends Error {
  type?: string;
}

/** What body-parser refuses, by its error type: the client's to mend, with the status that says so. */
const BODY_REFUSALS: Record<string, [number, string]> = {
  'entity.parse.failed': [400, 'The request body is not valid JSON.'],
  'entity.too.large': [413, 'The request body is too large (1 MB at most).'],
  'charset.unsupported': [415, 'The request body must be JSON in UTF-8.'],
  'encoding.unsupported': [415, 'The request body must be sent as is, or compressed with gzip, deflate or br.'],
};

/** Maps every error a REST route raises to `{message, fieldErrors?}` with its HTTP status. */
export function handleRestError(logger: Logger, config: Config): ErrorRequestHandler {
  return (error: unknown, _req, res, next) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    if (error instanceof AppError) {
      if (isLoggedFailure(error)) logger.error({ err: error }, `${error.code}: ${error.message}`);
      const { status, body } = restErrorResponse(error);
      res.status(status).json(body);
      return;
    }
    const refusal = BODY_REFUSALS[(error as BodyParserError).type ?? ''];
    if (refusal) {
      res.status(refusal[0]).json({ message: refusal[1] });
      return;
    }
    logger.error({ err: error }, 'Unexpected error');
    const message = config.isProduction ? 'Something went wrong. Please try again.' : String((error as Error)?.message ?? error);
    res.status(500).json({ message });
  };
}
