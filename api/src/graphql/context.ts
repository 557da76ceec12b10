import type { EntityManager } from '@mikro-orm/postgresql';
import type { Request, Response } from 'express';
import type { User } from '../modules/users/user.entity.js';
import type { Services } from '../modules/index.js';

export interface GraphQLContext {
  /** A fork per request: never the global entity manager. */
  em: EntityManager;
  /** The signed-in user, from a verified session only. */
  user: User | null;
  sessionId: string | null;
  services: Services;
  req: Request;
  res: Response;
}

export function buildContext(services: Services, req: Request, res: Response): GraphQLContext {
  return {
    em: req.em,
    user: req.identity?.user ?? null,
    sessionId: req.identity?.sessionId ?? null,
    services,
    req,
    res,
  };
}

/** The caller of a resolver behind the `isSignedIn` rule: the rule has decided, this only names them. */
export function signedInUser(ctx: GraphQLContext): User {
  if (ctx.user === null) throw new Error('signedInUser(ctx) is for resolvers behind the isSignedIn rule');
  return ctx.user;
}
