import type { MikroORM } from '@mikro-orm/postgresql';
import { Router } from 'express';
import { pingDatabase } from './health.queries.js';

const READINESS_TIMEOUT_MS = 2_000;

/** Liveness answers while the process serves; readiness also needs the database. */
export function healthRoutes(orm: MikroORM): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  router.get('/readyz', async (_req, res) => {
    try {
      await withTimeout(pingDatabase(orm.em), READINESS_TIMEOUT_MS);
      res.json({ status: 'ready', database: 'up' });
    } catch {
      res.status(503).json({ status: 'unavailable', database: 'down' });
    }
  });
  return router;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timed out')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
