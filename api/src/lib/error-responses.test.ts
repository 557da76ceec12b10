import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { noCredits } from '../modules/credits/credits.errors.js';
import { refinementNotOffered } from '../modules/introductions/introductions.errors.js';
import { appErrorIn, graphqlExtensions, restErrorResponse } from './error-responses.js';

describe('a domain error is answered in one place', () => {
  it('over REST with the status of its public code, keeping its own reason for the logs', () => {
    const error = noCredits();
    expect(error).toMatchObject({ code: 'NO_CREDITS', reason: 'NO_CREDITS' });
    expect(restErrorResponse(error)).toEqual({
      status: 402,
      body: { message: "You've used all your free introductions for today. Upgrade to continue." },
    });
    const refused = refinementNotOffered('longer');
    expect(refused.reason).toBe('REFINEMENT_NOT_OFFERED');
    expect(restErrorResponse(refused)).toMatchObject({ status: 400, body: { fieldErrors: { direction: refused.message } } });
  });

  it('over GraphQL with its code and field messages, however deep graphql-js wrapped it', () => {
    const refused = refinementNotOffered('warmer');
    const wrapped = new GraphQLError('wrapped', { originalError: new GraphQLError('again', { originalError: refused }) });
    expect(appErrorIn(wrapped)).toBe(refused);
    expect(graphqlExtensions(refused)).toEqual({
      code: 'BAD_USER_INPUT',
      fieldErrors: { direction: 'This text is already as warm as it gets' },
    });
    expect(appErrorIn(new GraphQLError('not ours'))).toBeUndefined();
  });
});
