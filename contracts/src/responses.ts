// What each REST path answers with. The `id` in `.meta` names the schema in the OpenAPI document; the objects are
// strict, so a field the server adds without documenting it fails the contract test.
import { z } from './zod.js';
import { ANSWER_FIELDS, type AnswerField, type AnswerName } from './answer-fields.js';
import { ADVERT_COVERAGES, ANSWER_USES, READ_ANSWERS, REQUIREMENT_KINDS, TEXT_KINDS, VERSION_ORIGINS } from './introductions.js';

const timestamp = z.iso.datetime().meta({ description: 'An ISO 8601 date-time in UTC' });
/** Stored text stays escaped: `<`, `>` and `"` arrive as entities (docs/product.md, Stored text). */
const storedText = z.string().meta({ description: 'As stored: <, > and " arrive as &lt;, &gt; and &quot;' });

export const errorBodySchema = z
  .strictObject({
    message: z.string(),
    fieldErrors: z.record(z.string(), z.string()).optional().meta({ description: 'One message per refused field' }),
    requestId: z
      .string()
      .optional()
      .meta({ description: "On a failure of ours (500): the request's id, which our logs hold the details under" }),
  })
  .meta({ id: 'Error', description: 'Every refusal and failure: a message safe to show, and field messages for bad input.' });

export const userSchema = z
  .strictObject({
    id: z.guid(),
    username: z.string(),
    email: z.string().nullable(),
    displayName: z.string().nullable(),
    photoURL: z.string().nullable(),
    role: z.enum(['user', 'admin']),
  })
  .meta({ id: 'User' });

export const signedInSchema = z
  .strictObject({ user: userSchema, token: z.string().meta({ description: 'The session token, also set as the session cookie' }) })
  .meta({ id: 'SignedIn' });
export const meSchema = z.strictObject({ user: userSchema }).meta({ id: 'Me' });
export const adminCheckSchema = z.strictObject({ isAdmin: z.boolean(), userId: z.guid() }).meta({ id: 'AdminCheck' });

export const ratingSchema = z
  .strictObject({
    id: z.number().int(),
    introductionId: z.number().int(),
    versionId: z.number().int().nullable().meta({ description: 'The version rated; null for a rating from before versions were kept' }),
    rating: z.number().int().min(1).max(5),
    comment: storedText.nullable(),
    createdAt: timestamp,
  })
  .meta({ id: 'Rating' });

const texts = z.strictObject({
  linkedin: storedText.nullable(),
  job: storedText.nullable(),
  pitch: storedText.nullable(),
  business: storedText.nullable(),
  headline: storedText.nullable().meta({ description: 'The LinkedIn headline; null for an introduction written before headlines' }),
});

/** An answer as the API gives it back: a choice as it is, free text as stored; null when an optional one was not given. */
function storedAnswer({ choices, optional }: AnswerField): z.ZodType<string | null> {
  const value = choices ? z.enum(choices as [string, ...string[]]) : storedText;
  return optional ? value.nullable() : value;
}

const storedAnswers = Object.fromEntries(ANSWER_FIELDS.map((field) => [field.name, storedAnswer(field)])) as Record<
  AnswerName,
  z.ZodType<string | null>
>;

