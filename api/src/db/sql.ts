// Helpers for statements sent with `em.getConnection().execute`, which answers timestamptz columns as
// PostgreSQL's text: selecting epoch milliseconds gives numbers that `new Date` takes as they are.

/** A timestamptz column as epoch milliseconds (null stays null). */
export const epochMs = (column: string) => `(extract(epoch from ${column}) * 1000)::float8`;

/** Epoch milliseconds from `epochMs` as a Date, null as null. */
export const dateOrNull = (epochMilliseconds: number | null) => (epochMilliseconds === null ? null : new Date(epochMilliseconds));
