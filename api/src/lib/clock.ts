/**
 * Where the rules that depend on the time read it: session expiry, the daily free credits, rate-limit
 * windows, sign-in throttles, housekeeping. Built once with the services; tests pass one they can move.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
