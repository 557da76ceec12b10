import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { ApolloServerPluginLandingPageLocalDefault } from '@apollo/server/plugin/landingPage/default';
import type { GraphQLSchema } from 'graphql';
import type { Config } from '../config/env.js';
import type { GraphQLContext } from './context.js';

export function createApolloServer(schema: GraphQLSchema, config: Config): ApolloServer<GraphQLContext> {
  return new ApolloServer<GraphQLContext>({
    schema,
    introspection: !config.isProduction,
    includeStacktraceInErrorResponses: config.env === 'development',
    hideSchemaDetailsFromClientErrors: true,
    allowBatchedHttpRequests: false,
    csrfPrevention: true,
    plugins: [
      config.isProduction
        ? ApolloServerPluginLandingPageDisabled()
        : ApolloServerPluginLandingPageLocalDefault({ embed: true, includeCookies: true }),
    ],
  });
}
