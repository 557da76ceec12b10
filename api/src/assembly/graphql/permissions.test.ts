import { allow, type IRules } from 'graphql-shield';
import type { GraphQLObjectType, GraphQLSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { applyPermissions, PERMISSIONS } from './permissions.js';
import { isSignedIn } from '../../graphql/rules.js';
import { buildGraphQLSchema, buildShieldedSchema } from './schema.js';

// A rule has `resolve`; a field map is a plain object of rules.
const isRule = (value: unknown) => typeof (value as { resolve?: unknown } | undefined)?.resolve === 'function';

interface PermissionGaps {
  /** `Type.field` with no rule, which the fallback denies to everyone. */
  unguarded: string[];
  /** Rules for a type or field the schema does not have: a typo, or an operation since removed. */
  unknown: string[];
}

/** Our object types and their field names; introspection types are graphql's own. */
function objectTypeFields(schema: GraphQLSchema): Map<string, string[]> {
  const types = new Map<string, string[]>();
  for (const type of Object.values(schema.getTypeMap())) {
    // By tag rather than `isObjectType`: the schema may come from another copy of graphql (see limits.ts).
    if (type.name.startsWith('__') || Object.prototype.toString.call(type) !== '[object GraphQLObjectType]') continue;
    types.set(type.name, Object.keys((type as GraphQLObjectType).getFields()));
  }
  return types;
}

/** `type.field` as the served schema resolves it, for an anonymous caller; graphql's own resolver reads `info.fieldName`. */
function servedResolver(served: GraphQLSchema, type: string, field: string) {
  const resolve = (served.getType(type) as GraphQLObjectType).getFields()[field]?.resolve;
  if (!resolve) throw new Error(`${type}.${field} has no resolver`);
  return (root: unknown) => resolve(root, {}, {}, { fieldName: field } as never);
}

function permissionGaps(schema: GraphQLSchema, permissions: IRules): PermissionGaps {
  const rules = permissions as Record<string, unknown>;
  const types = objectTypeFields(schema);
  const unguarded: string[] = [];
  const unknown: string[] = [];
  for (const [typeName, fields] of types) {
    const typeRules = rules[typeName];
    if (isRule(typeRules)) continue;
    const fieldRules = (typeRules ?? {}) as Record<string, unknown>;
    unguarded.push(...fields.filter((field) => !isRule(fieldRules[field])).map((field) => `${typeName}.${field}`));
  }
  for (const [typeName, typeRules] of Object.entries(rules)) {
    const fields = types.get(typeName);
    if (fields === undefined) unknown.push(typeName);
    else if (!isRule(typeRules)) {
      unknown.push(
        ...Object.keys(typeRules as object)
          .filter((field) => !fields.includes(field))
          .map((field) => `${typeName}.${field}`),
      );
    }
  }
  return { unguarded, unknown };
}

describe('graphql-shield rules', () => {
  it('guard every field of every object type, and name nothing the schema lacks', async () => {
    expect(permissionGaps(await buildGraphQLSchema(), PERMISSIONS)).toEqual({ unguarded: [], unknown: [] });
  });

  it('are checked both ways', async () => {
    const schema = await buildGraphQLSchema();
    const { Query: _query, ...withoutQuery } = PERMISSIONS as Record<string, IRules>;
    const gaps = permissionGaps(schema, { ...withoutQuery, Query: { health: allow, retired: allow }, Ghost: allow } as IRules);
    expect(gaps.unguarded).toContain('Query.me');
    expect(gaps.unguarded).not.toContain('Query.health');
    expect(gaps.unknown).toEqual(['Query.retired', 'Ghost']);
  });

  it('check the operations, and leave the fields of types open to everyone unwrapped', async () => {
    const served = await buildShieldedSchema();
    const resolverOf = (type: string, field: string) => servedResolver(served, type, field);
    // An operation goes through its rule, which is asynchronous: a promise, even for an anonymous caller.
    const checked = resolverOf('Query', 'introductionSummaries')(undefined);
    expect(checked).toBeInstanceOf(Promise);
    await Promise.resolve(checked).catch(() => undefined);
    // A field of a listed object is read straight off it: no rule, no promise, for each field of each object.
    expect(resolverOf('IntroductionSummary', 'preview')({ preview: 'Hello' })).toBe('Hello');
    expect(resolverOf('Credits', 'remaining')({ remaining: 2 })).toBe(2);
  });

  it('read every plain field of the types open to everyone straight off its object, with no promise', async () => {
    const served = await buildShieldedSchema();
    const wrapped: string[] = [];
    for (const [type, rule] of Object.entries(PERMISSIONS)) {
      if (rule !== allow) continue;
      for (const field of Object.keys((served.getType(type) as GraphQLObjectType).getFields())) {
        const value = { field };
        let answer: unknown;
        try {
          answer = servedResolver(served, type, field)({ [field]: value });
        } catch {
          continue; // a field resolver of its own, which needs a real context
        }
        // A plain field behind the shield still answers its value, but only after a promise.
        if (answer instanceof Promise && (await answer.catch(() => undefined)) === value) wrapped.push(`${type}.${field}`);
      }
    }
    expect(wrapped).toEqual([]);
  });

  it('refuse a rule on a field read straight off its object, which the shield never sees', async () => {
    const schema = await buildGraphQLSchema();
    const rules = { ...(PERMISSIONS as Record<string, IRules>), Credits: { remaining: isSignedIn, '*': allow } } as IRules;
    expect(() => applyPermissions(schema, rules)).toThrow(/: Credits\.remaining$/);
  });
});
