import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';

const REQUEST_ID_HEADER = 'x-request-id';

// A proxy's or client's id is kept only when it cannot forge or bloat a log line.
const WELL_FORMED_ID = /^[\w.-]{1,64}$/;

/** pino-http's `genReqId`: the caller's well-formed id, else a new UUID, echoed in the response. */
export function assignRequestId(req: IncomingMessage, res: ServerResponse): string {
  const incoming = req.headers[REQUEST_ID_HEADER];
  const id = typeof incoming === 'string' && WELL_FORMED_ID.test(incoming) ? incoming : randomUUID();
  res.setHeader(REQUEST_ID_HEADER, id);
  return id;
}

const requestIds = new AsyncLocalStorage<string>();

/**
 * After pino-http: makes the request's id reachable from code that logs through a logger of its
 * own (the services), so their lines carry it too.
 */
export const requestIdScope: RequestHandler = (req, _res, next) => {
  requestIds.run(String(req.id), next);
};

export function currentRequestId(): string | undefined {
  return requestIds.getStore();
}
