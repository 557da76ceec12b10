import { RequestContext } from '@mikro-orm/core';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { RequestHandler } from 'express';

declare module 'express-serve-static-core' {
  interface Request {
    /** This request's own fork of the entity manager, never the global one. */
    em: EntityManager;
  }
}

export function requestEntityManager(orm: MikroORM): RequestHandler {
  return (req, _res, next) => {
    RequestContext.create(orm.em, () => {
      req.em = RequestContext.getEntityManager() as EntityManager;
      next();
    });
  };
}
