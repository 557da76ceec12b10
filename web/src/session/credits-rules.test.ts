import { describe, expect, it } from 'vitest';
import { creditsText } from './credits-rules';

describe('the credits line', () => {
  it('counts against the daily allowance the server gives, not a number of its own', () => {
    expect(creditsText({ remaining: 2, dailyAllowance: 5, unlimited: false, isPremium: false })).toBe('2 of 5 credits remaining today');
    expect(creditsText({ remaining: -1, dailyAllowance: 3, unlimited: true, isPremium: true })).toBe('Unlimited');
  });
});
