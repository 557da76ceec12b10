// Generated from openapi.json by openapi-typescript (npm run openapi:emit -w api); do not edit.
export interface paths {
    "/api/account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete the account and everything in it */
        delete: operations["deleteAccount"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin-portal/introductions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One page of every introduction, newest first, with the count per day */
        get: operations["listAdminPortalIntroductions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin-portal/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Usage statistics */
        get: operations["getAdminPortalStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin-portal/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One page of users, newest first (as `{users}`) */
        get: operations["listAdminPortalUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/introductions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One page of every introduction, newest first, with the count per day */
        get: operations["listAdminIntroductions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Usage statistics */
        get: operations["getAdminStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One page of users, newest first (a bare array) */
        get: operations["listAdminUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}/premium": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Grant or take back premium */
        put: operations["setUserPremium"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/admin-login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in as an admin with email and password
         * @description Answers with the session token and sets it as the session cookie.
         */
        post: operations["adminLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/check-admin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the signed-in person is an admin */
        get: operations["checkAdmin"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/dev-login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in by email (development and test only)
         * @description Answers with the session token and sets it as the session cookie.
         */
        post: operations["devLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/google": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in with a Google ID token
         * @description Answers with the session token and sets it as the session cookie.
         */
        post: operations["googleLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End this session */
        post: operations["logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/logout-everywhere": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End every session of the signed-in person */
        post: operations["logoutEverywhere"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in person */
        get: operations["getMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/credits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in person's credits: free today, purchased, premium */
        get: operations["getCredits"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/credits/cancel-subscription": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel the monthly subscription at the end of the period */
        post: operations["cancelSubscription"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/credits/confirm-purchase": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Credit a paid package (once, however often it is asked) */
        post: operations["confirmPurchase"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/credits/create-payment-intent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start paying for a credit package
         * @description The amount comes from the package on the server; confirm the payment on the client with the secret.
         */
        post: operations["createPaymentIntent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/credits/packages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The credit packages for sale (open to everyone) */
        get: operations["listCreditPackages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/credits/subscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start the monthly subscription */
        post: operations["subscribe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cv/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A CV file's text, for the CV box (the file is not kept)
         * @description Checked by its first bytes against its name; read in a pool of worker threads within a few seconds. A PDF of more than 20 pages, one with a password or with no text (a scan), a DOCX or ODT that unpacks to far more than a CV, an empty file or one over the size limit is refused with a message that says what to do. Lines are joined as a person reads them: columns apart, a running header, footer or page number left out. As a state-changing call it needs `X-Requested-With` (a browser form cannot send it).
         */
        post: operations["readCvFile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/feedback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Tell the team about the product */
        post: operations["submitFeedback"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/intro-feedback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Rate an introduction from 1 to 5, with an optional comment */
        post: operations["rateIntroduction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/introductions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in person's introductions, newest first
         * @description A bare array; when there is a next page, the `Link` header (rel="next") gives its address.
         */
        get: operations["listIntroductions"];
        put?: never;
        /**
         * Write an introduction from the questionnaire, for one credit
         * @description Writes all four texts; the purpose chosen is the one shown first. A failure gives the credit back.
         */
        post: operations["generateIntroduction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/introductions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One introduction */
        get: operations["getIntroduction"];
        put?: never;
        post?: never;
        /** Delete an introduction */
        delete: operations["deleteIntroduction"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/introductions/{id}/advert": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What the advert asks for: each requirement covered, in the answers only, or not in the answers
         * @description Against the answers and the current text of `purpose` (the chosen purpose when none is named); empty without an advert.
         */
        get: operations["readIntroductionAdvert"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/introductions/{id}/refine": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Rewrite one text shorter, longer, more formal or warmer, for one credit */
        post: operations["refineIntroduction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/introductions/{id}/regenerate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Write all four texts again from the same answers, for one credit */
        post: operations["regenerateIntroduction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/introductions/{id}/shares": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The introduction's texts shared by link */
        get: operations["listSharedTexts"];
        put?: never;
        /**
         * Share one text by an unguessable link (`/s/{token}`), as it stands now
         * @description The page shows the text and the name, nothing else, with a title and description for link previews, and is not indexed. A text shared already keeps its link and wording (200); an edit reaches the page only through `PUT`.
         */
        post: operations["shareText"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/introductions/{id}/shares/{purpose}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** The shared page shows the text as it stands now */
        put: operations["updateSharedText"];
        post?: never;
        /** Stop sharing: the link answers 404 at once */
        delete: operations["stopSharingText"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/introductions/{id}/tailor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Write all four texts again for a job advert or event description, for one credit
         * @description The advert is kept with the new texts; if the writing fails, the introduction keeps the advert and texts it had.
         */
        post: operations["tailorIntroduction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/introductions/{id}/versions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every text an introduction has had, newest first */
        get: operations["listIntroductionVersions"];
        put?: never;
        /** Save the person's own text for one purpose (free) */
        post: operations["editIntroduction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/introductions/{id}/versions/{versionId}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Make an earlier version current again (kept as a new version) */
        post: operations["restoreIntroductionVersion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/introductions/{id}/writing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The texts being written, as server-sent events
         * @description A stream of server-sent events while the introduction is written, from whichever server answers: the drafts so
         *     far first, then each change.
         *     - `draft`: one text as it stands, `{ purpose, text, state }`; `state` is `writing`, `polishing` (a draft that
         *     failed a check is being asked again) or `done` (the text passed).
         *     - `done`: the writing ended and its texts are stored: `{ introduction }`.
         *     - `failed`: the writing failed and its credit was given back: `{ message, code }`.
         *     With nothing being written, `done` comes at once.
         */
        get: operations["watchIntroductionWriting"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/introductions/reading": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * How the writer will use the answers, before it writes (free)
         * @description Each answer as the texts will say it, those it cannot say in a sentence marked with why, the career the CV gives and what the advert asks for.
         */
        post: operations["readAnswers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/test-mode/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pay with a test card (test mode only; 404 with Stripe)
         * @description 4242 4242 4242 4242 succeeds; 4000 0000 0000 0002 is declined.
         */
        post: operations["payWithTestCard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in person's profile */
        get: operations["getProfile"];
        /** Change the profile: an absent field stays, an empty or null one is cleared */
        put: operations["updateProfile"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stripe/webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Stripe's events (signed with the webhook secret)
         * @description Only when a Stripe key is configured; in test mode there is no such path (404).
         */
        post: operations["receiveStripeEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/healthz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness: the process serves requests */
        get: operations["checkLiveness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/readyz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Readiness: the database answers within 2 seconds */
        get: operations["checkReadiness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        AdminCheck: {
            isAdmin: boolean;
            /** Format: uuid */
            userId: string;
        };
        AdminIntroduction: {
            /**
             * Format: date-time
             * @description An ISO 8601 date-time in UTC
             */
            createdAt: string;
            id: number;
            purpose: string;
            /** Format: uuid */
            userId: string;
            username: string | null;
        };
        AdminIntroductions: {
            introductions: components["schemas"]["AdminIntroduction"][];
            /** @description Introductions per UTC day (YYYY-MM-DD), the last 30 days */
            introsByDay: {
                [key: string]: number;
            };
            total: number;
        };
        AdminStats: {
            freeCreditsUsed: number;
            /** @description Introductions per purpose */
            introductionTypes: {
                [key: string]: number;
            };
            /** @description Premium and not subscribed: a subscription does not make a person premium */
            premiumOnlyUsers: number;
            premiumUsers: number;
            recentIntroductions: components["schemas"]["AdminIntroduction"][];
            /** @description Texts shared by link now (a stopped link no longer counts) */
            sharedTexts: number;
            subscribedUsers: number;
            /** @description Introductions written for a job advert or event description */
            tailoredIntroductions: number;
            totalIntroductions: number;
            totalUsers: number;
        };
        AdminUser: {
            /**
             * Format: date-time
             * @description An ISO 8601 date-time in UTC
             */
            createdAt: string;
            /** @description Purchased credits taken back after refunds and disputes */
            creditsReversed: number;
            email: string | null;
            firstName: string | null;
            /** Format: uuid */
            id: string;
            isPremium: boolean;
            isSubscribed: boolean;
            lastName: string | null;
            remainingCredits: number;
            subscriptionStatus: string | null;
            username: string;
        };
        AdminUsersPortal: {
            users: components["schemas"]["AdminUser"][];
        };
        AdvertReading: {
            /** @description The organisation the advert names, escaped; null when it names none */
            organisation: string | null;
            requirements: {
                /**
                 * @description covered: in the answers and the text; not_in_text: in the answers only; not_in_answers: the answers do not show it
                 * @enum {string}
                 */
                coverage: "covered" | "not_in_text" | "not_in_answers";
                /** @enum {string} */
                kind: "skill" | "tool" | "qualification" | "duty";
                /** @description As the advert words it, escaped as stored text */
                phrase: string;
            }[];
            /** @description The role's title the advert names, escaped as stored text; null when it names none */
            role: string | null;
        };
        /** @description How the writer will use the answers, before it writes. */
        AnswerReading: {
            /** @description What the advert asks for, against the answers; null without one */
            advert: {
                /** @description The organisation the advert names, escaped; null when it names none */
                organisation: string | null;
                requirements: {
                    /**
                     * @description covered: in the answers and the text; not_in_text: in the answers only; not_in_answers: the answers do not show it
                     * @enum {string}
                     */
                    coverage: "covered" | "not_in_text" | "not_in_answers";
                    /** @enum {string} */
                    kind: "skill" | "tool" | "qualification" | "duty";
                    /** @description As the advert words it, escaped as stored text */
                    phrase: string;
                }[];
                /** @description The role's title the advert names, escaped as stored text; null when it names none */
                role: string | null;
            } | null;
            answers: {
                /** @enum {string} */
                answer: "role" | "identity" | "mission" | "achievements";
                /** @description Why it is listed, unused or read as it is, in a few words */
                note: string | null;
                /** @description As the texts will say it, in the first person; null when not used */
                said: string | null;
                /** @description A sentence the person may use instead */
                suggestion: string | null;
                /** @description The answer, or one achievement of it, as read (tidied), escaped */
                typed: string;
                /**
                 * @description said: in sentences; listed: as typed in LinkedIn and business texts, left out of spoken ones; unused: in none
                 * @enum {string}
                 */
                use: "said" | "listed" | "unused";
            }[];
            /** @description What the CV gives; null without a CV */
            career: {
                /** @description As stored: <, > and " arrive as &lt;, &gt; and &quot; */
                note: string | null;
                qualifications: string[];
                roles: {
                    /** @description As stored: <, > and " arrive as &lt;, &gt; and &quot; */
                    employer: string | null;
                    /** @description As stored: <, > and " arrive as &lt;, &gt; and &quot; */
                    title: string;
                    /** @description "2019 to now", "2014 to 2020", or as the CV gives it */
                    years: string | null;
                }[];
                /** @description The career and qualifications as the texts will say them */
                said: string | null;
            } | null;
        };
        CreditPackage: {
            bestValue: boolean;
            credits: number;
            currency: string;
            description: string;
            id: string;
            isSubscription: boolean;
            name: string;
            /** @description In pence */
            price: number;
        };
        Credits: {
            dailyAllowance: number;
            freeRemaining: number;
            isPremium: boolean;
            isSubscribed: boolean;
            /**
             * Format: date-time
             * @description An ISO 8601 date-time in UTC
             */
            nextBillingDate: string | null;
            purchasedRemaining: number;
            /** @description Free plus purchased; -1 means unlimited (premium) */
            remaining: number;
            /**
             * Format: date-time
             * @description When the free allowance is next refilled: the start of the next UTC day
             */
            resetDate: string;
            subscriptionStatus: string | null;
        };
        CvFileText: {
            /** @description True when the file held more than the CV box takes: the text is its beginning. */
            cut: boolean;
            /** @description The text read from the file, a line for each line a person reads. */
            text: string;
        };
        /** @description Every refusal and failure: a message safe to show, and field messages for bad input. */
        Error: {
            /** @description One message per refused field */
            fieldErrors?: {
                [key: string]: string;
            };
            message: string;
            /** @description On a failure of ours (500): the request's id, which our logs hold the details under */
            requestId?: string;
        };
        Introduction: {
            /** @description As stored: <, > and " arrive as &lt;, &gt; and &quot; */
            achievements: string | null;
            /** @description As stored: <, > and " arrive as &lt;, &gt; and &quot; */
            advert: string | null;
            /** @description As stored: <, > and " arrive as &lt;, &gt; and &quot; */
            audience: string;
            /** @enum {string} */
            communicationStyle: "professional" | "conversational" | "enthusiastic" | "concise";
            /** @description As stored: <, > and " arrive as &lt;, &gt; and &quot; */
            context: string;
            /**
             * Format: date-time
             * @description An ISO 8601 date-time in UTC
             */
            createdAt: string;
            /** @description As stored: <, > and " arrive as &lt;, &gt; and &quot; */
            cvText: string | null;
            /** @description As stored: <, > and " arrive as &lt;, &gt; and &quot; */
            fullName: string;
            id: number;
            /** @description As stored: <, > and " arrive as &lt;, &gt; and &quot; */
            identity: string;
            /** @description The current text of each purpose, and the LinkedIn headline */
            introductions: {
                /** @description As stored: <, > and " arrive as &lt;, &gt; and &quot; */
                business: string | null;
                /** @description The LinkedIn headline; null for an introduction written before headlines */
                headline: string | null;
                /** @description As stored: <, > and " arrive as &lt;, &gt; and &quot; */
                job: string | null;
                /** @description As stored: <, > and " arrive as &lt;, &gt; and &quot; */
                linkedin: string | null;
                /** @description As stored: <, > and " arrive as &lt;, &gt; and &quot; */
                pitch: string | null;
            };
            /** @description As stored: <, > and " arrive as &lt;, &gt; and &quot; */
            jobIntro: string | null;
            /** @description As stored: <, > and " arrive as &lt;, &gt; and &quot; */
            linkedinIntro: string | null;
            /** @description As stored: <, > and " arrive as &lt;, &gt; and &quot; */
            linkedinUrl: string | null;
            /** @description As stored: <, > and " arrive as &lt;, &gt; and &quot; */
            mission: string;
            myRating: components["schemas"]["Rating"];
            /** @description As stored: <, > and " arrive as &lt;, &gt; and &quot; */
            pitchIntro: string | null;
            /** @enum {string|null} */
            pronouns: "she/her" | "he/him" | "they/them" | null;
            /** @enum {string} */
            purpose: "linkedin" | "job" | "pitch" | "business";
            /** @description As stored: <, > and " arrive as &lt;, &gt; and &quot; */
            role: string;
            /**
             * Format: date-time
             * @description An ISO 8601 date-time in UTC
             */
            updatedAt: string;
            /** Format: uuid */
            userId: string;
        };
        IntroductionEnvelope: {
            introduction: components["schemas"]["Introduction"];
        };
        IntroductionVersion: {
            /**
             * Format: date-time
             * @description An ISO 8601 date-time in UTC
             */
            createdAt: string;
            id: number;
            /** @enum {string} */
            origin: "generated" | "regenerated" | "edited" | "restored" | "shorter" | "longer" | "more_formal" | "warmer" | "tailored";
            /**
             * @description Which text: one of the four purposes, or headline
             * @enum {string}
             */
            purpose: "linkedin" | "job" | "pitch" | "business" | "headline";
            /** @description As stored: <, > and " arrive as &lt;, &gt; and &quot; */
            text: string;
            /** @description offline or openai; null for a text the person wrote */
            writer: string | null;
        };
        Liveness: {
            /** @enum {string} */
            status: "ok";
        };
        Me: {
            user: components["schemas"]["User"];
        };
        PaymentIntent: {
            clientSecret: string;
        };
        Profile: {
            /** @description As stored: <, > and " arrive as &lt;, &gt; and &quot; */
            careerGoal: string | null;
            /** @description As stored: <, > and " arrive as &lt;, &gt; and &quot; */
            firstName: string | null;
            /** @description As stored: <, > and " arrive as &lt;, &gt; and &quot; */
            lastName: string | null;
            /** @description As stored: <, > and " arrive as &lt;, &gt; and &quot; */
            linkedinUrl: string | null;
            /** @description As stored: <, > and " arrive as &lt;, &gt; and &quot; */
            portfolioDetails: string | null;
        };
        PurchaseResult: {
            creditsAdded: number;
            /** @enum {boolean} */
            success: true;
        };
        Rating: {
            /** @description As stored: <, > and " arrive as &lt;, &gt; and &quot; */
            comment: string | null;
            /**
             * Format: date-time
             * @description An ISO 8601 date-time in UTC
             */
            createdAt: string;
            id: number;
            introductionId: number;
            rating: number;
            /** @description The version rated; null for a rating from before versions were kept */
            versionId: number | null;
        } | null;
        Readiness: {
            /** @enum {string} */
            database: "up" | "down";
            /** @enum {string} */
            status: "ready" | "unavailable";
        };
        SharedText: {
            /** @description False once the text has changed since: "Update the shared text" shows the new one */
            current: boolean;
            /** @description The page anyone with the link sees: `/s/{token}`, the token unguessable */
            path: string;
            /** @enum {string} */
            purpose: "linkedin" | "job" | "pitch" | "business" | "headline";
            /**
             * Format: date-time
             * @description An ISO 8601 date-time in UTC
             */
            sharedAt: string;
            /** @description What the page shows: the text as it stood when shared or last updated */
            text: string;
            /**
             * Format: date-time
             * @description An ISO 8601 date-time in UTC
             */
            updatedAt: string;
        };
        SignedIn: {
            /** @description The session token, also set as the session cookie */
            token: string;
            user: components["schemas"]["User"];
        };
        StartedSubscription: {
            /** @description Confirms the first invoice's payment on the client */
            clientSecret: string;
            subscriptionId: string;
        };
        Success: {
            /** @enum {boolean} */
            success: true;
        };
        TestCardResult: {
            paymentIntentId: string;
            status: string;
        };
        User: {
            displayName: string | null;
            email: string | null;
            /** Format: uuid */
            id: string;
            photoURL: string | null;
            /** @enum {string} */
            role: "user" | "admin";
            username: string;
        };
    };
    responses: never;
    parameters: {
        /** @description Optional. When sent, it must be the signed-in person’s id: without a session the request is refused (401), with another id it is forbidden (403). It never signs anyone in. */
        UserIdHeader: string;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    deleteAccount: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional. When sent, it must be the signed-in person’s id: without a session the request is refused (401), with another id it is forbidden (403). It never signs anyone in. */
                "x-user-id"?: components["parameters"]["UserIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted; the cookie is cleared */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The body is not valid JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended; or: An `x-user-id` header came without a session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed: someone else’s introduction or payment, a `userId` that is not the caller’s, or not for this account; or: The `x-user-id` header names someone other than the signed-in person; or: A browser request from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (`Content-Type: application/json`), not UTF-8, or compressed other than with gzip, deflate or br */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached for a moment; nothing was changed: try again after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listAdminPortalIntroductions: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number | null;
            };
            header?: {
                /** @description Optional. When sent, it must be the signed-in person’s id: without a session the request is refused (401), with another id it is forbidden (403). It never signs anyone in. */
                "x-user-id"?: components["parameters"]["UserIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminIntroductions"];
                };
            };
            /** @description The request is refused; `fieldErrors` has one message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended; or: An `x-user-id` header came without a session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed: someone else’s introduction or payment, a `userId` that is not the caller’s, or not for this account; or: The `x-user-id` header names someone other than the signed-in person */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached for a moment; nothing was changed: try again after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminPortalStats: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional. When sent, it must be the signed-in person’s id: without a session the request is refused (401), with another id it is forbidden (403). It never signs anyone in. */
                "x-user-id"?: components["parameters"]["UserIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The statistics */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminStats"];
                };
            };
            /** @description Not signed in, or the session has ended; or: An `x-user-id` header came without a session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed: someone else’s introduction or payment, a `userId` that is not the caller’s, or not for this account; or: The `x-user-id` header names someone other than the signed-in person */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached for a moment; nothing was changed: try again after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listAdminPortalUsers: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number | null;
            };
            header?: {
                /** @description Optional. When sent, it must be the signed-in person’s id: without a session the request is refused (401), with another id it is forbidden (403). It never signs anyone in. */
                "x-user-id"?: components["parameters"]["UserIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page */
            200: {
                headers: {
                    /** @description How many users there are in all */
                    "X-Total-Count"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminUsersPortal"];
                };
            };
            /** @description The request is refused; `fieldErrors` has one message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended; or: An `x-user-id` header came without a session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed: someone else’s introduction or payment, a `userId` that is not the caller’s, or not for this account; or: The `x-user-id` header names someone other than the signed-in person */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached for a moment; nothing was changed: try again after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listAdminIntroductions: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number | null;
            };
            header?: {
                /** @description Optional. When sent, it must be the signed-in person’s id: without a session the request is refused (401), with another id it is forbidden (403). It never signs anyone in. */
                "x-user-id"?: components["parameters"]["UserIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminIntroductions"];
                };
            };
            /** @description The request is refused; `fieldErrors` has one message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended; or: An `x-user-id` header came without a session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed: someone else’s introduction or payment, a `userId` that is not the caller’s, or not for this account; or: The `x-user-id` header names someone other than the signed-in person */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached for a moment; nothing was changed: try again after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminStats: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional. When sent, it must be the signed-in person’s id: without a session the request is refused (401), with another id it is forbidden (403). It never signs anyone in. */
                "x-user-id"?: components["parameters"]["UserIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The statistics */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminStats"];
                };
            };
            /** @description Not signed in, or the session has ended; or: An `x-user-id` header came without a session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed: someone else’s introduction or payment, a `userId` that is not the caller’s, or not for this account; or: The `x-user-id` header names someone other than the signed-in person */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached for a moment; nothing was changed: try again after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listAdminUsers: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number | null;
            };
            header?: {
                /** @description Optional. When sent, it must be the signed-in person’s id: without a session the request is refused (401), with another id it is forbidden (403). It never signs anyone in. */
                "x-user-id"?: components["parameters"]["UserIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page */
            200: {
                headers: {
                    /** @description How many users there are in all */
                    "X-Total-Count"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminUser"][];
                };
            };
            /** @description The request is refused; `fieldErrors` has one message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended; or: An `x-user-id` header came without a session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed: someone else’s introduction or payment, a `userId` that is not the caller’s, or not for this account; or: The `x-user-id` header names someone other than the signed-in person */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached for a moment; nothing was changed: try again after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    setUserPremium: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional. When sent, it must be the signed-in person’s id: without a session the request is refused (401), with another id it is forbidden (403). It never signs anyone in. */
                "x-user-id"?: components["parameters"]["UserIdHeader"];
            };
            path: {
                /** @description The user */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    isPremium: boolean;
                };
            };
        };
        responses: {
            /** @description The user */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminUser"];
                };
            };
            /** @description The request is refused; `fieldErrors` has one message per field; or: The body is not valid JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended; or: An `x-user-id` header came without a session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed: someone else’s introduction or payment, a `userId` that is not the caller’s, or not for this account; or: The `x-user-id` header names someone other than the signed-in person; or: A browser request from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such thing */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (`Content-Type: application/json`), not UTF-8, or compressed other than with gzip, deflate or br */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached for a moment; nothing was changed: try again after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    adminLogin: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional. When sent, it must be the signed-in person’s id: without a session the request is refused (401), with another id it is forbidden (403). It never signs anyone in. */
                "x-user-id"?: components["parameters"]["UserIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Signed in */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignedIn"];
                };
            };
            /** @description The request is refused; `fieldErrors` has one message per field; or: The body is not valid JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended; or: An `x-user-id` header came without a session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The `x-user-id` header names someone other than the signed-in person; or: A browser request from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (`Content-Type: application/json`), not UTF-8, or compressed other than with gzip, deflate or br */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: the message says how long to wait */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached for a moment; nothing was changed: try again after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    checkAdmin: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional. When sent, it must be the signed-in person’s id: without a session the request is refused (401), with another id it is forbidden (403). It never signs anyone in. */
                "x-user-id"?: components["parameters"]["UserIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminCheck"];
                };
            };
            /** @description Not signed in, or the session has ended; or: An `x-user-id` header came without a session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The `x-user-id` header names someone other than the signed-in person */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached for a moment; nothing was changed: try again after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    devLogin: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional. When sent, it must be the signed-in person’s id: without a session the request is refused (401), with another id it is forbidden (403). It never signs anyone in. */
                "x-user-id"?: components["parameters"]["UserIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    name?: string;
                };
            };
        };
        responses: {
            /** @description Signed in */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignedIn"];
                };
            };
            /** @description The request is refused; `fieldErrors` has one message per field; or: The body is not valid JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An `x-user-id` header came without a session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed: someone else’s introduction or payment, a `userId` that is not the caller’s, or not for this account; or: The `x-user-id` header names someone other than the signed-in person; or: A browser request from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such thing */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (`Content-Type: application/json`), not UTF-8, or compressed other than with gzip, deflate or br */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached for a moment; nothing was changed: try again after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    googleLogin: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional. When sent, it must be the signed-in person’s id: without a session the request is refused (401), with another id it is forbidden (403). It never signs anyone in. */
                "x-user-id"?: components["parameters"]["UserIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    credential: string;
                };
            };
        };
        responses: {
            /** @description Signed in */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignedIn"];
                };
            };
            /** @description The request is refused; `fieldErrors` has one message per field; or: The body is not valid JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended; or: An `x-user-id` header came without a session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed: someone else’s introduction or payment, a `userId` that is not the caller’s, or not for this account; or: The `x-user-id` header names someone other than the signed-in person; or: A browser request from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such thing */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (`Content-Type: application/json`), not UTF-8, or compressed other than with gzip, deflate or br */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached for a moment; nothing was changed: try again after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    logout: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional. When sent, it must be the signed-in person’s id: without a session the request is refused (401), with another id it is forbidden (403). It never signs anyone in. */
                "x-user-id"?: components["parameters"]["UserIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Signed out; the cookie is cleared */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The body is not valid JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An `x-user-id` header came without a session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The `x-user-id` header names someone other than the signed-in person; or: A browser request from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (`Content-Type: application/json`), not UTF-8, or compressed other than with gzip, deflate or br */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached for a moment; nothing was changed: try again after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    logoutEverywhere: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional. When sent, it must be the signed-in person’s id: without a session the request is refused (401), with another id it is forbidden (403). It never signs anyone in. */
                "x-user-id"?: components["parameters"]["UserIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every session ended */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The body is not valid JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended; or: An `x-user-id` header came without a session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The `x-user-id` header names someone other than the signed-in person; or: A browser request from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (`Content-Type: application/json`), not UTF-8, or compressed other than with gzip, deflate or br */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached for a moment; nothing was changed: try again after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getMe: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional. When sent, it must be the signed-in person’s id: without a session the request is refused (401), with another id it is forbidden (403). It never signs anyone in. */
                "x-user-id"?: components["parameters"]["UserIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The person */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Me"];
                };
            };
            /** @description Not signed in, or the session has ended; or: An `x-user-id` header came without a session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The `x-user-id` header names someone other than the signed-in person */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached for a moment; nothing was changed: try again after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getCredits: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional. When sent, it must be the signed-in person’s id: without a session the request is refused (401), with another id it is forbidden (403). It never signs anyone in. */
                "x-user-id"?: components["parameters"]["UserIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The balance */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Credits"];
                };
            };
            /** @description Not signed in, or the session has ended; or: An `x-user-id` header came without a session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The `x-user-id` header names someone other than the signed-in person */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached for a moment; nothing was changed: try again after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    cancelSubscription: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional. When sent, it must be the signed-in person’s id: without a session the request is refused (401), with another id it is forbidden (403). It never signs anyone in. */
                "x-user-id"?: components["parameters"]["UserIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The balance after cancelling */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Credits"];
                };
            };
            /** @description The request is refused; `fieldErrors` has one message per field; or: The body is not valid JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended; or: An `x-user-id` header came without a session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The payment did not go through */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The `x-user-id` header names someone other than the signed-in person; or: A browser request from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (`Content-Type: application/json`), not UTF-8, or compressed other than with gzip, deflate or br */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached for a moment; nothing was changed: try again after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    confirmPurchase: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional. When sent, it must be the signed-in person’s id: without a session the request is refused (401), with another id it is forbidden (403). It never signs anyone in. */
                "x-user-id"?: components["parameters"]["UserIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    paymentIntentId: string;
                    userId?: string;
                };
            };
        };
        responses: {
            /** @description Credited */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PurchaseResult"];
                };
            };
            /** @description The request is refused; `fieldErrors` has one message per field; or: The body is not valid JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended; or: An `x-user-id` header came without a session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The payment did not go through */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed: someone else’s introduction or payment, a `userId` that is not the caller’s, or not for this account; or: The `x-user-id` header names someone other than the signed-in person; or: A browser request from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such thing */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (`Content-Type: application/json`), not UTF-8, or compressed other than with gzip, deflate or br */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: the message says how long to wait */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached for a moment; nothing was changed: try again after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createPaymentIntent: {
        parameters: {
            query?: never;
            header?: {
                /** @description Retrying with the same key gives the same payment */
                "idempotency-key"?: string;
                /** @description Optional. When sent, it must be the signed-in person’s id: without a session the request is refused (401), with another id it is forbidden (403). It never signs anyone in. */
                "x-user-id"?: components["parameters"]["UserIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    packageId: string;
                };
            };
        };
        responses: {
            /** @description Started */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentIntent"];
                };
            };
            /** @description The request is refused; `fieldErrors` has one message per field; or: The body is not valid JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended; or: An `x-user-id` header came without a session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The payment did not go through */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The `x-user-id` header names someone other than the signed-in person; or: A browser request from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (`Content-Type: application/json`), not UTF-8, or compressed other than with gzip, deflate or br */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: the message says how long to wait */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached for a moment; nothing was changed: try again after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listCreditPackages: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional. When sent, it must be the signed-in person’s id: without a session the request is refused (401), with another id it is forbidden (403). It never signs anyone in. */
                "x-user-id"?: components["parameters"]["UserIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The packages */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreditPackage"][];
                };
            };
            /** @description An `x-user-id` header came without a session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The `x-user-id` header names someone other than the signed-in person */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached for a moment; nothing was changed: try again after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    subscribe: {
        parameters: {
            query?: never;
            header?: {
                /** @description Retrying with the same key gives the same payment */
                "idempotency-key"?: string;
                /** @description Optional. When sent, it must be the signed-in person’s id: without a session the request is refused (401), with another id it is forbidden (403). It never signs anyone in. */
                "x-user-id"?: components["parameters"]["UserIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Started; confirm the first payment on the client */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StartedSubscription"];
                };
            };
            /** @description The request is refused; `fieldErrors` has one message per field; or: The body is not valid JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended; or: An `x-user-id` header came without a session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The payment did not go through */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The `x-user-id` header names someone other than the signed-in person; or: A browser request from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (`Content-Type: application/json`), not UTF-8, or compressed other than with gzip, deflate or br */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: the message says how long to wait */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached for a moment; nothing was changed: try again after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    readCvFile: {
        parameters: {
            query?: never;
            header: {
                /** @description Any value, e.g. `fetch` */
                "x-requested-with": string;
                /** @description Optional. When sent, it must be the signed-in person’s id: without a session the request is refused (401), with another id it is forbidden (403). It never signs anyone in. */
                "x-user-id"?: components["parameters"]["UserIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description The CV: PDF, DOCX, ODT or plain text, 5 MB at most
                     */
                    file: string;
                };
            };
        };
        responses: {
            /** @description The text */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CvFileText"];
                };
            };
            /** @description The request is refused; `fieldErrors` has one message per field; or: The body is not valid JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended; or: An `x-user-id` header came without a session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The `x-user-id` header names someone other than the signed-in person; or: A browser request from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (`Content-Type: application/json`), not UTF-8, or compressed other than with gzip, deflate or br */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: the message says how long to wait */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The writer failed or ran past its time budget, and the credit was given back; or the writers are all busy, nothing was charged: try again after `Retry-After` seconds; or: The database cannot be reached for a moment; nothing was changed: try again after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    submitFeedback: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional. When sent, it must be the signed-in person’s id: without a session the request is refused (401), with another id it is forbidden (403). It never signs anyone in. */
                "x-user-id"?: components["parameters"]["UserIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    feedback: string;
                    subject?: string | null;
                };
            };
        };
        responses: {
            /** @description Received */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            /** @description The request is refused; `fieldErrors` has one message per field; or: The body is not valid JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended; or: An `x-user-id` header came without a session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed: someone else’s introduction or payment, a `userId` that is not the caller’s, or not for this account; or: The `x-user-id` header names someone other than the signed-in person; or: A browser request from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (`Content-Type: application/json`), not UTF-8, or compressed other than with gzip, deflate or br */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: the message says how long to wait */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached for a moment; nothing was changed: try again after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    rateIntroduction: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional. When sent, it must be the signed-in person’s id: without a session the request is refused (401), with another id it is forbidden (403). It never signs anyone in. */
                "x-user-id"?: components["parameters"]["UserIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    comment?: string | null;
                    introductionId: number;
                    rating: number;
                };
            };
        };
        responses: {
            /** @description The rating */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Rating"];
                };
            };
            /** @description The request is refused; `fieldErrors` has one message per field; or: The body is not valid JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended; or: An `x-user-id` header came without a session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed: someone else’s introduction or payment, a `userId` that is not the caller’s, or not for this account; or: The `x-user-id` header names someone other than the signed-in person; or: A browser request from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such thing */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (`Content-Type: application/json`), not UTF-8, or compressed other than with gzip, deflate or br */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached for a moment; nothing was changed: try again after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listIntroductions: {
        parameters: {
            query?: {
                cursor?: string | null;
                limit?: number;
            };
            header?: {
                /** @description Optional. When sent, it must be the signed-in person’s id: without a session the request is refused (401), with another id it is forbidden (403). It never signs anyone in. */
                "x-user-id"?: components["parameters"]["UserIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Introduction"][];
                };
            };
            /** @description The request is refused; `fieldErrors` has one message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended; or: An `x-user-id` header came without a session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The `x-user-id` header names someone other than the signed-in person */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached for a moment; nothing was changed: try again after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    generateIntroduction: {
        parameters: {
            query?: never;
            header?: {
                /** @description Answer 202 as soon as the writing starts; the texts then stream at the `Location`. */
                prefer?: "respond-async";
                /** @description Optional. When sent, it must be the signed-in person’s id: without a session the request is refused (401), with another id it is forbidden (403). It never signs anyone in. */
                "x-user-id"?: components["parameters"]["UserIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Key achievements */
                    achievements?: string | null;
                    /** @description what the person is writing for; texts name its role and organisation and claim only what the answers show */
                    advert?: string | null;
                    /** @description Target audience */
                    audience: string;
                    /**
                     * @description professional when not given
                     * @default professional
                     * @enum {string|null}
                     */
                    communicationStyle?: "professional" | "conversational" | "enthusiastic" | "concise" | null;
                    /** @description Situational context */
                    context: string;
                    /** @description Resume or CV text */
                    cvText?: string | null;
                    /** @description Full name */
                    fullName: string;
                    /** @description Identity statement */
                    identity: string;
                    /** @description LinkedIn URL */
                    linkedinUrl?: string | null;
                    /** @description Professional mission */
                    mission: string;
                    /**
                     * @description she/her, he/him or they/them, for third-person texts; null when not given
                     * @enum {string|null}
                     */
                    pronouns?: "she/her" | "he/him" | "they/them" | null;
                    /** @enum {string} */
                    purpose: "linkedin" | "job" | "pitch" | "business";
                    /** @description Professional role or expertise */
                    role: string;
                };
            };
        };
        responses: {
            /** @description Written */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IntroductionEnvelope"];
                };
            };
            /** @description Started (`Prefer: respond-async`): the introduction as it stands; its writing streams at the `Location` */
            202: {
                headers: {
                    /** @description The writing: `/api/introductions/{id}/writing` */
                    Location?: string;
                    /** @description `respond-async` */
                    "Preference-Applied"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IntroductionEnvelope"];
                };
            };
            /** @description The request is refused; `fieldErrors` has one message per field; or: The body is not valid JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended; or: An `x-user-id` header came without a session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No credits left today (and no purchased ones): buy more or wait for the daily reset */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The `x-user-id` header names someone other than the signed-in person; or: A browser request from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (`Content-Type: application/json`), not UTF-8, or compressed other than with gzip, deflate or br */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: the message says how long to wait */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The writer failed or ran past its time budget, and the credit was given back; or the writers are all busy, nothing was charged: try again after `Retry-After` seconds; or: The database cannot be reached for a moment; nothing was changed: try again after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getIntroduction: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional. When sent, it must be the signed-in person’s id: without a session the request is refused (401), with another id it is forbidden (403). It never signs anyone in. */
                "x-user-id"?: components["parameters"]["UserIdHeader"];
            };
            path: {
                /** @description The introduction */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The introduction */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Introduction"];
                };
            };
            /** @description An id in the path is not a whole number from 1 to 2,147,483,647 */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended; or: An `x-user-id` header came without a session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed: someone else’s introduction or payment, a `userId` that is not the caller’s, or not for this account; or: The `x-user-id` header names someone other than the signed-in person */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such thing */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached for a moment; nothing was changed: try again after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteIntroduction: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional. When sent, it must be the signed-in person’s id: without a session the request is refused (401), with another id it is forbidden (403). It never signs anyone in. */
                "x-user-id"?: components["parameters"]["UserIdHeader"];
            };
            path: {
                /** @description The introduction */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            /** @description The body is not valid JSON; or: An id in the path is not a whole number from 1 to 2,147,483,647 */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended; or: An `x-user-id` header came without a session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed: someone else’s introduction or payment, a `userId` that is not the caller’s, or not for this account; or: The `x-user-id` header names someone other than the signed-in person; or: A browser request from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such thing */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (`Content-Type: application/json`), not UTF-8, or compressed other than with gzip, deflate or br */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached for a moment; nothing was changed: try again after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    readIntroductionAdvert: {
        parameters: {
            query?: {
                purpose?: "linkedin" | "job" | "pitch" | "business" | "headline" | null;
            };
            header?: {
                /** @description Optional. When sent, it must be the signed-in person’s id: without a session the request is refused (401), with another id it is forbidden (403). It never signs anyone in. */
                "x-user-id"?: components["parameters"]["UserIdHeader"];
            };
            path: {
                /** @description The introduction */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The reading */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdvertReading"];
                };
            };
            /** @description The request is refused; `fieldErrors` has one message per field; or: An id in the path is not a whole number from 1 to 2,147,483,647 */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended; or: An `x-user-id` header came without a session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed: someone else’s introduction or payment, a `userId` that is not the caller’s, or not for this account; or: The `x-user-id` header names someone other than the signed-in person */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such thing */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached for a moment; nothing was changed: try again after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    refineIntroduction: {
        parameters: {
            query?: never;
            header?: {
                /** @description Answer 202 as soon as the writing starts; the texts then stream at the `Location`. */
                prefer?: "respond-async";
                /** @description Optional. When sent, it must be the signed-in person’s id: without a session the request is refused (401), with another id it is forbidden (403). It never signs anyone in. */
                "x-user-id"?: components["parameters"]["UserIdHeader"];
            };
            path: {
                /** @description The introduction */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    direction: "shorter" | "longer" | "more_formal" | "warmer";
                    /** @enum {string} */
                    purpose: "linkedin" | "job" | "pitch" | "business" | "headline";
                };
            };
        };
        responses: {
            /** @description Refined */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IntroductionEnvelope"];
                };
            };
            /** @description Started (`Prefer: respond-async`): the introduction as it stands; its writing streams at the `Location` */
            202: {
                headers: {
                    /** @description The writing: `/api/introductions/{id}/writing` */
                    Location?: string;
                    /** @description `respond-async` */
                    "Preference-Applied"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IntroductionEnvelope"];
                };
            };
            /** @description The request is refused; `fieldErrors` has one message per field; or: The body is not valid JSON; or: An id in the path is not a whole number from 1 to 2,147,483,647 */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended; or: An `x-user-id` header came without a session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No credits left today (and no purchased ones): buy more or wait for the daily reset */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed: someone else’s introduction or payment, a `userId` that is not the caller’s, or not for this account; or: The `x-user-id` header names someone other than the signed-in person; or: A browser request from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such thing */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The introduction is still being written: wait for its writing to end */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (`Content-Type: application/json`), not UTF-8, or compressed other than with gzip, deflate or br */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: the message says how long to wait */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The writer failed or ran past its time budget, and the credit was given back; or the writers are all busy, nothing was charged: try again after `Retry-After` seconds; or: The database cannot be reached for a moment; nothing was changed: try again after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    regenerateIntroduction: {
        parameters: {
            query?: never;
            header?: {
                /** @description Answer 202 as soon as the writing starts; the texts then stream at the `Location`. */
                prefer?: "respond-async";
                /** @description Optional. When sent, it must be the signed-in person’s id: without a session the request is refused (401), with another id it is forbidden (403). It never signs anyone in. */
                "x-user-id"?: components["parameters"]["UserIdHeader"];
            };
            path: {
                /** @description The introduction */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Rewritten; the earlier texts are kept as versions */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IntroductionEnvelope"];
                };
            };
            /** @description Started (`Prefer: respond-async`): the introduction as it stands; its writing streams at the `Location` */
            202: {
                headers: {
                    /** @description The writing: `/api/introductions/{id}/writing` */
                    Location?: string;
                    /** @description `respond-async` */
                    "Preference-Applied"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IntroductionEnvelope"];
                };
            };
            /** @description The body is not valid JSON; or: An id in the path is not a whole number from 1 to 2,147,483,647 */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended; or: An `x-user-id` header came without a session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No credits left today (and no purchased ones): buy more or wait for the daily reset */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed: someone else’s introduction or payment, a `userId` that is not the caller’s, or not for this account; or: The `x-user-id` header names someone other than the signed-in person; or: A browser request from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such thing */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The introduction is still being written: wait for its writing to end */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (`Content-Type: application/json`), not UTF-8, or compressed other than with gzip, deflate or br */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: the message says how long to wait */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The writer failed or ran past its time budget, and the credit was given back; or the writers are all busy, nothing was charged: try again after `Retry-After` seconds; or: The database cannot be reached for a moment; nothing was changed: try again after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listSharedTexts: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional. When sent, it must be the signed-in person’s id: without a session the request is refused (401), with another id it is forbidden (403). It never signs anyone in. */
                "x-user-id"?: components["parameters"]["UserIdHeader"];
            };
            path: {
                /** @description The introduction */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The shared texts */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SharedText"][];
                };
            };
            /** @description An id in the path is not a whole number from 1 to 2,147,483,647 */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended; or: An `x-user-id` header came without a session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed: someone else’s introduction or payment, a `userId` that is not the caller’s, or not for this account; or: The `x-user-id` header names someone other than the signed-in person */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such thing */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached for a moment; nothing was changed: try again after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    shareText: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional. When sent, it must be the signed-in person’s id: without a session the request is refused (401), with another id it is forbidden (403). It never signs anyone in. */
                "x-user-id"?: components["parameters"]["UserIdHeader"];
            };
            path: {
                /** @description The introduction */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    purpose: "linkedin" | "job" | "pitch" | "business" | "headline";
                };
            };
        };
        responses: {
            /** @description Shared already */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SharedText"];
                };
            };
            /** @description Shared */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SharedText"];
                };
            };
            /** @description The request is refused; `fieldErrors` has one message per field; or: The body is not valid JSON; or: An id in the path is not a whole number from 1 to 2,147,483,647 */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended; or: An `x-user-id` header came without a session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed: someone else’s introduction or payment, a `userId` that is not the caller’s, or not for this account; or: The `x-user-id` header names someone other than the signed-in person; or: A browser request from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such thing */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (`Content-Type: application/json`), not UTF-8, or compressed other than with gzip, deflate or br */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: the message says how long to wait */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached for a moment; nothing was changed: try again after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateSharedText: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional. When sent, it must be the signed-in person’s id: without a session the request is refused (401), with another id it is forbidden (403). It never signs anyone in. */
                "x-user-id"?: components["parameters"]["UserIdHeader"];
            };
            path: {
                /** @description The introduction */
                id: number;
                /** @description The text: one of the four purposes, or headline */
                purpose: "linkedin" | "job" | "pitch" | "business" | "headline";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Updated */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SharedText"];
                };
            };
            /** @description The request is refused; `fieldErrors` has one message per field; or: The body is not valid JSON; or: An id in the path is not a whole number from 1 to 2,147,483,647 */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended; or: An `x-user-id` header came without a session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed: someone else’s introduction or payment, a `userId` that is not the caller’s, or not for this account; or: The `x-user-id` header names someone other than the signed-in person; or: A browser request from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such thing */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (`Content-Type: application/json`), not UTF-8, or compressed other than with gzip, deflate or br */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: the message says how long to wait */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached for a moment; nothing was changed: try again after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    stopSharingText: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional. When sent, it must be the signed-in person’s id: without a session the request is refused (401), with another id it is forbidden (403). It never signs anyone in. */
                "x-user-id"?: components["parameters"]["UserIdHeader"];
            };
            path: {
                /** @description The introduction */
                id: number;
                /** @description The text: one of the four purposes, or headline */
                purpose: "linkedin" | "job" | "pitch" | "business" | "headline";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Stopped */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            /** @description The request is refused; `fieldErrors` has one message per field; or: The body is not valid JSON; or: An id in the path is not a whole number from 1 to 2,147,483,647 */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended; or: An `x-user-id` header came without a session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed: someone else’s introduction or payment, a `userId` that is not the caller’s, or not for this account; or: The `x-user-id` header names someone other than the signed-in person; or: A browser request from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such thing */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (`Content-Type: application/json`), not UTF-8, or compressed other than with gzip, deflate or br */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: the message says how long to wait */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached for a moment; nothing was changed: try again after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    tailorIntroduction: {
        parameters: {
            query?: never;
            header?: {
                /** @description Answer 202 as soon as the writing starts; the texts then stream at the `Location`. */
                prefer?: "respond-async";
                /** @description Optional. When sent, it must be the signed-in person’s id: without a session the request is refused (401), with another id it is forbidden (403). It never signs anyone in. */
                "x-user-id"?: components["parameters"]["UserIdHeader"];
            };
            path: {
                /** @description The introduction */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    advert: string;
                };
            };
        };
        responses: {
            /** @description Tailored; the earlier texts are kept as versions */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IntroductionEnvelope"];
                };
            };
            /** @description Started (`Prefer: respond-async`): the introduction as it stands; its writing streams at the `Location` */
            202: {
                headers: {
                    /** @description The writing: `/api/introductions/{id}/writing` */
                    Location?: string;
                    /** @description `respond-async` */
                    "Preference-Applied"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IntroductionEnvelope"];
                };
            };
            /** @description The request is refused; `fieldErrors` has one message per field; or: The body is not valid JSON; or: An id in the path is not a whole number from 1 to 2,147,483,647 */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended; or: An `x-user-id` header came without a session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No credits left today (and no purchased ones): buy more or wait for the daily reset */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed: someone else’s introduction or payment, a `userId` that is not the caller’s, or not for this account; or: The `x-user-id` header names someone other than the signed-in person; or: A browser request from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such thing */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The introduction is still being written: wait for its writing to end */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (`Content-Type: application/json`), not UTF-8, or compressed other than with gzip, deflate or br */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: the message says how long to wait */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The writer failed or ran past its time budget, and the credit was given back; or the writers are all busy, nothing was charged: try again after `Retry-After` seconds; or: The database cannot be reached for a moment; nothing was changed: try again after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listIntroductionVersions: {
        parameters: {
            query?: {
                purpose?: "linkedin" | "job" | "pitch" | "business" | "headline" | null;
            };
            header?: {
                /** @description Optional. When sent, it must be the signed-in person’s id: without a session the request is refused (401), with another id it is forbidden (403). It never signs anyone in. */
                "x-user-id"?: components["parameters"]["UserIdHeader"];
            };
            path: {
                /** @description The introduction */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The versions */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IntroductionVersion"][];
                };
            };
            /** @description The request is refused; `fieldErrors` has one message per field; or: An id in the path is not a whole number from 1 to 2,147,483,647 */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended; or: An `x-user-id` header came without a session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed: someone else’s introduction or payment, a `userId` that is not the caller’s, or not for this account; or: The `x-user-id` header names someone other than the signed-in person */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such thing */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached for a moment; nothing was changed: try again after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    editIntroduction: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional. When sent, it must be the signed-in person’s id: without a session the request is refused (401), with another id it is forbidden (403). It never signs anyone in. */
                "x-user-id"?: components["parameters"]["UserIdHeader"];
            };
            path: {
                /** @description The introduction */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    purpose: "linkedin" | "job" | "pitch" | "business" | "headline";
                    text: string;
                };
            };
        };
        responses: {
            /** @description Saved as the current version */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IntroductionEnvelope"];
                };
            };
            /** @description The request is refused; `fieldErrors` has one message per field; or: The body is not valid JSON; or: An id in the path is not a whole number from 1 to 2,147,483,647 */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended; or: An `x-user-id` header came without a session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed: someone else’s introduction or payment, a `userId` that is not the caller’s, or not for this account; or: The `x-user-id` header names someone other than the signed-in person; or: A browser request from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such thing */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (`Content-Type: application/json`), not UTF-8, or compressed other than with gzip, deflate or br */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: the message says how long to wait */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached for a moment; nothing was changed: try again after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    restoreIntroductionVersion: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional. When sent, it must be the signed-in person’s id: without a session the request is refused (401), with another id it is forbidden (403). It never signs anyone in. */
                "x-user-id"?: components["parameters"]["UserIdHeader"];
            };
            path: {
                /** @description The introduction */
                id: number;
                /** @description The version to restore */
                versionId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Restored */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IntroductionEnvelope"];
                };
            };
            /** @description The request is refused; `fieldErrors` has one message per field; or: The body is not valid JSON; or: An id in the path is not a whole number from 1 to 2,147,483,647 */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended; or: An `x-user-id` header came without a session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed: someone else’s introduction or payment, a `userId` that is not the caller’s, or not for this account; or: The `x-user-id` header names someone other than the signed-in person; or: A browser request from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such thing */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (`Content-Type: application/json`), not UTF-8, or compressed other than with gzip, deflate or br */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: the message says how long to wait */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached for a moment; nothing was changed: try again after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    watchIntroductionWriting: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional. When sent, it must be the signed-in person’s id: without a session the request is refused (401), with another id it is forbidden (403). It never signs anyone in. */
                "x-user-id"?: components["parameters"]["UserIdHeader"];
            };
            path: {
                /** @description The introduction */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The events */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            /** @description An id in the path is not a whole number from 1 to 2,147,483,647 */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended; or: An `x-user-id` header came without a session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed: someone else’s introduction or payment, a `userId` that is not the caller’s, or not for this account; or: The `x-user-id` header names someone other than the signed-in person */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such thing */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached for a moment; nothing was changed: try again after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    readAnswers: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional. When sent, it must be the signed-in person’s id: without a session the request is refused (401), with another id it is forbidden (403). It never signs anyone in. */
                "x-user-id"?: components["parameters"]["UserIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Key achievements */
                    achievements?: string | null;
                    /** @description what the person is writing for; texts name its role and organisation and claim only what the answers show */
                    advert?: string | null;
                    /** @description Target audience */
                    audience: string;
                    /**
                     * @description professional when not given
                     * @default professional
                     * @enum {string|null}
                     */
                    communicationStyle?: "professional" | "conversational" | "enthusiastic" | "concise" | null;
                    /** @description Situational context */
                    context: string;
                    /** @description Resume or CV text */
                    cvText?: string | null;
                    /** @description Full name */
                    fullName: string;
                    /** @description Identity statement */
                    identity: string;
                    /** @description LinkedIn URL */
                    linkedinUrl?: string | null;
                    /** @description Professional mission */
                    mission: string;
                    /**
                     * @description she/her, he/him or they/them, for third-person texts; null when not given
                     * @enum {string|null}
                     */
                    pronouns?: "she/her" | "he/him" | "they/them" | null;
                    /** @enum {string} */
                    purpose: "linkedin" | "job" | "pitch" | "business";
                    /** @description Professional role or expertise */
                    role: string;
                };
            };
        };
        responses: {
            /** @description The reading */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AnswerReading"];
                };
            };
            /** @description The request is refused; `fieldErrors` has one message per field; or: The body is not valid JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended; or: An `x-user-id` header came without a session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The `x-user-id` header names someone other than the signed-in person; or: A browser request from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (`Content-Type: application/json`), not UTF-8, or compressed other than with gzip, deflate or br */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: the message says how long to wait */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The writer failed or ran past its time budget, and the credit was given back; or the writers are all busy, nothing was charged: try again after `Retry-After` seconds; or: The database cannot be reached for a moment; nothing was changed: try again after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    payWithTestCard: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional. When sent, it must be the signed-in person’s id: without a session the request is refused (401), with another id it is forbidden (403). It never signs anyone in. */
                "x-user-id"?: components["parameters"]["UserIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    cardNumber: string;
                    clientSecret: string;
                };
            };
        };
        responses: {
            /** @description Paid */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TestCardResult"];
                };
            };
            /** @description The request is refused; `fieldErrors` has one message per field; or: The body is not valid JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended; or: An `x-user-id` header came without a session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The payment did not go through */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed: someone else’s introduction or payment, a `userId` that is not the caller’s, or not for this account; or: The `x-user-id` header names someone other than the signed-in person; or: A browser request from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such thing */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (`Content-Type: application/json`), not UTF-8, or compressed other than with gzip, deflate or br */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: the message says how long to wait */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached for a moment; nothing was changed: try again after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getProfile: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional. When sent, it must be the signed-in person’s id: without a session the request is refused (401), with another id it is forbidden (403). It never signs anyone in. */
                "x-user-id"?: components["parameters"]["UserIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The profile */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Profile"];
                };
            };
            /** @description Not signed in, or the session has ended; or: An `x-user-id` header came without a session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The `x-user-id` header names someone other than the signed-in person */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached for a moment; nothing was changed: try again after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateProfile: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional. When sent, it must be the signed-in person’s id: without a session the request is refused (401), with another id it is forbidden (403). It never signs anyone in. */
                "x-user-id"?: components["parameters"]["UserIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    careerGoal?: string | null;
                    firstName?: string | null;
                    lastName?: string | null;
                    linkedinUrl?: string | null;
                    portfolioDetails?: string | null;
                };
            };
        };
        responses: {
            /** @description The profile */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Profile"];
                };
            };
            /** @description The request is refused; `fieldErrors` has one message per field; or: The body is not valid JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended; or: An `x-user-id` header came without a session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed: someone else’s introduction or payment, a `userId` that is not the caller’s, or not for this account; or: The `x-user-id` header names someone other than the signed-in person; or: A browser request from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (`Content-Type: application/json`), not UTF-8, or compressed other than with gzip, deflate or br */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached for a moment; nothing was changed: try again after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    receiveStripeEvent: {
        parameters: {
            query?: never;
            header: {
                "stripe-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Received */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        received: true;
                    };
                };
            };
            /** @description The signature is missing or does not match the body */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Test mode: there is no such path */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A refund or dispute of a payment not recorded yet: deliver it again later */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is compressed other than with gzip, deflate or br */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    checkLiveness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Alive */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Liveness"];
                };
            };
        };
    };
    checkReadiness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ready */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Readiness"];
                };
            };
            /** @description The database is down or slow */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Readiness"];
                };
            };
        };
    };
}
