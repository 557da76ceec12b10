interface CreditsLike {
  remaining: number;
  unlimited: boolean;
  isPremium: boolean;
}

export function hasUnlimitedCredits(credits: CreditsLike): boolean {
  return credits.unlimited || credits.isPremium || credits.remaining < 0;
}

/** Out of credits: none left and not premium (docs/product.md, Credits). */
export function isOutOfCredits(credits?: CreditsLike): boolean {
  return credits !== undefined && !hasUnlimitedCredits(credits) && credits.remaining <= 0;
}

/** "2 of 3 credits remaining today", with the daily allowance the server gives. */
export function creditsText(credits: CreditsLike & { dailyAllowance: number }): string {
  return hasUnlimitedCredits(credits) ? 'Unlimited' : `${credits.remaining} of ${credits.dailyAllowance} credits remaining today`;
}

export const NO_CREDITS_TOAST = {
  title: 'No Credits Remaining',
  description: "You've used all your free introductions for today. Upgrade to continue.",
  variant: 'destructive',
} as const;
