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
export { composeIntroductions, OfflineIntroductionWriter } from './offline-composer.js';
export { tidyWhitespace } from './tidy-whitespace.js';
export { assessAdvert, type AdvertAssessment } from './advert-matching.js';
