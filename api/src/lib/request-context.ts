import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { RequestHandler } from 'express';

declare module 'express-serve-static-core' {
  interface Request {
    /** This request's own fork of the entity manager, never the global one. */
    em: EntityManager;
  }
}

// Every caller is handed `req.em`, so no async-local context is needed to find it; MikroORM's
// RequestContext would add one more AsyncLocalStorage to every promise of every request.
export function requestEntityManager(orm: MikroORM): RequestHandler {
  return (req, _res, next) => {
    req.em = orm.em.fork();
    next();
  };
}
