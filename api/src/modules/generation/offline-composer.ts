import {
  FIRST_PERSON_FILLERS,
  FIRST_PERSON_TAILORED,
  THIRD_PERSON_FILLERS,
  THIRD_PERSON_TAILORED,
  type Phase,
  type TailoredFiller,
} from './composer-fillers.js';
import { briefForm, hasFirstPerson, midSentence, withArticle, type Fragment } from './composer-fragments.js';
import { fitSections, type Section } from './composer-parts.js';
import { buildProfile, type Profile } from './composer-profile.js';
import { businessSections, jobSections, linkedinSections, pitchSections } from './composer-sentences.js';
import { GenerationError } from './generation.errors.js';
import type {
  IntroductionAnswers,
  IntroductionTexts,
  IntroductionWriter,
  Purpose,
  WriteOptions,
} from './generation.types.js';
import { PURPOSE_RULES } from './text-rules.js';
import { countCharacters, countWords } from './text-utils.js';

/** The role and audience as short noun phrases for tailored fillers, when they read as such. */
function shortNounPhrases(profile: Profile): Record<TailoredFiller['needs'], string | null> {
  const shortest = (fragment: Fragment | null): string | null => {
    if (!fragment || !['article', 'phrase'].includes(fragment.kind) || hasFirstPerson(fragment.head)) return null;
    const head = briefForm(fragment.head, 8);
    return countWords(head) <= 8 ? midSentence(head, fragment.kind) : null;
  };
  const role = shortest(profile.role);
  return { role: role ? withArticle(role) : null, audience: shortest(profile.audience) };
}

function fit(profile: Profile, purpose: Purpose, sections: Section[]): string {
  const rule = PURPOSE_RULES[purpose];
  const answers = shortNounPhrases(profile);
  const fillers = (phase: Phase): string[] => {
    if (rule.person === 'third') {
      const tailored = THIRD_PERSON_TAILORED[profile.style].flatMap(({ needs, text }) => {
        const answer = answers[needs];
        return answer ? [text(profile.names, answer)] : [];
      });
      const generic = THIRD_PERSON_FILLERS[profile.style].map((filler) => filler(profile.names));
      return [...profile.rotate(tailored, purpose), ...profile.rotate(generic, purpose)];
    }
    const tailored = FIRST_PERSON_TAILORED[profile.style]
      .filter((filler) => filler.phase === phase)
      .flatMap(({ needs, text }) => {
        const answer = answers[needs];
        return answer ? [text(answer)] : [];
      });
    const generic = FIRST_PERSON_FILLERS[profile.style].filter((filler) => filler.phase === phase).map((filler) => filler.text);
    return [...profile.rotate(tailored, `${purpose}:${phase}`), ...profile.rotate(generic, `${purpose}:${phase}`)];
  };
  return fitSections(sections, {
    measure: rule.unit === 'words' ? countWords : countCharacters,
    // The composer keeps to the narrower aim, so its texts pass the checks with room to spare.
    min: rule.aimMin,
    max: rule.aimMax,
    sectionBreak: purpose === 'job' || purpose === 'pitch' ? ' ' : '\n\n',
    fillers,
  });
}

/**
 * Writes the four texts from the answers alone: no network, and the same answers and variant always
 * give the same texts. It never writes a number of its own, so every number comes from the answers.
 */
export function composeIntroductions(answers: IntroductionAnswers, variant = 0): IntroductionTexts {
  const profile = buildProfile(answers, variant);
  return {
    linkedin: fit(profile, 'linkedin', linkedinSections(profile, PURPOSE_RULES.linkedin.hookWithin ?? 270)),
    job: fit(profile, 'job', jobSections(profile)),
    pitch: fit(profile, 'pitch', pitchSections(profile)),
    business: fit(profile, 'business', businessSections(profile)),
  };
}

/** The built-in writer, used when no OpenAI key is configured. */
export class OfflineIntroductionWriter implements IntroductionWriter {
  async write(answers: IntroductionAnswers, options: WriteOptions = {}): Promise<IntroductionTexts> {
    if (options.signal?.aborted) throw new GenerationError('AI_CANCELLED');
    return composeIntroductions(answers, options.variant ?? 0);
  }
}
