import type { GraphQLObjectType, GraphQLSchema } from 'graphql';
import { applyMiddlewareToDeclaredResolvers } from 'graphql-middleware';
import { allow, deny, shield, type IRules } from 'graphql-shield';
import { MODULES } from '../modules.js';
import { forbidden } from '../../lib/errors.js';

/** The modules' rules as one map: a type's field rules from several modules side by side. */
function mergePermissions(parts: IRules[]): IRules {
  const merged: Record<string, unknown> = {};
  for (const part of parts) {
    for (const [type, rules] of Object.entries(part)) {
      merged[type] = isRule(rules) ? rules : { ...(merged[type] as object), ...(rules as object) };
    }
  }
  return merged as IRules;
}

export const PERMISSIONS = mergePermissions(MODULES.map((module) => module.permissions ?? {}));

/** Anything not listed is denied. */
const FALLBACK_RULE = deny;

// A rule has `resolve`; a field map is a plain object of rules.
function isRule(value: unknown): boolean {
  return typeof (value as { resolve?: unknown } | undefined)?.resolve === 'function';
}

/** The rule graphql-shield applies to `type.field`: the field's own, its type's, or the fallback. */
function ruleOf(rules: IRules, type: string, field: string): unknown {
  if (isRule(rules)) return rules;
  const typeRules = (rules as Record<string, unknown>)[type];
  if (typeRules === undefined || isRule(typeRules)) return typeRules ?? FALLBACK_RULE;
  const fieldRules = typeRules as Record<string, unknown>;
  return fieldRules[field] ?? fieldRules['*'] ?? FALLBACK_RULE;
}

/** `Type.field` of each field with no resolver of its own (TypeGraphQL's `simpleResolvers`) whose rule is not `allow`. */
function unshieldedFieldsWithRules(schema: GraphQLSchema, rules: IRules): string[] {
  const found: string[] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    // By tag rather than `isObjectType`: the schema may come from another copy of graphql (see limits.ts).
    if (type.name.startsWith('__') || Object.prototype.toString.call(type) !== '[object GraphQLObjectType]') continue;
    for (const field of Object.values((type as GraphQLObjectType).getFields())) {
      if (field.resolve === undefined && ruleOf(rules, type.name, field.name) !== allow) found.push(`${type.name}.${field.name}`);
    }
  }
  return found;
}

/**
 * The schema with every field behind its graphql-shield rule. The shield wraps each field it is given in an async
 * rule, so it is given only the fields with a resolver of their own (graphql-middleware's
 * applyMiddlewareToDeclaredResolvers): the types open to everyone are declared with `simpleResolvers`, and their
 * fields are read straight off each object of a list, not through a promise each. The shield never sees such a
 * field, so a rule on one other than `allow` stops the schema from being built.
 */
export function applyPermissions(schema: GraphQLSchema, rules: IRules = PERMISSIONS): GraphQLSchema {
  const unshielded = unshieldedFieldsWithRules(schema, rules);
  if (unshielded.length > 0) {
    throw new Error(`These fields have no resolver of their own, so their rule would never run: ${unshielded.join(', ')}`);
  }
  const permissions = shield(rules, {
    fallbackRule: FALLBACK_RULE,
    allowExternalErrors: true,
    fallbackError: forbidden("You don't have permission to do that"),
  });
  return applyMiddlewareToDeclaredResolvers(schema, permissions);
}
