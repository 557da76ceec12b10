import { z } from './zod.js';
import { clearableText, clearableUrl } from './text-fields.js';

/** Every field optional: absent leaves it as it is, empty or null clears it. */
export const profileSchema = z.object({
  firstName: clearableText('First name', 200),
  lastName: clearableText('Last name', 200),
  careerGoal: clearableText('Career goal', 2_000),
  linkedinUrl: clearableUrl('LinkedIn URL'),
  portfolioDetails: clearableText('Portfolio details', 5_000),
});
