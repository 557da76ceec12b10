import type { EntityManager } from '@mikro-orm/postgresql';
import type { Request, Response } from 'express';

export interface GraphQLContext {
  /** A fork per request: never the global entity manager. */
  em: EntityManager;
  req: Request;
  res: Response;
}
