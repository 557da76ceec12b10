import type { EntityManager } from '@mikro-orm/postgresql';
import type { Request, Response } from 'express';
import type { Services } from '../lib/app-module.js';
import type { Caller } from '../lib/access-rules.js';
import type { RequestIdentity } from '../lib/signed-in.js';

export interface GraphQLContext {
  /** A fork per request: never the global entity manager. */
  em: EntityManager;
  /** The signed-in caller's id and role, from a verified session only. */
  caller: Caller | null;
  /** The signed-in user as an entity, made when first read (see ResolvedSession). */
  readonly user: RequestIdentity['user'] | null;
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
export function signedInUser(ctx: GraphQLContext): RequestIdentity['user'] {
  if (ctx.user === null) throw new Error('signedInUser(ctx) is for resolvers behind the isSignedIn rule');
  return ctx.user;
}

/** The same caller's id and role, for a resolver that needs no more of them. */
export function signedInCaller(ctx: GraphQLContext): Caller {
  if (ctx.caller === null) throw new Error('signedInCaller(ctx) is for resolvers behind the isSignedIn rule');
  return ctx.caller;
}
