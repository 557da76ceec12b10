import { describe, expect, it } from 'vitest';
import { rememberer } from './remembered.js';

describe('rememberer', () => {
  it('computes a key once while it is kept, and again once newer keys have filled its room', () => {
    const remember = rememberer(10, 5);
    let computed = 0;
    const length = (key: string) => remember(key, () => ((computed += 1), key.length));
    expect([length('abcde'), length('abcde')]).toEqual([5, 5]);
    expect(computed).toBe(1);
    length('fghij');
    length('klmno');
    length('abcde');
    expect(computed).toBe(4);
  });

  it('keeps an undefined answer, and never keeps a key longer than its bound', () => {
    const remember = rememberer(100, 5);
    let computed = 0;
    const nothing = (key: string) => remember(key, () => void (computed += 1));
    nothing('short');
    nothing('short');
    nothing('much too long');
    nothing('much too long');
    expect(computed).toBe(3);
  });
});
