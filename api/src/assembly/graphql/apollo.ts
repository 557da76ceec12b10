import { ErrorCode } from '@firstwords/contracts';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { ApolloServerPluginLandingPageLocalDefault } from '@apollo/server/plugin/landingPage/default';
import type { GraphQLFormattedError, GraphQLSchema } from 'graphql';
import type { Config } from '../../config/env.js';
import type { Logger } from '../../lib/logger.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from '../../lib/database-unavailable.js';
import { appErrorIn, graphqlExtensions, UNEXPECTED_ERROR_MESSAGE } from '../../lib/error-responses.js';
import { currentRequestId } from '../../lib/request-id.js';
import { isLoggedFailure } from '../../lib/errors.js';
import { costLimitPlugin, depthLimitRule, mutationFieldLimitRule } from './limits.js';

/** Logs each error a resolver raised that is a failure of ours, once, with its cause; the logger adds the request id. */
function errorLoggingPlugin(logger: Logger): ApolloServerPlugin<GraphQLContext> {
  return {
    async requestDidStart() {
      return {
        async didEncounterErrors({ errors }) {
          for (const error of errors) {
            // Errors without a path are the request's own (syntax, validation, variables): the caller's to fix.
            const raised = unwrapResolverError(error);
            if (error.path !== undefined && isLoggedFailure(raised))
              logger.error({ err: raised, path: error.path.join('.') }, 'Resolver failed');
          }
        },
      };
    },
  };
}

export function createApolloServer(schema: GraphQLSchema, config: Config, logger: Logger): ApolloServer<GraphQLContext> {
  return new ApolloServer<GraphQLContext>({
    schema,
    introspection: !config.isProduction,
    includeStacktraceInErrorResponses: config.env === 'development',
    hideSchemaDetailsFromClientErrors: true,
    allowBatchedHttpRequests: false,
    csrfPrevention: true,
    validationRules: [depthLimitRule(), mutationFieldLimitRule()],
    formatError,
    plugins: [
      costLimitPlugin<GraphQLContext>(),
      errorLoggingPlugin(logger),
      // Nothing sets cache hints, and the default plugin hooks every resolved field to look for them.
      ApolloServerPluginCacheControlDisabled(),
      config.isProduction
        ? ApolloServerPluginLandingPageDisabled()
        : ApolloServerPluginLandingPageLocalDefault({ embed: true, includeCookies: true }),
    ],
  });
}

/**
 * An AppError answers with its message, code and field messages (error-responses.ts). An unexpected error's own
 * message may name tables or files, so the client gets a plain one and the request's id, which the log holds it under.
 */
export function formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const appError = appErrorIn(error);
  if (appError) return { ...formatted, message: appError.message, extensions: { ...formatted.extensions, ...graphqlExtensions(appError) } };
  if (formatted.extensions?.code !== ErrorCode.INTERNAL_SERVER_ERROR) return formatted;
  if (isDatabaseUnavailable(unwrapResolverError(error))) {
    return {
      message: DATABASE_UNAVAILABLE_MESSAGE,
      locations: formatted.locations,
      path: formatted.path,
      extensions: { code: ErrorCode.SERVICE_UNAVAILABLE },
    };
  }
  return {
    message: UNEXPECTED_ERROR_MESSAGE,
    locations: formatted.locations,
    path: formatted.path,
    extensions: { code: ErrorCode.INTERNAL_SERVER_ERROR, requestId: currentRequestId() },
  };
}
