import { ANSWER_FIELDS } from '@firstwords/contracts';
import { describe, expect, it } from 'vitest';
import { INITIAL_VALUES, STEP_FIELDS, TOTAL_STEPS } from './introduction-fields';

describe("the questionnaire's fields", () => {
  it('asks for every answer field of the contract in exactly one step, in the order of the contract', () => {
    const asked = Object.values(STEP_FIELDS).flat();
    expect([...asked].sort()).toEqual(ANSWER_FIELDS.map(({ name }) => name).sort());
    expect(Object.keys(STEP_FIELDS)).toHaveLength(TOTAL_STEPS);
    expect(STEP_FIELDS[1]).toEqual(['fullName', 'purpose', 'identity', 'pronouns']);
    expect(STEP_FIELDS[4]).toEqual(['communicationStyle']);
  });

  it('starts every field empty but for the style, which starts at its default', () => {
    expect(INITIAL_VALUES).toEqual({
      ...Object.fromEntries(ANSWER_FIELDS.map(({ name }) => [name, ''])),
      communicationStyle: 'professional',
    });
  });
});
