import { describe, expect, it } from 'vitest';
import { TYPICAL_ANSWERS } from '../../../test/fixtures/answers.fixtures.js';
import { readAnswers } from './answer-reading.js';

const roleOf = (role: string) => readAnswers({ ...TYPICAL_ANSWERS, role }).role;

describe('the role, as typed in the role field', () => {
  it.each([
    ['Founder, Kilimhaus', 'founder of Kilimhaus'],
    ['Founder & CEO, Hamdard Coventry (registered charity)', 'founder & CEO of Hamdard Coventry'],
    ['Owner, Lead Electrician – SK Electrical Services Ltd', 'owner and lead electrician of SK Electrical Services Ltd'],
    ['Barrister (Crime), Peel Court Chambers', 'barrister at Peel Court Chambers'],
    ["Principal Dentist & Practice Owner, Queen's Cross Dental Care", "principal dentist & practice owner of Queen's Cross Dental Care"],
    ['Director, Mehta & Co Accountants', 'director at Mehta & Co Accountants'],
    ['ceramicist, owner of Lindgren Lera studio', 'ceramicist and owner of Lindgren Lera studio'],
    ['Co-owner, Baker (sourdough & pastry)', 'co-owner and baker'],
    ['RN, Community/District Nursing', 'RN'],
    ['Social Worker – Children & Families (SSSC registered)', 'social worker'],
    ['Sous Chef → Head Chef', 'sous chef'],
    ['Paramedic (Band 6) – applying for Specialist Paramedic, Urgent Care', 'paramedic'],
    ['Head Barista / 2IC', 'head barista / 2IC'],
    ['Senior Product Designer', 'senior product designer'],
  ])('%s: %s', (typed, said) => {
    expect(roleOf(typed)).toBe(said);
  });
});
