import type { GraphQLContext } from '../../graphql/context.js';
import { unauthenticated } from '../../graphql/errors.js';
import type { User } from './user.entity.js';

/** The caller of a resolver behind `isSignedIn`; the check repeats it so a missing rule can't leak. */
export function signedInUser(ctx: GraphQLContext): User {
  if (ctx.user === null) throw unauthenticated('Authentication required');
  return ctx.user;
}
