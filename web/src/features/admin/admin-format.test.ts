import { describe, expect, it } from 'vitest';
import { adminUserName, countsByPurpose, creditsLabel, formatDay, formatShortDay, shortId } from './admin-format';

describe('admin formatting', () => {
  it('shortens ids to 8 characters and shows -1 credits as Unlimited', () => {
    expect(shortId('0123456789abcdef')).toBe('01234567');
    expect(creditsLabel(-1)).toBe('Unlimited');
    expect(creditsLabel(0)).toBe('0');
  });

  it('names a user by first and last name, else by username', () => {
    expect(adminUserName({ firstName: 'Ada', lastName: null, username: 'ada@example.com' })).toBe('Ada');
    expect(adminUserName({ firstName: null, lastName: null, username: 'ada@example.com' })).toBe('ada@example.com');
    expect(adminUserName({ firstName: '&lt;Ada&gt;', lastName: 'L', username: 'x' })).toBe('<Ada> L');
  });

  it('adds up purposes shown under the same label', () => {
    expect(
      countsByPurpose([
        { purpose: 'pitch', count: 2 },
        { purpose: 'conference', count: 1 },
        { purpose: 'job', count: 4 },
      ]),
    ).toEqual([
      { label: 'Event Pitch', value: 3 },
      { label: 'Job Interview', value: 4 },
    ]);
  });

  it('shows UTC days in en-GB without moving them', () => {
    expect(formatDay('2024-01-05')).toBe('5 Jan 2024');
    expect(formatShortDay('2024-12-31')).toBe('31 Dec');
  });
});
