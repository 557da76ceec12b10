import { pino, type DestinationStream, type Logger } from 'pino';
import { currentRequestId } from './request-id.js';

export type { Logger };

/** Where credentials could appear in a logged request, response or error. Bodies are never logged. */
const SECRET_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-auth-token"]',
  'res.headers["set-cookie"]',
  // body-parser's errors carry the raw body, which may hold a password or a card number.
  'err.body',
];

/** JSON lines; inside a request every line carries its `reqId`, whichever logger writes it. */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    redact: { paths: SECRET_PATHS, censor: '[redacted]' },
    mixin(_line: object, _level: number, logger: Logger) {
      const reqId = currentRequestId();
      // pino-http's request loggers have the id bound already.
      return reqId === undefined || 'reqId' in logger.bindings() ? {} : { reqId };
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
