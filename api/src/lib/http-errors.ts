import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Config } from '../config/env.js';
import { AppError, isLoggedFailure } from '../graphql/errors.js';
import type { Logger } from './logger.js';

export const notFoundJson: RequestHandler = (_req, res) => {
  res.status(404).json({ message: 'Not found' });
};

interface BodyParserError extends Error {
  type?: string;
  status?: number;
}

/** Maps every error a REST route raises to `{message, fieldErrors?}` with its HTTP status. */
export function handleRestError(logger: Logger, config: Config): ErrorRequestHandler {
  return (error: unknown, _req, res, next) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    if (error instanceof AppError) {
      if (isLoggedFailure(error)) logger.error({ err: error }, `${error.code}: ${error.message}`);
      res.status(error.httpStatus).json({ message: error.message, ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}) });
      return;
    }
    const parserError = error as BodyParserError;
    if (parserError.type === 'entity.parse.failed') {
      res.status(400).json({ message: 'The request body is not valid JSON.' });
      return;
    }
    if (parserError.type === 'entity.too.large') {
      res.status(413).json({ message: 'The request body is too large (1 MB at most).' });
      return;
    }
    if (parserError.type === 'charset.unsupported') {
      res.status(415).json({ message: 'The request body must be JSON in UTF-8.' });
      return;
    }
    if (parserError.type === 'encoding.unsupported') {
      res.status(415).json({ message: 'The request body must be sent as is, or compressed with gzip, deflate or br.' });
      return;
    }
    logger.error({ err: error }, 'Unexpected error');
    const message = config.isProduction ? 'Something went wrong. Please try again.' : String((error as Error)?.message ?? error);
    res.status(500).json({ message });
  };
}
