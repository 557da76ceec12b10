import { decodeEntities } from '@/lib/decode-entities';

const PREVIEW_LENGTH = 100;

interface IntroductionTexts {
  linkedin: string | null;
  job: string | null;
  pitch: string | null;
  business: string | null;
}

/** The first 100 characters of whichever text is present, then an ellipsis (spec section 2). */
export function introductionPreview(texts: IntroductionTexts): string {
  const text = texts.linkedin || texts.job || texts.pitch || texts.business || '';
  return `${decodeEntities(text).slice(0, PREVIEW_LENGTH)}...`;
}
