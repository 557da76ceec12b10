import { allow, deny, shield, type IRules } from 'graphql-shield';
import { authPermissions } from '../modules/auth/auth.permissions.js';
import { forbidden } from './errors.js';

const MODULE_PERMISSIONS: IRules[] = [{ Query: { health: allow } }, authPermissions];

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
export const permissions = shield(PERMISSIONS, {
  fallbackRule: deny,
  allowExternalErrors: true,
  fallbackError: forbidden("You don't have permission to do that"),
});
