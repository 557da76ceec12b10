import {
  COMMUNICATION_STYLE_LABELS,
  COMMUNICATION_STYLES,
  type CommunicationStyle,
  type PronounSet,
  type Purpose,
} from '@firstwords/contracts';

export const COMMUNICATION_STYLE_OPTIONS = COMMUNICATION_STYLES.map((value) => ({ value, label: COMMUNICATION_STYLE_LABELS[value] }));

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
  /** Optional: the job advert or event description the texts are for. */
  advert: string;
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
  advert: '',
  mission: '',
  achievements: '',
  cvText: '',
  communicationStyle: 'professional',
};

export const TOTAL_STEPS = 4;

/** The fields each step asks for; Continue needs the required ones of its step. */
export const STEP_FIELDS: Record<number, FieldName[]> = {
  1: ['fullName', 'purpose', 'identity', 'pronouns'],
  2: ['role', 'audience', 'context', 'linkedinUrl', 'advert'],
  3: ['mission', 'achievements', 'cvText'],
  4: ['communicationStyle'],
};
