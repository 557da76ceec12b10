export {
  type CurrentText,
  type Draft,
  type IntroductionAnswers,
  type IntroductionTexts,
  type IntroductionWriter,
  type WriterName,
} from './generation.types.js';
export { GenerationError } from './generation.errors.js';
export { createIntroductionWriter } from './generation.factory.js';
export { OfflineIntroductionWriter } from './offline-writer.js';
export { WritingPool, type WritingPoolSettings } from './writing-pool.js';
export { tidyWhitespace } from './english/tidy-whitespace.js';
export type { AdvertAssessment } from './checking/advert-matching.js';
