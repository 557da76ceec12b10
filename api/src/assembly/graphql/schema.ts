import 'reflect-metadata';
import type { GraphQLSchema } from 'graphql';
import { buildSchema, type NonEmptyArray, type PubSub } from 'type-graphql';
import { withErrorCodes } from '../../graphql/enums.js';
import { applyPermissions } from './permissions.js';
import { MODULES } from '../modules.js';

/**
 * Each subscription brings its own event source (`subscribe`: a writing's events come through PostgreSQL), but
 * TypeGraphQL wants a pub/sub for topics all the same; none is used.
 */
const NO_TOPICS: PubSub = {
  publish: () => {
    throw new Error('Subscriptions here have their own event sources; nothing is published by topic');
  },
  subscribe: () => {
    throw new Error('Subscriptions here have their own event sources; none listens to a topic');
  },
};

/** The schema as TypeGraphQL builds it, before permissions: what `schema.graphql` is emitted from. */
export async function buildGraphQLSchema(): Promise<GraphQLSchema> {
  // Inputs are validated by the services' zod schemas, shared with REST.
  // TypeGraphQL takes resolver classes.
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  const resolvers = MODULES.flatMap((module) => module.resolvers ?? []) as NonEmptyArray<Function>;
  return withErrorCodes(await buildSchema({ resolvers, validate: false, pubSub: NO_TOPICS }));
}

/** The served schema: every field behind its graphql-shield rule. */
export async function buildShieldedSchema(): Promise<GraphQLSchema> {
  return applyPermissions(await buildGraphQLSchema());
}