export const introductionSchema = z
  .strictObject({
    id: z.number().int(),
    userId: z.guid(),
    ...storedAnswers,
    introductions: texts.meta({ description: 'The current text of each purpose, and the LinkedIn headline' }),
    linkedinIntro: storedText.nullable(),
    jobIntro: storedText.nullable(),
    pitchIntro: storedText.nullable(),
    myRating: ratingSchema.nullable(),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .meta({ id: 'Introduction' });
export const introductionEnvelopeSchema = z.strictObject({ introduction: introductionSchema }).meta({ id: 'IntroductionEnvelope' });

export const sharedTextSchema = z
  .strictObject({
    purpose: z.enum(TEXT_KINDS),
    path: z.string().meta({ description: 'The page anyone with the link sees: `/s/{token}`, the token unguessable' }),
    text: z.string().meta({ description: 'What the page shows: the text as it stood when shared or last updated' }),
    current: z.boolean().meta({ description: 'False once the text has changed since: "Update the shared text" shows the new one' }),
    sharedAt: timestamp,
    updatedAt: timestamp,
  })
  .meta({ id: 'SharedText' });
export type SharedTextResponse = z.infer<typeof sharedTextSchema>;

export const versionSchema = z
  .strictObject({
    id: z.number().int(),
    purpose: z.enum(TEXT_KINDS).meta({ description: 'Which text: one of the four purposes, or headline' }),
    text: storedText,
    origin: z.enum(VERSION_ORIGINS),
    writer: z.string().nullable().meta({ description: 'offline or openai; null for a text the person wrote' }),
    createdAt: timestamp,
  })
  .meta({ id: 'IntroductionVersion' });

export const advertReadingSchema = z
  .strictObject({
    role: storedText.nullable().meta({ description: "The role's title the advert names, escaped as stored text; null when it names none" }),
    organisation: storedText.nullable().meta({ description: 'The organisation the advert names, escaped; null when it names none' }),
    requirements: z.array(
      z.strictObject({
        phrase: storedText.meta({ description: 'As the advert words it, escaped as stored text' }),
        kind: z.enum(REQUIREMENT_KINDS),
        coverage: z.enum(ADVERT_COVERAGES).meta({
          description: 'covered: in the answers and the text; not_in_text: in the answers only; not_in_answers: the answers do not show it',
        }),
      }),
    ),
  })
  .meta({ id: 'AdvertReading' });

export const answerReadingSchema = z
  .strictObject({
    answers: z.array(
      z.strictObject({
        answer: z.enum(READ_ANSWERS),
        typed: storedText.meta({ description: 'The answer, or one achievement of it, as read (tidied), escaped' }),
        said: storedText.nullable().meta({ description: 'As the texts will say it, in the first person; null when not used' }),
        use: z.enum(ANSWER_USES).meta({
          description: 'said: in sentences; listed: as typed in LinkedIn and business texts, left out of spoken ones; unused: in none',
        }),
        note: storedText.nullable().meta({ description: 'Why it is listed, unused or read as it is, in a few words' }),
        suggestion: storedText.nullable().meta({ description: 'A sentence the person may use instead' }),
      }),
    ),
    career: z
      .strictObject({
        roles: z.array(
          z.strictObject({
            title: storedText,
            employer: storedText.nullable(),
            years: z.string().nullable().meta({ description: '"2019 to now", "2014 to 2020", or as the CV gives it' }),
          }),
        ),
        qualifications: z.array(storedText),
        said: storedText.nullable().meta({ description: 'The career and qualifications as the texts will say them' }),
        note: storedText.nullable(),
      })
      .nullable()
      .meta({ description: 'What the CV gives; null without a CV' }),
    advert: advertReadingSchema.nullable().meta({ description: 'What the advert asks for, against the answers; null without one' }),
  })
  .meta({ id: 'AnswerReading', description: 'How the writer will use the answers, before it writes.' });

export const successSchema = z.strictObject({ success: z.literal(true) }).meta({ id: 'Success' });

export const creditsSchema = z
  .strictObject({
    remaining: z.number().int().meta({ description: 'Free plus purchased; -1 means unlimited (premium)' }),
    dailyAllowance: z.number().int(),
    freeRemaining: z.number().int(),
    purchasedRemaining: z.number().int(),
    isPremium: z.boolean(),
    isSubscribed: z.boolean(),
    subscriptionStatus: z.string().nullable(),
    nextBillingDate: timestamp.nullable(),
    resetDate: timestamp.meta({ description: 'When the free allowance is next refilled: the start of the next UTC day' }),
  })
  .meta({ id: 'Credits' });

export const creditPackageSchema = z
  .strictObject({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    credits: z.number().int(),
    price: z.number().int().meta({ description: 'In pence' }),
    currency: z.string(),
    isSubscription: z.boolean(),
    bestValue: z.boolean(),
  })
  .meta({ id: 'CreditPackage' });

export const paymentIntentSchema = z.strictObject({ clientSecret: z.string() }).meta({ id: 'PaymentIntent' });
export const purchaseResultSchema = z
  .strictObject({ success: z.literal(true), creditsAdded: z.number().int() })
  .meta({ id: 'PurchaseResult' });
export const startedSubscriptionSchema = z
  .strictObject({
    subscriptionId: z.string(),
    clientSecret: z.string().meta({ description: "Confirms the first invoice's payment on the client" }),
  })
  .meta({ id: 'StartedSubscription' });
export const testCardResultSchema = z.strictObject({ paymentIntentId: z.string(), status: z.string() }).meta({ id: 'TestCardResult' });

export const profileResponseSchema = z
  .strictObject({
    firstName: storedText.nullable(),
    lastName: storedText.nullable(),
    careerGoal: storedText.nullable(),
    linkedinUrl: storedText.nullable(),
    portfolioDetails: storedText.nullable(),
  })
  .meta({ id: 'Profile' });

const adminIntroductionSchema = z
  .strictObject({ id: z.number().int(), userId: z.guid(), username: z.string().nullable(), purpose: z.string(), createdAt: timestamp })
  .meta({ id: 'AdminIntroduction' });

export const adminStatsSchema = z
  .strictObject({
    totalUsers: z.number().int(),
    totalIntroductions: z.number().int(),
    tailoredIntroductions: z.number().int().meta({ description: 'Introductions written for a job advert or event description' }),
    sharedTexts: z.number().int().meta({ description: 'Texts shared by link now (a stopped link no longer counts)' }),
    freeCreditsUsed: z.number().int(),
    premiumUsers: z.number().int(),
    subscribedUsers: z.number().int(),
    premiumOnlyUsers: z.number().int().meta({ description: 'Premium and not subscribed: a subscription does not make a person premium' }),
    introductionTypes: z.record(z.string(), z.number().int()).meta({ description: 'Introductions per purpose' }),
    recentIntroductions: z.array(adminIntroductionSchema),
  })
  .meta({ id: 'AdminStats' });

export const adminUserSchema = z
  .strictObject({
    id: z.guid(),
    username: z.string(),
    email: z.string().nullable(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    remainingCredits: z.number().int(),
    isPremium: z.boolean(),
    isSubscribed: z.boolean(),
    subscriptionStatus: z.string().nullable(),
    creditsReversed: z.number().int().meta({ description: 'Purchased credits taken back after refunds and disputes' }),
    createdAt: timestamp,
  })
  .meta({ id: 'AdminUser' });
export const adminUsersPortalSchema = z.strictObject({ users: z.array(adminUserSchema) }).meta({ id: 'AdminUsersPortal' });

export const adminIntroductionsSchema = z
  .strictObject({
    introductions: z.array(adminIntroductionSchema),
    introsByDay: z.record(z.string(), z.number().int()).meta({ description: 'Introductions per UTC day (YYYY-MM-DD), the last 30 days' }),
    total: z.number().int(),
  })
  .meta({ id: 'AdminIntroductions' });

export type ErrorResponse = z.infer<typeof errorBodySchema>;
export type UserResponse = z.infer<typeof userSchema>;
export type IntroductionResponse = z.infer<typeof introductionSchema>;
export type IntroductionVersionResponse = z.infer<typeof versionSchema>;
export type AdvertReadingResponse = z.infer<typeof advertReadingSchema>;
export type AnswerReadingResponse = z.infer<typeof answerReadingSchema>;
export type CreditsResponse = z.infer<typeof creditsSchema>;
export type CreditPackageResponse = z.infer<typeof creditPackageSchema>;
export type AdminStatsResponse = z.infer<typeof adminStatsSchema>;
