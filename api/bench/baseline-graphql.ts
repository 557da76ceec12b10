// The GraphQL baseline: graphql-http's Node handler over graphql-js with a small hand-built schema, serving the
// web app's `credits` and `introductionSummaries` queries with the app's SQL and views. Settings: DATABASE_URL, PORT.
import { createServer } from 'node:http';
import {
  GraphQLBoolean,
  GraphQLInt,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
  type GraphQLNullableType,
} from 'graphql';
import { createHandler } from 'graphql-http/lib/use/http';
import type { CreditsView } from '../src/modules/credits/credits.service.js';
import type { IntroductionSummaryView } from '../src/modules/introductions/introduction.view.js';
import { listSummaries, openPool, readCredits, signedIn, type SignedIn } from './baseline-data.js';

type Context = { user: SignedIn | null };

const pool = openPool();

const nonNull = <T extends GraphQLNullableType>(type: T) => new GraphQLNonNull(type);

function userOf(context: Context): SignedIn {
  if (!context.user) throw new Error('Authentication required');
  return context.user;
}

const Credits = new GraphQLObjectType<CreditsView, Context>({
  name: 'Credits',
  fields: {
    remaining: { type: nonNull(GraphQLInt) },
    unlimited: { type: nonNull(GraphQLBoolean) },
    isPremium: { type: nonNull(GraphQLBoolean) },
    isSubscribed: { type: nonNull(GraphQLBoolean) },
    subscriptionStatus: { type: GraphQLString },
    nextBillingDate: { type: GraphQLString, resolve: (credits) => credits.nextBillingDate?.toISOString() ?? null },
  },
});

const IntroductionSummary = new GraphQLObjectType<IntroductionSummaryView, Context>({
  name: 'IntroductionSummary',
  fields: {
    id: { type: nonNull(GraphQLInt) },
    purpose: { type: nonNull(GraphQLString) },
    createdAt: { type: nonNull(GraphQLString), resolve: (introduction) => introduction.createdAt.toISOString() },
    preview: { type: nonNull(GraphQLString) },
  },
});

const IntroductionSummaryPage = new GraphQLObjectType({
  name: 'IntroductionSummaryPage',
  fields: { items: { type: nonNull(new GraphQLList(nonNull(IntroductionSummary))) }, nextCursor: { type: GraphQLString } },
});

const schema = new GraphQLSchema({
  query: new GraphQLObjectType<unknown, Context>({
    name: 'Query',
    fields: {
      credits: {
        type: nonNull(Credits),
        resolve: (_root, _args, context) => readCredits(pool, userOf(context).id),
      },
      introductionSummaries: {
        type: nonNull(IntroductionSummaryPage),
        args: { limit: { type: GraphQLInt } },
        resolve: async (_root, _args, context) => ({ items: await listSummaries(pool, userOf(context).id), nextCursor: null }),
      },
    },
  }),
});

const graphql = createHandler<Context>({
  schema,
  context: async (req) => ({ user: await signedIn(pool, req.raw.headers.authorization) }),
});

createServer((req, res) => {
  if (req.url === '/graphql') void graphql(req, res);
  else res.writeHead(req.url === '/healthz' ? 200 : 404).end();
}).listen(Number(process.env.PORT), '127.0.0.1');
