import 'reflect-metadata';
import type { GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { withErrorCodes } from './enums.js';
import { applyPermissions } from './permissions.js';
import { RESOLVERS } from './resolvers.js';

/** The schema as TypeGraphQL builds it, before permissions: what `schema.graphql` is emitted from. */
export async function buildGraphQLSchema(): Promise<GraphQLSchema> {
  // Inputs are validated by the services' zod schemas, shared with REST.
  return withErrorCodes(await buildSchema({ resolvers: RESOLVERS, validate: false }));
}

/** The served schema: every field behind its graphql-shield rule. */
export async function buildShieldedSchema(): Promise<GraphQLSchema> {
  return applyPermissions(await buildGraphQLSchema());
}
