import { ApolloServer } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import { ApolloServerPluginLandingPageLocalDefault } from '@apollo/server/plugin/landingPage/default';
import type { GraphQLFormattedError, GraphQLSchema } from 'graphql';
import type { Config } from '../config/env.js';
import type { GraphQLContext } from './context.js';
import { AppError, ErrorCode } from './errors.js';
import { costLimitPlugin, depthLimitRule } from './limits.js';

export function createApolloServer(schema: GraphQLSchema, config: Config): ApolloServer<GraphQLContext> {
  return new ApolloServer<GraphQLContext>({
    schema,
    introspection: !config.isProduction,
    includeStacktraceInErrorResponses: config.env === 'development',
    hideSchemaDetailsFromClientErrors: true,
    allowBatchedHttpRequests: false,
    csrfPrevention: true,
    validationRules: [depthLimitRule()],
    formatError: (formatted, error) => (config.isProduction ? hideInternalDetails(formatted, error) : formatted),
    plugins: [
      costLimitPlugin<GraphQLContext>(),
      // Nothing sets cache hints, and the default plugin hooks every resolved field to look for them.
      ApolloServerPluginCacheControlDisabled(),
      config.isProduction
        ? ApolloServerPluginLandingPageDisabled()
        : ApolloServerPluginLandingPageLocalDefault({ embed: true, includeCookies: true }),
    ],
  });
}

/** An unexpected error's message may name tables or files; the client gets a plain one instead. */
function hideInternalDetails(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const internal = formatted.extensions?.code === ErrorCode.INTERNAL_SERVER_ERROR;
  if (!internal || unwrapResolverError(error) instanceof AppError) return formatted;
  return {
    message: 'Something went wrong. Please try again.',
    locations: formatted.locations,
    path: formatted.path,
    extensions: { code: ErrorCode.INTERNAL_SERVER_ERROR },
  };
}
