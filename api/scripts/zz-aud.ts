import { readFileSync } from 'node:fs';
import { readAnswers } from '../src/modules/generation/answer-reading.js';
import { TYPICAL_ANSWERS } from '../test/fixtures/answers.fixtures.js';
for (const line of readFileSync('/tmp/r2/audiences.txt', 'utf8').split('\n').filter(Boolean)) {
  const r = readAnswers({ ...TYPICAL_ANSWERS, audience: line });
  console.log(`${line}\n   a: ${r.audience?.singular}\n   pl: ${r.audience?.plural}\n   large: ${r.audienceAtLarge?.plural}`);
}
