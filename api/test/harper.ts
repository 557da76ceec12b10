// Harper, an offline grammar checker, reads a text as British English; the names the person typed are theirs to spell.
import { Dialect, LocalLinter } from 'harper.js';
import { binaryInlined } from 'harper.js/binaryInlined';
import type { IntroductionAnswers } from '../src/modules/generation/generation.types.js';

let linter: Promise<LocalLinter> | undefined;

function setUp(): Promise<LocalLinter> {
  linter ??= (async () => {
    const local = new LocalLinter({ binary: binaryInlined, dialect: Dialect.British });
    await local.setup();
    return local;
  })();
  return linter;
}

/** Every problem Harper finds, as "kind: message [text]", except how the person spelt and cased their own words. */
export async function lintEnglish(text: string, answers: IntroductionAnswers): Promise<string[]> {
  const typed = Object.values(answers)
    .filter((value) => typeof value === 'string')
    .join(' ')
    .toLowerCase();
  const lints = await (await setUp()).lint(text);
  // British English does not require the Oxford comma, which is all Harper's Style kind asks for here.
  const typedWord = (word: string) => word.length >= 2 && typed.includes(word.toLowerCase());
  return lints
    .filter((lint) => lint.lint_kind() !== 'Style')
    .filter((lint) => !(['Spelling', 'Capitalization', 'WordChoice'].includes(lint.lint_kind()) && typedWord(lint.get_problem_text())))
    .map((lint) => `${lint.lint_kind()}: ${lint.message()} [${lint.get_problem_text()}]`);
}
