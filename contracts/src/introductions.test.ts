import { describe, expect, it } from 'vitest';
import { countWords, measureLength, normalisePurpose, overLimitMessage, TEXT_LIMITS } from './introductions.js';
import { generateIntroductionSchema } from './introductions.schemas.js';

describe('what the API and the web agree on', () => {
  it('counts words as a reader does: a dash or an ampersand is not a word, a number is', () => {
    expect(countWords('Design & build — 12 projects, on time.')).toBe(6);
    expect(countWords('  ')).toBe(0);
  });

  it('counts an emoji or an accented letter as one character, and ignores the spaces around a text', () => {
    expect(measureLength(' Zoë 👋 ', 'characters')).toBe(5);
  });

  it('names the limit a text is over, in the unit of its purpose', () => {
    expect(overLimitMessage('word '.repeat(TEXT_LIMITS.pitch.max), 'pitch')).toBeUndefined();
    expect(overLimitMessage('word '.repeat(TEXT_LIMITS.pitch.max + 1), 'pitch')).toBe('This text must be at most 110 words');
    expect(overLimitMessage('a'.repeat(2601), 'linkedin')).toBe('This text must be at most 2,600 characters');
    expect(overLimitMessage('é'.repeat(220), 'headline')).toBeUndefined();
    expect(overLimitMessage('é'.repeat(221), 'headline')).toBe('This text must be at most 220 characters');
  });

  it('reads any purpose other than the four as an event pitch', () => {
    expect(['linkedin', 'job', 'business', 'conference', ''].map(normalisePurpose)).toEqual([
      'linkedin',
      'job',
      'business',
      'pitch',
      'pitch',
    ]);
  });

  it('reads a generation request as the server stores it: trimmed, blanks left out, the default style filled in', () => {
    const request = generateIntroductionSchema.parse({
      fullName: ' Ada Lovelace ',
      purpose: 'job',
      identity: 'an engineer',
      role: 'Engineer',
      audience: 'Hiring managers',
      mission: 'Build things',
      context: 'Interview',
      linkedinUrl: '',
      cvText: '   ',
      communicationStyle: '',
      pronouns: '',
    });
    expect(request).toEqual({
      fullName: 'Ada Lovelace',
      purpose: 'job',
      identity: 'an engineer',
      role: 'Engineer',
      audience: 'Hiring managers',
      mission: 'Build things',
      context: 'Interview',
      communicationStyle: 'professional',
    });
  });
});
