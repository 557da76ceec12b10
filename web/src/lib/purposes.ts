export type Purpose = 'linkedin' | 'job' | 'pitch' | 'business';

export const PURPOSES: ReadonlyArray<{ value: Purpose; label: string }> = [
  { value: 'linkedin', label: 'LinkedIn Profile' },
  { value: 'job', label: 'Job Interview' },
  { value: 'pitch', label: 'Event Pitch' },
  { value: 'business', label: 'Business Profile' },
];

/** Any purpose that is not linkedin, job or business is shown as an event pitch (spec section 2). */
export function normalisePurpose(purpose: string): Purpose {
  return purpose === 'linkedin' || purpose === 'job' || purpose === 'business' ? purpose : 'pitch';
}

export function purposeLabel(purpose: string): string {
  const value = normalisePurpose(purpose);
  return PURPOSES.find((p) => p.value === value)?.label ?? 'Event Pitch';
}
