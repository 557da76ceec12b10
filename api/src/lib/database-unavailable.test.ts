import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-unavailable.js';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['pg, a connection lost under a query', new Error('Connection terminated unexpectedly')],
    ['pg, a pooled client that closed while the server restarted', new Error('Client was closed and is not queryable')],
    ['pg-pool, no connection in time', new Error('timeout exceeded when trying to connect')],
    ['knex, no connection from its pool', new Error('Knex: Timeout acquiring a connection. The pool is probably full.')],
    ['PostgreSQL starting up', withCode('the database system is starting up', '57P03')],
    ['the socket refused', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['an ORM error that wraps one', new Error('An exception occurred', { cause: new Error('Connection terminated') })],
    [
      'knex, a query in a transaction its lost connection ended',
      new Error('Transaction query already complete, run with DEBUG=knex:tx for more info'),
    ],
  ])('is true for %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('is false for a fault of the request or the code', () => {
    expect(isDatabaseUnavailable(withCode('duplicate key value violates unique constraint', '23505'))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
  });
});
