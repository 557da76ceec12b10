import { z } from './zod.js';
import { optionalText } from './text-fields.js';

const FEEDBACK_MIN = 10;
const FEEDBACK_MAX = 5_000;
const TOO_SHORT = 'Feedback must be at least 10 characters';

// The screenshot, timestamp and userId a client may send are not part of what is kept.
export const feedbackSchema = z.object({
  subject: optionalText('Subject', 200),
  feedback: z
    .string({ error: TOO_SHORT })
    .trim()
    .min(FEEDBACK_MIN, TOO_SHORT)
    .max(FEEDBACK_MAX, `Feedback must be at most ${FEEDBACK_MAX.toLocaleString('en-GB')} characters`),
});
