import type { Clock } from '../src/lib/clock.js';

/**
 * A clock that stands still until the test moves it. It starts at the real time by default, so rows the
 * database dates itself (created_at and the like) agree with it.
 */
export class TestClock implements Clock {
  private time: number;

  constructor(start: Date = new Date()) {
    this.time = start.getTime();
  }

  now(): Date {
    return new Date(this.time);
  }

  advance(milliseconds: number): void {
    this.time += milliseconds;
  }
}
