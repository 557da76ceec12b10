export {
  COMMUNICATION_STYLES,
  PRONOUN_SETS,
  PURPOSES,
  REFINEMENTS,
  type CommunicationStyle,
  type CurrentText,
  type IntroductionAnswers,
  type IntroductionTexts,
  type IntroductionWriter,
  type PronounSet,
  type Purpose,
  type Refinement,
  type WriterName,
} from './generation.types.js';
export { GenerationError } from './generation.errors.js';
export { createIntroductionWriter } from './generation.factory.js';
export { composeIntroductions, OfflineIntroductionWriter } from './offline-composer.js';
export { PURPOSE_RULES } from './quality-gate.js';
export { measureText } from './text-utils.js';
