import { describe, expect, it } from 'vitest';
import type { Draft } from '../../generation/index.js';
import { writeAhead } from './write-ahead.js';

const draft = (purpose: Draft['purpose'], text: string): Draft => ({ purpose, text, state: 'writing' });

describe('a writing asked ahead of its credit', () => {
  it('shows the joiner the latest draft of each text written so far, then each as it comes, and resolves as the writing does', async () => {
    let say: (next: Draft) => void = () => undefined;
    let finish: (texts: string) => void = () => undefined;
    const ahead = writeAhead<string>((onDraft) => {
      say = onDraft;
      return new Promise((resolve) => (finish = resolve));
    });
    say(draft('linkedin', 'I'));
    say(draft('linkedin', 'I lead'));
    say(draft('pitch', 'Hello'));
    const shown: Draft[] = [];
    const written = ahead.write((next) => shown.push(next));
    expect(shown).toEqual([draft('linkedin', 'I lead'), draft('pitch', 'Hello')]);
    say(draft('linkedin', 'I lead teams'));
    expect(shown.at(-1)).toEqual(draft('linkedin', 'I lead teams'));
    finish('done');
    await expect(written).resolves.toBe('done');
  });

  it('stops the writing when its credit is not spent, and a failure before anyone joins is not left unhandled', async () => {
    let stopped: AbortSignal | undefined;
    const ahead = writeAhead((_onDraft, signal) => {
      stopped = signal;
      return new Promise<never>((_resolve, reject) => signal.addEventListener('abort', () => reject(new Error('stopped'))));
    });
    expect(stopped?.aborted).toBe(false);
    ahead.cancel();
    expect(stopped?.aborted).toBe(true);
    await new Promise((resolve) => setImmediate(resolve));
  });
});
