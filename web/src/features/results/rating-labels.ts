export const RATING_LABELS: Record<number, string> = {
  1: 'Poor',
  2: 'Fair',
  3: 'Good',
  4: 'Very good',
  5: 'Excellent',
};

export function ratingLabelText(value: number): string {
  return `${value} star${value === 1 ? '' : 's'}, ${RATING_LABELS[value] ?? ''}`;
}
