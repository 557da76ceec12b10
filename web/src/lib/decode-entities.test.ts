import { describe, expect, it } from 'vitest';
import { decodeEntities } from './decode-entities';

describe('decodeEntities', () => {
  it('turns the three stored entities back into what was typed', () => {
    expect(decodeEntities('&lt;b&gt; said &quot;hi&quot;')).toBe('<b> said "hi"');
  });

  it('leaves other text and missing values alone', () => {
    expect(decodeEntities('Fish &amp; chips')).toBe('Fish &amp; chips');
    expect(decodeEntities(null)).toBeNull();
  });
});
