import { decodeStoredText } from '@firstwords/contracts';
import type { ProfileQuery } from '@/graphql/__generated__/graphql';

export type ProfileValues = {
  firstName: string;
  lastName: string;
  careerGoal: string;
  linkedinUrl: string;
  portfolioDetails: string;
};

export type ProfileField = keyof ProfileValues;

export const PROFILE_FIELDS: ReadonlyArray<{ name: ProfileField; label: string; multiline?: boolean; half?: boolean }> = [
  { name: 'firstName', label: 'First name', half: true },
  { name: 'lastName', label: 'Last name', half: true },
  { name: 'careerGoal', label: 'Career goal', multiline: true },
  { name: 'linkedinUrl', label: 'LinkedIn URL' },
  { name: 'portfolioDetails', label: 'Portfolio details', multiline: true },
];

/** Stored text comes back escaped; the form edits it as typed. */
export function toProfileValues(profile: ProfileQuery['profile'] | undefined): ProfileValues {
  return {
    firstName: decodeStoredText(profile?.firstName) ?? '',
    lastName: decodeStoredText(profile?.lastName) ?? '',
    careerGoal: decodeStoredText(profile?.careerGoal) ?? '',
    linkedinUrl: decodeStoredText(profile?.linkedinUrl) ?? '',
    portfolioDetails: decodeStoredText(profile?.portfolioDetails) ?? '',
  };
}
