import { ApolloLink } from '@apollo/client';
import { print } from '@apollo/client/utilities';
import type { Client, ClientOptions } from 'graphql-sse';
import { Observable } from 'rxjs';

/** Subscriptions over server-sent events (the graphql-sse protocol, one connection each), as graphql-sse's recipe has it. */
export class SseLink extends ApolloLink {
  private client: Promise<Client> | undefined;

  constructor(private readonly options: ClientOptions) {
    super();
  }

  override request(operation: ApolloLink.Operation): Observable<ApolloLink.Result> {
    const { query, variables, operationName, extensions } = operation;
    return new Observable((sink) => {
      let dispose: (() => void) | undefined;
      let left = false;
      this.connect().then(
        (client) => {
          if (left) return;
          dispose = client.subscribe<ApolloLink.Result['data']>(
            { query: print(query), variables, operationName, extensions },
            {
              next: (result) => sink.next(result as ApolloLink.Result),
              error: (error) => sink.error(error),
              complete: () => sink.complete(),
            },
          );
        },
        (error: unknown) => sink.error(error),
      );
      return () => {
        left = true;
        dispose?.();
      };
    });
  }

  // The client comes with the first subscription: pages that follow no writing (the home page) load none of it.
  private connect(): Promise<Client> {
    this.client ??= import('graphql-sse').then(({ createClient }) => createClient(this.options));
    return this.client;
  }
}
