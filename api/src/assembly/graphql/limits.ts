import { createRequire } from 'node:module';
import type { ApolloServerPlugin } from '@apollo/server';
import { ApolloServerErrorCode } from '@apollo/server/errors';
import { GraphQLError, Kind, type FieldNode, type SelectionSetNode, type ValidationContext, type ValidationRule } from 'graphql';
import type { ComplexityEstimator } from 'graphql-query-complexity';

// Required, not imported: its CommonJS build then uses the same copy of graphql as the schema does. Under
// Vitest an import would get its ESM build and graphql's .mjs copy, whose type checks refuse the schema.
const { fieldExtensionsEstimator, getComplexity, simpleEstimator } = createRequire(import.meta.url)(
  'graphql-query-complexity',
) as typeof import('graphql-query-complexity');

const MAX_QUERY_DEPTH = 8;
// graphql-js's introspection query, which Sandbox sends, is 15 deep; production turns introspection off.
const MAX_INTROSPECTION_DEPTH = 16;
export const MAX_QUERY_COST = 1_000;
/** Items a list is assumed to hold, unless its field declares its own `complexity`. */
const ESTIMATED_LIST_SIZE = 10;

const INTROSPECTION_ROOTS = new Set(['__schema', '__type']);

const MAX_MUTATION_FIELDS = 3;

/** The fields an operation asks for at its root, aliases and fragments included. */
function rootFields(context: ValidationContext, selectionSet: SelectionSetNode, seen = new Set<string>()): FieldNode[] {
  return selectionSet.selections.flatMap((selection) => {
    if (selection.kind === Kind.FIELD) return [selection];
    if (selection.kind === Kind.INLINE_FRAGMENT) return rootFields(context, selection.selectionSet, seen);
    const fragment = context.getFragment(selection.name.value);
    if (!fragment || seen.has(fragment.name.value)) return [];
    return rootFields(context, fragment.selectionSet, new Set(seen).add(fragment.name.value));
  });
}

/** Refuses a mutation that asks for more than a few fields: aliases would multiply every write (and payment). */
export function mutationFieldLimitRule(maxFields = MAX_MUTATION_FIELDS): ValidationRule {
  return (context: ValidationContext) => ({
    OperationDefinition(operation) {
      if (operation.operation !== 'mutation') return;
      const count = rootFields(context, operation.selectionSet).length;
      if (count > maxFields) {
        context.reportError(
          new GraphQLError(`This mutation asks for ${count} fields, at most ${maxFields}: send them in separate requests.`, {
            nodes: [operation],
          }),
        );
      }
    },
  });
}

/** Refuses operations nested deeper than the limit, counting every field level through fragments. */
export function depthLimitRule(maxDepth = MAX_QUERY_DEPTH, maxIntrospectionDepth = MAX_INTROSPECTION_DEPTH): ValidationRule {
  return (context: ValidationContext) => {
    // A fragment's depth does not depend on where it is spread, so each is measured once.
    const fragmentDepths = new Map<string, number>();

    const depthOf = (selectionSet: SelectionSetNode | undefined): number => {
      let deepest = 0;
      for (const selection of selectionSet?.selections ?? []) {
        if (selection.kind === Kind.FIELD) deepest = Math.max(deepest, 1 + depthOf(selection.selectionSet));
        else if (selection.kind === Kind.INLINE_FRAGMENT) deepest = Math.max(deepest, depthOf(selection.selectionSet));
        else deepest = Math.max(deepest, fragmentDepth(selection.name.value));
      }
      return deepest;
    };

    const fragmentDepth = (name: string): number => {
      const known = fragmentDepths.get(name);
      if (known !== undefined) return known;
      fragmentDepths.set(name, 0); // a cycle, which graphql's own rules report
      const depth = depthOf(context.getFragment(name)?.selectionSet);
      fragmentDepths.set(name, depth);
      return depth;
    };

    return {
      OperationDefinition(operation) {
        for (const field of rootFields(context, operation.selectionSet)) {
          const limit = INTROSPECTION_ROOTS.has(field.name.value) ? maxIntrospectionDepth : maxDepth;
          const depth = 1 + depthOf(field.selectionSet);
          if (depth > limit) {
            context.reportError(
              new GraphQLError(`This query is nested too deeply: ${depth} levels, at most ${limit}.`, { nodes: [field] }),
            );
            return;
          }
        }
      },
    };
  };
}

// Introspection lists are bounded by the schema itself, so only our own lists are multiplied. The type is
// read in its printed form (`[Item!]!`) for the same reason as above: this file's graphql may be the other copy.
const listEstimator: ComplexityEstimator = ({ type, field, childComplexity }) => {
  if (type.name.startsWith('__') || !String(field.type).startsWith('[')) return undefined;
  return ESTIMATED_LIST_SIZE * (1 + childComplexity);
};

const ESTIMATORS = [fieldExtensionsEstimator(), listEstimator, simpleEstimator({ defaultComplexity: 1 })];

/**
 * Refuses operations whose estimated cost is over the limit: one point a field, lists counted as
 * ESTIMATED_LIST_SIZE items. Runs once the operation is known, because the cost depends on variables.
 */
export function costLimitPlugin<TContext extends object>(maximumCost = MAX_QUERY_COST): ApolloServerPlugin<TContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document, schema }) {
          let cost: number;
          try {
            cost = getComplexity({
              schema,
              query: document,
              variables: request.variables,
              operationName: request.operationName ?? undefined,
              estimators: ESTIMATORS,
            });
          } catch (error) {
            // A GraphQLError here is the client's (variables that do not fit the operation); anything else is ours.
            if (!(error instanceof Error) || error.name !== 'GraphQLError') throw error;
            throw new GraphQLError(error.message, {
              extensions: { code: ApolloServerErrorCode.BAD_USER_INPUT, http: { status: 400 } },
            });
          }
          if (cost > maximumCost) {
            throw new GraphQLError(
              `This query is too expensive: it costs ${cost} points, at most ${maximumCost}. Ask for fewer fields or items.`,
              { extensions: { code: ApolloServerErrorCode.GRAPHQL_VALIDATION_FAILED, http: { status: 400 } } },
            );
          }
        },
      };
    },
  };
}
