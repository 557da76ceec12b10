import type { EntityManager } from '@mikro-orm/postgresql';
import type { Request, Response } from 'express';
import type { Caller } from '../modules/auth/session.service.js';
import type { User } from '../modules/users/user.entity.js';
import type { Services } from '../modules/index.js';

export interface GraphQLContext {
  /** A fork per request: never the global entity manager. */
  em: EntityManager;
  /** The signed-in caller's id and role, from a verified session only. */
  caller: Caller | null;
  /** The signed-in user as an entity, made when first read (see ResolvedSession). */
  readonly user: User | null;
  sessionId: string | null;
  services: Services;
  req: Request;
  res: Response;
}

export function buildContext(services: Services, req: Request, res: Response): GraphQLContext {
  return {
    em: req.em,
    caller: req.identity?.caller ?? null,
    get user() {
      return req.identity?.user ?? null;
    },
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

/** The same caller's id and role, for a resolver that needs no more of them. */
export function signedInCaller(ctx: GraphQLContext): Caller {
  if (ctx.caller === null) throw new Error('signedInCaller(ctx) is for resolvers behind the isSignedIn rule');
  return ctx.caller;
}
