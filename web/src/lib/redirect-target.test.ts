import { describe, expect, it } from 'vitest';
import { redirectTarget } from './redirect-target';

describe('redirectTarget', () => {
  it('turns a page name or path into an in-app path', () => {
    expect(redirectTarget('form', '/dashboard')).toBe('/form');
    expect(redirectTarget('/results/4', '/dashboard')).toBe('/results/4');
  });

  it('falls back for a missing value or another site', () => {
    expect(redirectTarget(null, '/dashboard')).toBe('/dashboard');
    expect(redirectTarget('https://evil.example', '/dashboard')).toBe('/dashboard');
    expect(redirectTarget('//evil.example', '/dashboard')).toBe('/evil.example');
  });
});
