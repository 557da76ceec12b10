import type { Purpose } from '@/lib/purposes';

/** Spoken texts are timed at this pace. */
export const WORDS_PER_MINUTE = 150;

interface PurposeLimit {
  unit: 'characters' | 'words';
  max: number;
  /** The spoken length a job answer or a pitch aims at. */
  targetSeconds?: number;
}

/** The server's hard limits (api quality gate), which an edit is checked against. */
export const PURPOSE_LIMITS: Record<Purpose, PurposeLimit> = {
  linkedin: { unit: 'characters', max: 2600 },
  job: { unit: 'words', max: 230, targetSeconds: 90 },
  pitch: { unit: 'words', max: 110, targetSeconds: 45 },
  business: { unit: 'words', max: 250 },
};

export const countWords = (text: string) => text.trim().split(/\s+/u).filter(Boolean).length;
const countCharacters = (text: string) => [...text.trim()].length;

export interface TextMeasure {
  count: number;
  unit: PurposeLimit['unit'];
  max: number;
  over: boolean;
  /** Seconds it takes to say, for the spoken purposes. */
  seconds?: number;
}

export function measureText(text: string, purpose: Purpose): TextMeasure {
  const { unit, max, targetSeconds } = PURPOSE_LIMITS[purpose];
  const count = unit === 'words' ? countWords(text) : countCharacters(text);
  const seconds = targetSeconds === undefined ? undefined : Math.round((countWords(text) / WORDS_PER_MINUTE) * 60);
  return { count, unit, max, over: count > max, seconds };
}

/** "412 / 2,600 characters", "96 / 230 words · about 38 seconds spoken". */
export function describeMeasure({ count, unit, max, seconds }: TextMeasure): string {
  const figures = `${count.toLocaleString('en-GB')} / ${max.toLocaleString('en-GB')} ${unit}`;
  return seconds === undefined ? figures : `${figures} · about ${seconds} seconds spoken`;
}
