// A complete generation request and the GraphQL selection of an introduction, shared by the tests.
import type { TestApp } from '../../../test/app.js';
import { json, type SignedInUser } from '../../../test/http.js';

export const GENERATION_REQUEST = {
  fullName: 'Ada Lovelace',
  purpose: 'linkedin',
  identity: 'I am a mathematician who writes programs for machines that do not exist yet.',
  role: 'Analyst of computing engines',
  audience: 'Engineers and investors interested in general-purpose computation',
  mission: 'To show that machines can do far more than arithmetic.',
  context: 'A profile for people meeting me for the first time.',
  linkedinUrl: 'https://www.linkedin.com/in/ada',
  achievements: 'Wrote the first published algorithm for a computing machine.',
  cvText: '',
  communicationStyle: 'professional',
} as const;

export const INTRODUCTION_FIELDS = `id purpose fullName identity role audience mission context achievements cvText
  linkedinUrl communicationStyle pronouns introductions { linkedin job pitch business }
  myRating { id introductionId rating comment createdAt } createdAt updatedAt`;

/** Writes an introduction over REST for the person and answers its id. */
export async function generateIntroductionId(app: TestApp, user: SignedInUser, request: object = GENERATION_REQUEST): Promise<number> {
  return (await json(app, 'POST', '/api/introductions', request, user.headers)).body.introduction.id;
}
