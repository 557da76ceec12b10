import { pino, type Logger } from 'pino';

export type { Logger };

/** JSON logs; credentials are redacted wherever they appear in a logged request. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'req.headers["x-auth-token"]',
        'res.headers["set-cookie"]',
      ],
      censor: '[redacted]',
    },
  });
}
