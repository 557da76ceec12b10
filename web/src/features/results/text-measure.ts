import { countWords, measureLength, TEXT_LIMITS, WORDS_PER_MINUTE, type LengthUnit, type TextKind } from '@firstwords/contracts';

export interface TextMeasure {
  count: number;
  unit: LengthUnit;
  max: number;
  over: boolean;
  /** Seconds it takes to say, for the spoken purposes. */
  seconds?: number;
}

/** The count the server checks an edit against (the contracts' limits), and how long a spoken text takes to say. */
export function measureText(text: string, purpose: TextKind): TextMeasure {
  const { unit, max, targetSeconds } = TEXT_LIMITS[purpose];
  const count = measureLength(text, unit);
  const seconds = targetSeconds === undefined ? undefined : Math.round((countWords(text) / WORDS_PER_MINUTE) * 60);
  return { count, unit, max, over: count > max, seconds };
}

/** "412 / 2,600 characters", "96 / 230 words · about 38 seconds spoken". */
export function describeMeasure({ count, unit, max, seconds }: TextMeasure): string {
  const figures = `${count.toLocaleString('en-GB')} / ${max.toLocaleString('en-GB')} ${unit}`;
  return seconds === undefined ? figures : `${figures} · about ${seconds} seconds spoken`;
}
