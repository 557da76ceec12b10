import { GraphQLError, type GraphQLSchema } from 'graphql';
import { createHandler } from 'graphql-sse/lib/use/express';
import type { RequestHandler } from 'express';
import type { Services } from '../../lib/app-module.js';
import { formatError } from './apollo.js';
import { buildContext, type GraphQLContext } from '../../graphql/context.js';

/** The error as Apollo Server would format it at /graphql: an AppError's message and code. */
function formattedError(error: GraphQLError): GraphQLError {
  const { message, extensions } = formatError(error.toJSON(), error);
  return new GraphQLError(message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    extensions,
  });
}

/**
 * Subscriptions over server-sent events (the graphql-sse protocol, its distinct-connections mode): a plain HTTP
 * request behind the same session, cross-site checks and proxy rule as every other, and the same stream type the
 * REST clients' writing path uses. Queries and mutations stay at /graphql.
 */
export function subscriptionHandler(schema: GraphQLSchema, services: Services): RequestHandler {
  const handler = createHandler<GraphQLContext & Record<PropertyKey, unknown>>({
    schema,
    context: (req) => ({ ...buildContext(services, req.raw, req.context.res) }),
    execute: () => ({ errors: [new GraphQLError('This path serves subscriptions; send queries and mutations to /graphql')] }),
    onNext: (_ctx, _req, result) => (result.errors ? { ...result, errors: result.errors.map(formattedError) } : result),
  });
  return (req, res, next) => {
    handler(req, res).catch(next);
  };
}
