import type { Purpose } from '@/lib/purposes';

export type CommunicationStyle = 'professional' | 'conversational' | 'enthusiastic' | 'concise';

export const COMMUNICATION_STYLES: ReadonlyArray<{ value: CommunicationStyle; label: string }> = [
  { value: 'professional', label: 'Professional & Formal' },
  { value: 'conversational', label: 'Conversational & Friendly' },
  { value: 'enthusiastic', label: 'Enthusiastic & Dynamic' },
  { value: 'concise', label: 'Concise & Direct' },
];

/** The pronoun sets the server accepts, for third-person texts; each is shown as written. */
export type PronounSet = 'she/her' | 'he/him' | 'they/them';

export const PRONOUN_SETS: ReadonlyArray<PronounSet> = ['she/her', 'he/him', 'they/them'];

export interface IntroductionValues {
  fullName: string;
  purpose: Purpose | '';
  identity: string;
  /** Optional: '' means not specified. */
  pronouns: PronounSet | '';
  role: string;
  audience: string;
  context: string;
  linkedinUrl: string;
  mission: string;
  achievements: string;
  cvText: string;
  communicationStyle: CommunicationStyle | '';
}

export type FieldName = keyof IntroductionValues;
export type FieldErrors = Partial<Record<FieldName, string>>;

export const INITIAL_VALUES: IntroductionValues = {
  fullName: '',
  purpose: '',
  identity: '',
  pronouns: '',
  role: '',
  audience: '',
  context: '',
  linkedinUrl: '',
  mission: '',
  achievements: '',
  cvText: '',
  communicationStyle: 'professional',
};

export const TOTAL_STEPS = 4;

/** The fields each step asks for; Continue needs the required ones of its step. */
export const STEP_FIELDS: Record<number, FieldName[]> = {
  1: ['fullName', 'purpose', 'identity', 'pronouns'],
  2: ['role', 'audience', 'context', 'linkedinUrl'],
  3: ['mission', 'achievements', 'cvText'],
  4: ['communicationStyle'],
};
