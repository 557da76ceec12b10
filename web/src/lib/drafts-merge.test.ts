import { describe, expect, it } from 'vitest';
import { mergeDrafts } from './drafts-merge';

type State = 'writing' | 'polishing' | 'done';
const draft = (purpose: string, text: string, state: State = 'writing') => ({ purpose, text, state });

describe('the drafts kept for an introduction', () => {
  it('adds a purpose an event brings and keeps the others', () => {
    expect(mergeDrafts([draft('job', 'Hello')], [draft('pitch', 'Hi')])).toEqual([draft('job', 'Hello'), draft('pitch', 'Hi')]);
  });

  it('takes each purpose as far as it has got, and no older snapshot takes it back', () => {
    const live = [draft('job', 'Hello, I am Ada.'), draft('pitch', 'Hi, I am Ada.', 'done')];
    // The query's drafts, stored a second earlier.
    const stored = [draft('job', 'Hello'), draft('pitch', 'Hi, I am', 'writing')];
    expect(mergeDrafts(live, stored)).toEqual(live);
    expect(mergeDrafts(live, [draft('job', 'Hello, I am Ada. I write programs.')])).toEqual([
      draft('job', 'Hello, I am Ada. I write programs.'),
      draft('pitch', 'Hi, I am Ada.', 'done'),
    ]);
  });

  it('replaces a polished draft with its final text, even a shorter one', () => {
    expect(mergeDrafts([draft('job', 'A long draft that failed.', 'polishing')], [draft('job', 'Short.', 'done')])).toEqual([
      draft('job', 'Short.', 'done'),
    ]);
    expect(mergeDrafts([draft('job', 'A long draft that failed.', 'writing')], [draft('job', 'A long', 'polishing')])).toEqual([
      draft('job', 'A long', 'polishing'),
    ]);
  });

  it('drops them all once nothing is being written, and starts from what comes when none were kept', () => {
    expect(mergeDrafts([draft('job', 'Hello')], null)).toBeNull();
    expect(mergeDrafts(null, [draft('job', 'Hello')])).toEqual([draft('job', 'Hello')]);
    expect(mergeDrafts(undefined, [])).toEqual([]);
  });
});
