import { rule } from 'graphql-shield';
import { UserRole } from '../modules/users/user.entity.js';
import type { GraphQLContext } from './context.js';
import { forbidden, unauthenticated } from './errors.js';

export const isSignedIn = rule({ cache: 'contextual' })(
  (_parent, _args, ctx: GraphQLContext) => ctx.user !== null || unauthenticated('Authentication required'),
);

export const isAdmin = rule({ cache: 'contextual' })((_parent, _args, ctx: GraphQLContext) => {
  if (ctx.user === null) return unauthenticated('Admin authentication required');
  return ctx.user.role === UserRole.admin || forbidden("You don't have permission to access admin resources");
});
