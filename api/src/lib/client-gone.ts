import type { Response } from 'express';

/**
 * Aborts when the client goes away before its answer is sent, so work done for it (a request to the
 * model) stops and what it spent is given back.
 */
export function signalWhenClientLeaves(res: Response): AbortSignal {
  const controller = new AbortController();
  res.once('close', () => {
    if (!res.writableFinished) controller.abort(new Error('The client closed the connection'));
  });
  return controller.signal;
}
