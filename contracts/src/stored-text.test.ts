import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeStoredText, escapeStoredText } from './stored-text.js';

const ENTITIES = ['&lt;', '&gt;', '&quot;'];
// Mostly the characters the escaping is about and the pieces of its entities, so the cases that matter come up often.
const text = fc.oneof(
  fc.string({ unit: fc.constantFrom('<', '>', '"', "'", '&', ';', 'l', 'g', 't', 'q', 'u', 'o', '#', '3', ' ', 'é', '😀') }),
  fc.string({ unit: 'grapheme' }),
);
const hasEntity = (value: string) => ENTITIES.some((entity) => value.includes(entity));

describe('stored text', () => {
  it('escapes angle brackets and double quotes, and nothing else', () => {
    expect(escapeStoredText(`O'Brien "Bob" <Dev> & co`)).toBe(`O'Brien &quot;Bob&quot; &lt;Dev&gt; & co`);
    expect(decodeStoredText(`O'Brien &quot;Bob&quot; &lt;Dev&gt; & co`)).toBe(`O'Brien "Bob" <Dev> & co`);
  });

  it('leaves other entities and numeric references as they were typed', () => {
    expect(decodeStoredText('Fish &amp; chips &#60; &#x3C; &apos;')).toBe('Fish &amp; chips &#60; &#x3C; &apos;');
  });

  it('passes a missing value through', () => {
    expect(escapeStoredText(null)).toBeNull();
    expect(decodeStoredText(undefined)).toBeUndefined();
  });

  it('reads back what was typed, unless it was typed as one of the three entities', () => {
    fc.assert(
      fc.property(text, (typed) => {
        fc.pre(!hasEntity(typed));
        expect(decodeStoredText(escapeStoredText(typed))).toBe(typed);
      }),
    );
    // The escaping cannot tell these apart: an entity typed as it is reads back as its character.
    expect(decodeStoredText(escapeStoredText('&lt;'))).toBe('<');
  });

  it('stores no angle bracket or double quote, and escaping stored text changes nothing', () => {
    fc.assert(
      fc.property(text, (typed) => {
        const stored = escapeStoredText(typed);
        expect(stored).not.toMatch(/[<>"]/);
        expect(escapeStoredText(stored)).toBe(stored);
      }),
    );
  });

  it('gives stored text back unchanged when it is decoded and escaped again', () => {
    fc.assert(
      fc.property(text, (typed) => {
        const stored = escapeStoredText(typed);
        expect(escapeStoredText(decodeStoredText(stored))).toBe(stored);
      }),
    );
  });
});
