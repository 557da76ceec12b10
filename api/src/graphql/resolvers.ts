import type { NonEmptyArray } from 'type-graphql';
import { HealthResolver } from '../modules/health/health.resolver.js';

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const RESOLVERS: NonEmptyArray<Function> = [HealthResolver];
