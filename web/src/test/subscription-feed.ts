import { ApolloLink } from '@apollo/client';
import { SchemaLink } from '@apollo/client/link/schema';
import { act, waitFor } from '@testing-library/react';
import type { GraphQLError, GraphQLSchema } from 'graphql';
import { lastValueFrom, Observable, type Subscriber } from 'rxjs';

interface OpenSubscription {
  operation: ApolloLink.Operation;
  sink: Subscriber<ApolloLink.Result>;
}

/**
 * Subscriptions over the mocked schema, one event at a time as the test sends them (SchemaLink answers an operation
 * once). An event is the root value the subscription's fields are read from; the mocks fill in what it leaves out.
 */
export function createSubscriptionFeed(schema: GraphQLSchema) {
  const open = new Set<OpenSubscription>();

  const link = new ApolloLink(
    (operation) =>
      new Observable<ApolloLink.Result>((sink) => {
        const subscription = { operation, sink };
        open.add(subscription);
        return () => open.delete(subscription);
      }),
  );

  /** Waits for the page to subscribe, then does `send` to each open subscription, and lets the page draw what it got. */
  async function toEach(send: (subscription: OpenSubscription) => Promise<void> | void) {
    await waitFor(() => {
      if (open.size === 0) throw new Error('Nothing has subscribed');
    });
    await act(async () => {
      for (const subscription of [...open]) await send(subscription);
      // Apollo tells the watching components in a timer of its own.
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }

  return {
    link,
    /** The variables of each subscription open now. */
    openVariables: () => [...open].map(({ operation }) => operation.variables),
    /** One event, e.g. `{ introductionWriting: { draft, introduction: null } }`. */
    send: (event: Record<string, unknown>) =>
      toEach(async ({ operation, sink }) => {
        // Executed as SchemaLink executes a query: the subscription's fields once, over this root value.
        sink.next(await lastValueFrom(new SchemaLink({ schema, rootValue: event }).request(operation)));
      }),
    /** Ends each subscription with an error, as the server ends a failed one. */
    fail: (error: GraphQLError) =>
      toEach(({ sink }) => {
        sink.next({ data: null, errors: [error.toJSON()] });
        sink.complete();
      }),
    /** Ends each subscription as the server does after its last event. */
    complete: () => toEach(({ sink }) => sink.complete()),
  };
}
