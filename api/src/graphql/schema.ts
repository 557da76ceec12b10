import 'reflect-metadata';
import type { GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { RESOLVERS } from './resolvers.js';

/** The schema as TypeGraphQL builds it, before permissions: what `schema.graphql` is emitted from. */
export function buildGraphQLSchema(): Promise<GraphQLSchema> {
  // Inputs are validated by the services' zod schemas, shared with REST.
  return buildSchema({ resolvers: RESOLVERS, validate: false });
}
