export {
  COMMUNICATION_STYLES,
  PRONOUN_SETS,
  PURPOSES,
  type CommunicationStyle,
  type IntroductionAnswers,
  type IntroductionTexts,
  type IntroductionWriter,
  type PronounSet,
  type Purpose,
  type WriteOptions,
  type WriterName,
  type CurrentText,
  type Refinement,
  REFINEMENTS,
} from './generation.types.js';
export {
  GENERATION_ERROR_CODES,
  GenerationError,
  type GenerationErrorCode,
} from './generation.errors.js';
export { createIntroductionWriter, type GenerationSettings } from './generation.factory.js';
export { composeIntroductions, OfflineIntroductionWriter } from './offline-composer.js';
export { DEFAULT_TIMEOUT_MS, OpenAIIntroductionWriter, type OpenAIWriterSettings } from './openai-writer.js';
export { checkIntroductionTexts, PURPOSE_RULES, type TextProblem, type TextRuleName } from './quality-gate.js';
export { measureText } from './text-utils.js';
