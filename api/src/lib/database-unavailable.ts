// A database that cannot be reached for a moment (restarting, failing over) is not a fault in the request: the
// answer says so, 503 with a time to come back, instead of "something went wrong".

/** Socket errors, and PostgreSQL's codes for a server shutting down or a connection lost (class 08, 57P01-57P03). */
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', '57P01', '57P02', '57P03', '08000', '08001', '08003', '08006']);
// What pg, its pool and knex say when a connection ends under a query, a pooled one has closed, or none can be had.
// A transaction whose connection was lost is ended by knex, and the next query in it says it is complete (seen when
// PostgreSQL was killed under a Stripe event's transaction).
const UNREACHABLE_MESSAGES =
  /Connection terminated|Client has encountered a connection error|Client was closed and is not queryable|timeout exceeded when trying to connect|Unable to acquire a connection|Timeout acquiring a connection|Transaction query already complete/i;

export const DATABASE_UNAVAILABLE_MESSAGE =
  "FirstWords can't reach its database just now. Nothing was changed; please try again in a moment.";
/** Seconds a client should wait before it tries again (Retry-After): about what a restart takes. */
export const RETRY_AFTER_SECONDS = 5;

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth += 1) {
    const { code } = current as { code?: unknown };
    if (typeof code === 'string' && UNREACHABLE_CODES.has(code)) return true;
    if (UNREACHABLE_MESSAGES.test(current.message)) return true;
  }
  return false;
}
