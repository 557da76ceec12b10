import { rule } from 'graphql-shield';
import * as access from '../lib/access-rules.js';
import type { GraphQLContext } from './context.js';

/** An access rule as graphql-shield runs it: on the context's caller, once per request. */
const shieldRule = (name: string, check: access.AccessRule) =>
  rule(name, { cache: 'contextual' })((_parent, _args, ctx: GraphQLContext) => check(ctx.caller));

export const isSignedIn = shieldRule('isSignedIn', access.isSignedIn);

export const isAdmin = shieldRule('isAdmin', access.isAdmin);
