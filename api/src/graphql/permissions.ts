import type { GraphQLSchema } from 'graphql';
import type { IMiddlewareFieldMap } from 'graphql-middleware';
import { allow, deny, shield, type IRules } from 'graphql-shield';
import { adminPermissions } from '../modules/admin/admin.permissions.js';
import { authPermissions } from '../modules/auth/auth.permissions.js';
import { creditPackagesPermissions } from '../modules/credits/credit-packages.permissions.js';
import { creditsPermissions } from '../modules/credits/credits.permissions.js';
import { feedbackPermissions } from '../modules/feedback/feedback.permissions.js';
import { introductionsPermissions } from '../modules/introductions/introductions.permissions.js';
import { paymentsPermissions } from '../modules/payments/payments.permissions.js';
import { profilePermissions } from '../modules/users/profile.permissions.js';
import { forbidden } from './errors.js';

const MODULE_PERMISSIONS: IRules[] = [
  { Query: { health: allow } },
  authPermissions,
  creditsPermissions,
  creditPackagesPermissions,
  paymentsPermissions,
  feedbackPermissions,
  introductionsPermissions,
  profilePermissions,
  adminPermissions,
];

function mergePermissions(parts: IRules[]): IRules {
  const merged: Record<string, Record<string, unknown>> = {};
  for (const part of parts) {
    for (const [type, rules] of Object.entries(part)) {
      const current = merged[type];
      if (current && typeof rules === 'object' && !('resolve' in rules)) Object.assign(current, rules);
      else merged[type] = rules as Record<string, unknown>;
    }
  }
  return merged as IRules;
}

export const PERMISSIONS = mergePermissions(MODULE_PERMISSIONS);

/** Every field must have a rule: anything not listed is denied. */
const permissions = shield(PERMISSIONS, {
  fallbackRule: deny,
  allowExternalErrors: true,
  fallbackError: forbidden("You don't have permission to do that"),
});

/**
 * The shield's middleware for the schema, less the types open to everyone (`Type: allow`). Their fields need no
 * check, and the shield wraps every field in an async rule: a list of fifty objects cost hundreds of promises.
 */
export function permissionMiddleware(schema: GraphQLSchema): IMiddlewareFieldMap {
  const middleware = permissions.generate(schema) as IMiddlewareFieldMap;
  for (const [type, rule] of Object.entries(PERMISSIONS)) if (rule === allow) delete middleware[type];
  return middleware;
}
