import type { NonEmptyArray } from 'type-graphql';
import { AuthResolver } from '../modules/auth/auth.resolver.js';
import { HealthResolver } from '../modules/health/health.resolver.js';

// TypeGraphQL takes resolver classes; one per line.
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const RESOLVERS: NonEmptyArray<Function> = [
  HealthResolver,
  AuthResolver,
];
