import { normalisePurpose, PURPOSE_LABELS, PURPOSES } from '@firstwords/contracts';

/** The purposes in the order the product offers them, for pickers and charts. */
export const PURPOSE_OPTIONS = PURPOSES.map((value) => ({ value, label: PURPOSE_LABELS[value] }));

/** The label of a purpose, any stored one included (the admin's lists show what is stored). */
export function purposeLabel(purpose: string): string {
  return PURPOSE_LABELS[normalisePurpose(purpose)];
}
