// `npm run corpus -w api`: writes the five texts of every questionnaire in ../shared/questionnaires/corpus.json (typed
// by people outside the team) beside its answers, to corpus/texts.md, and says which questionnaires' texts changed
// since the file was last written, and which texts seem to leave out the mission. Read what it gives as the people who
// typed the answers would.
import { TEXT_KINDS } from '@firstwords/contracts';
import { readFile, writeFile } from 'node:fs/promises';
import { projectPath } from '../src/config/paths.js';
import type { IntroductionAnswers, IntroductionTexts } from '../src/modules/generation/index.js';
import { composeIntroductions } from '../src/modules/generation/planning/offline-composer.js';

const CORPUS = projectPath('..', 'shared', 'questionnaires', 'corpus.json');
const OUTPUT = projectPath('api', 'corpus', 'texts.md');

const typed = JSON.parse(await readFile(CORPUS, 'utf8')) as Array<Record<string, string | null>>;
/** The answers as the API would take them: an empty answer is no answer. */
const answersOf = (questionnaire: Record<string, string | null>) =>
  Object.fromEntries(Object.entries(questionnaire).map(([name, value]) => [name, value || null])) as IntroductionAnswers;

const answerLines = (questionnaire: Record<string, string | null>) =>
  Object.entries(questionnaire)
    .filter((entry): entry is [string, string] => Boolean(entry[1]))
    .map(([name, value]) => `- **${name}**: ${value.includes('\n') ? `\n\n${value.replace(/^/gm, '    ')}\n` : value}`);

// A mission said in a text holds most of its first telling words (their first five letters, for "help"/"helping").
const FRAME_WORDS = /^(?:that|this|with|want|wants|goal|aim|mission|make|help|helping|what|their|they|from|into|every)$/;
const leftOutMission: string[] = [];
function checkMission(questionnaire: Record<string, string | null>, texts: IntroductionTexts, number: number) {
  const telling = (questionnaire.mission?.toLowerCase().match(/\p{L}{4,}/gu) ?? []).filter((word) => !FRAME_WORDS.test(word)).slice(0, 3);
  if (!telling.length) return;
  for (const kind of ['linkedin', 'job', 'pitch', 'business'] as const) {
    const said = telling.filter((word) => texts[kind].toLowerCase().includes(word.slice(0, 5))).length;
    if (said < Math.min(2, telling.length)) leftOutMission.push(`${number} ${kind}`);
  }
}

const sections = typed.map((questionnaire, index) => {
  const texts = composeIntroductions(answersOf(questionnaire));
  checkMission(questionnaire, texts, index + 1);
  return [
    `## ${index + 1}. ${questionnaire.fullName} (${questionnaire.purpose}, ${questionnaire.communicationStyle})`,
    '',
    ...answerLines(questionnaire),
    ...TEXT_KINDS.flatMap((kind) => ['', `### ${kind}${kind === questionnaire.purpose ? ' (the chosen purpose)' : ''}`, '', texts[kind]]),
    '',
  ].join('\n');
});

const previous = await readFile(OUTPUT, 'utf8').catch(() => '');
const previousSections = new Map(previous.split(/^(?=## \d+\. )/m).map((section) => [section.match(/^## (\d+)\./)?.[1], section.trim()]));
const changed = sections.flatMap((section, index) => (previousSections.get(String(index + 1)) === section.trim() ? [] : [index + 1]));
await writeFile(OUTPUT, `# The writer on the shared corpus\n\n${sections.join('\n')}`);
console.log(`${sections.length} questionnaires, ${sections.length * TEXT_KINDS.length} texts, written to ${OUTPUT}.`);
console.log(previous ? `Changed since the last run: ${changed.length ? changed.join(', ') : 'none'}.` : 'No earlier run to compare with.');
console.log(`Texts that seem to leave out the mission: ${leftOutMission.length} (${leftOutMission.join(', ') || 'none'}).`);
