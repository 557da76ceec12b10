/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query AdminIntroductions($offset: Int!, $limit: Int!) {\n    adminIntroductions(offset: $offset, limit: $limit) {\n      total\n      introsByDay {\n        day\n        count\n      }\n      ratings {\n        purpose\n        writer\n        average\n        count\n      }\n      items {\n        id\n        userId\n        username\n        purpose\n        createdAt\n      }\n    }\n  }\n": typeof types.AdminIntroductionsDocument,
    "\n  query AdminStats {\n    adminStats {\n      totalUsers\n      totalIntroductions\n      tailoredIntroductions\n      sharedTexts\n      freeCreditsUsed\n      premiumUsers\n      subscribedUsers\n      premiumOnlyUsers\n      introductionTypes {\n        purpose\n        count\n      }\n      recentIntroductions {\n        id\n        userId\n        purpose\n        createdAt\n      }\n    }\n  }\n": typeof types.AdminStatsDocument,
    "\n  query AdminUsers($offset: Int!, $limit: Int!) {\n    adminUsers(offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n        username\n        email\n        firstName\n        lastName\n        remainingCredits\n        isPremium\n        isSubscribed\n        subscriptionStatus\n        creditsReversed\n        createdAt\n      }\n    }\n  }\n": typeof types.AdminUsersDocument,
    "\n  mutation SetUserPremium($userId: ID!, $isPremium: Boolean!) {\n    setUserPremium(userId: $userId, isPremium: $isPremium) {\n      id\n      isPremium\n      remainingCredits\n    }\n  }\n": typeof types.SetUserPremiumDocument,
    "\n  query AppConfig {\n    appConfig {\n      devSignIn\n      googleClientId\n    }\n  }\n": typeof types.AppConfigDocument,
    "\n  mutation DeleteIntroduction($id: Int!) {\n    deleteIntroduction(id: $id)\n  }\n": typeof types.DeleteIntroductionDocument,
    "\n  query IntroductionSummaries($cursor: String) {\n    introductionSummaries(cursor: $cursor) {\n      items {\n        id\n        purpose\n        createdAt\n        preview\n      }\n      nextCursor\n    }\n  }\n": typeof types.IntroductionSummariesDocument,
    "\n  mutation SubmitFeedback($input: FeedbackInput!) {\n    submitFeedback(input: $input)\n  }\n": typeof types.SubmitFeedbackDocument,
    "\n  query AnswerReading($input: GenerateIntroductionInput!) {\n    answerReading(input: $input) {\n      answers {\n        answer\n        typed\n        said\n        use\n        note\n        suggestion\n      }\n      career {\n        roles {\n          title\n          employer\n          years\n        }\n        qualifications\n        said\n        note\n      }\n      advert {\n        role\n        organisation\n        requirements {\n          phrase\n          coverage\n        }\n      }\n    }\n  }\n": typeof types.AnswerReadingDocument,
    "\n  mutation GenerateIntroduction($input: GenerateIntroductionInput!) {\n    generateIntroduction(input: $input, stream: true) {\n      id\n    }\n  }\n": typeof types.GenerateIntroductionDocument,
    "\n  mutation ConfirmPurchase($paymentIntentId: String!) {\n    confirmPurchase(paymentIntentId: $paymentIntentId) {\n      success\n      creditsAdded\n    }\n  }\n": typeof types.ConfirmPurchaseDocument,
    "\n  mutation CreatePaymentIntent($packageId: String!) {\n    createPaymentIntent(packageId: $packageId) {\n      clientSecret\n      paymentIntentId\n    }\n  }\n": typeof types.CreatePaymentIntentDocument,
    "\n  query CreditPackages {\n    creditPackages {\n      id\n      name\n      description\n      credits\n      price\n      isSubscription\n      bestValue\n    }\n  }\n": typeof types.CreditPackagesDocument,
    "\n  query PaymentConfig {\n    appConfig {\n      stripePublishableKey\n    }\n  }\n": typeof types.PaymentConfigDocument,
    "\n  query IntroductionAdvert($id: Int!, $purpose: TextKind) {\n    introduction(id: $id) {\n      id\n      fullName\n      purpose\n      identity\n      pronouns\n      role\n      audience\n      context\n      linkedinUrl\n      advert\n      mission\n      achievements\n      cvText\n      communicationStyle\n      advertReading(purpose: $purpose) {\n        role\n        organisation\n        requirements {\n          phrase\n          kind\n          coverage\n        }\n      }\n    }\n  }\n": typeof types.IntroductionAdvertDocument,
    "\n  query Introduction($id: Int!) {\n    introduction(id: $id) {\n      ...IntroductionResultFields\n    }\n  }\n": typeof types.IntroductionDocument,
    "\n  fragment WritingDraftFields on Draft {\n    purpose\n    text\n    state\n  }\n": typeof types.WritingDraftFieldsFragmentDoc,
    "\n  fragment IntroductionResultFields on Introduction {\n    ...IntroductionTextsFields\n    purpose\n    achievements\n    cvText\n    advert\n    createdAt\n    myRating {\n      id\n      rating\n      comment\n    }\n    drafts {\n      ...WritingDraftFields\n    }\n  }\n": typeof types.IntroductionResultFieldsFragmentDoc,
    "\n  fragment IntroductionDrafts on Introduction {\n    id\n    drafts {\n      ...WritingDraftFields\n    }\n  }\n": typeof types.IntroductionDraftsFragmentDoc,
    "\n  fragment IntroductionTextsFields on Introduction {\n    id\n    introductions {\n      linkedin\n      job\n      pitch\n      business\n      headline\n    }\n  }\n": typeof types.IntroductionTextsFieldsFragmentDoc,
    "\n  query IntroductionVersions($id: Int!, $purpose: TextKind!) {\n    introduction(id: $id) {\n      id\n      versions(purpose: $purpose) {\n        id\n        purpose\n        text\n        origin\n        writer\n        createdAt\n      }\n      refinements(purpose: $purpose)\n    }\n  }\n": typeof types.IntroductionVersionsDocument,
    "\n  mutation EditIntroduction($input: EditIntroductionInput!) {\n    editIntroduction(input: $input) {\n      ...IntroductionTextsFields\n    }\n  }\n": typeof types.EditIntroductionDocument,
    "\n  mutation RestoreIntroductionVersion($input: RestoreVersionInput!) {\n    restoreIntroductionVersion(input: $input) {\n      ...IntroductionTextsFields\n    }\n  }\n": typeof types.RestoreIntroductionVersionDocument,
    "\n  mutation RefineIntroduction($input: RefineIntroductionInput!) {\n    refineIntroduction(input: $input, stream: true) {\n      id\n    }\n  }\n": typeof types.RefineIntroductionDocument,
    "\n  subscription IntroductionWriting($id: Int!) {\n    introductionWriting(id: $id) {\n      draft {\n        ...WritingDraftFields\n      }\n      introduction {\n        ...IntroductionResultFields\n      }\n    }\n  }\n": typeof types.IntroductionWritingDocument,
    "\n  mutation RateIntroduction($input: RateIntroductionInput!) {\n    rateIntroduction(input: $input) {\n      id\n      introductionId\n      rating\n      comment\n    }\n  }\n": typeof types.RateIntroductionDocument,
    "\n  mutation RegenerateIntroduction($id: Int!) {\n    regenerateIntroduction(id: $id, stream: true) {\n      id\n    }\n  }\n": typeof types.RegenerateIntroductionDocument,
    "\n  fragment SharedTextFields on SharedText {\n    purpose\n    path\n    current\n  }\n": typeof types.SharedTextFieldsFragmentDoc,
    "\n  query SharedTexts($id: Int!) {\n    introduction(id: $id) {\n      id\n      sharedTexts {\n        ...SharedTextFields\n      }\n    }\n  }\n": typeof types.SharedTextsDocument,
    "\n  mutation ShareText($input: SharedTextInput!) {\n    shareText(input: $input) {\n      ...SharedTextFields\n    }\n  }\n": typeof types.ShareTextDocument,
    "\n  mutation UpdateSharedText($input: SharedTextInput!) {\n    updateSharedText(input: $input) {\n      ...SharedTextFields\n    }\n  }\n": typeof types.UpdateSharedTextDocument,
    "\n  mutation StopSharingText($input: SharedTextInput!) {\n    stopSharingText(input: $input)\n  }\n": typeof types.StopSharingTextDocument,
    "\n  mutation TailorIntroduction($input: TailorIntroductionInput!) {\n    tailorIntroduction(input: $input, stream: true) {\n      id\n    }\n  }\n": typeof types.TailorIntroductionDocument,
    "\n  mutation DeleteAccount {\n    deleteAccount\n  }\n": typeof types.DeleteAccountDocument,
    "\n  fragment ProfileFields on Profile {\n    firstName\n    lastName\n    careerGoal\n    linkedinUrl\n    portfolioDetails\n  }\n": typeof types.ProfileFieldsFragmentDoc,
    "\n  query Profile {\n    profile {\n      ...ProfileFields\n    }\n  }\n": typeof types.ProfileDocument,
    "\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      ...ProfileFields\n    }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  query Credits {\n    credits {\n      remaining\n      dailyAllowance\n      unlimited\n      isPremium\n      isSubscribed\n      subscriptionStatus\n      nextBillingDate\n    }\n  }\n": typeof types.CreditsDocument,
    "\n  query Me {\n    me {\n      id\n      username\n      email\n      displayName\n      photoURL\n      role\n      isPremium\n    }\n  }\n": typeof types.MeDocument,
};
const documents: Documents = {
    "\n  query AdminIntroductions($offset: Int!, $limit: Int!) {\n    adminIntroductions(offset: $offset, limit: $limit) {\n      total\n      introsByDay {\n        day\n        count\n      }\n      ratings {\n        purpose\n        writer\n        average\n        count\n      }\n      items {\n        id\n        userId\n        username\n        purpose\n        createdAt\n      }\n    }\n  }\n": types.AdminIntroductionsDocument,
    "\n  query AdminStats {\n    adminStats {\n      totalUsers\n      totalIntroductions\n      tailoredIntroductions\n      sharedTexts\n      freeCreditsUsed\n      premiumUsers\n      subscribedUsers\n      premiumOnlyUsers\n      introductionTypes {\n        purpose\n        count\n      }\n      recentIntroductions {\n        id\n        userId\n        purpose\n        createdAt\n      }\n    }\n  }\n": types.AdminStatsDocument,
    "\n  query AdminUsers($offset: Int!, $limit: Int!) {\n    adminUsers(offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n        username\n        email\n        firstName\n        lastName\n        remainingCredits\n        isPremium\n        isSubscribed\n        subscriptionStatus\n        creditsReversed\n        createdAt\n      }\n    }\n  }\n": types.AdminUsersDocument,
    "\n  mutation SetUserPremium($userId: ID!, $isPremium: Boolean!) {\n    setUserPremium(userId: $userId, isPremium: $isPremium) {\n      id\n      isPremium\n      remainingCredits\n    }\n  }\n": types.SetUserPremiumDocument,
    "\n  query AppConfig {\n    appConfig {\n      devSignIn\n      googleClientId\n    }\n  }\n": types.AppConfigDocument,
    "\n  mutation DeleteIntroduction($id: Int!) {\n    deleteIntroduction(id: $id)\n  }\n": types.DeleteIntroductionDocument,
    "\n  query IntroductionSummaries($cursor: String) {\n    introductionSummaries(cursor: $cursor) {\n      items {\n        id\n        purpose\n        createdAt\n        preview\n      }\n      nextCursor\n    }\n  }\n": types.IntroductionSummariesDocument,
    "\n  mutation SubmitFeedback($input: FeedbackInput!) {\n    submitFeedback(input: $input)\n  }\n": types.SubmitFeedbackDocument,
    "\n  query AnswerReading($input: GenerateIntroductionInput!) {\n    answerReading(input: $input) {\n      answers {\n        answer\n        typed\n        said\n        use\n        note\n        suggestion\n      }\n      career {\n        roles {\n          title\n          employer\n          years\n        }\n        qualifications\n        said\n        note\n      }\n      advert {\n        role\n        organisation\n        requirements {\n          phrase\n          coverage\n        }\n      }\n    }\n  }\n": types.AnswerReadingDocument,
    "\n  mutation GenerateIntroduction($input: GenerateIntroductionInput!) {\n    generateIntroduction(input: $input, stream: true) {\n      id\n    }\n  }\n": types.GenerateIntroductionDocument,
    "\n  mutation ConfirmPurchase($paymentIntentId: String!) {\n    confirmPurchase(paymentIntentId: $paymentIntentId) {\n      success\n      creditsAdded\n    }\n  }\n": types.ConfirmPurchaseDocument,
    "\n  mutation CreatePaymentIntent($packageId: String!) {\n    createPaymentIntent(packageId: $packageId) {\n      clientSecret\n      paymentIntentId\n    }\n  }\n": types.CreatePaymentIntentDocument,
    "\n  query CreditPackages {\n    creditPackages {\n      id\n      name\n      description\n      credits\n      price\n      isSubscription\n      bestValue\n    }\n  }\n": types.CreditPackagesDocument,
    "\n  query PaymentConfig {\n    appConfig {\n      stripePublishableKey\n    }\n  }\n": types.PaymentConfigDocument,
    "\n  query IntroductionAdvert($id: Int!, $purpose: TextKind) {\n    introduction(id: $id) {\n      id\n      fullName\n      purpose\n      identity\n      pronouns\n      role\n      audience\n      context\n      linkedinUrl\n      advert\n      mission\n      achievements\n      cvText\n      communicationStyle\n      advertReading(purpose: $purpose) {\n        role\n        organisation\n        requirements {\n          phrase\n          kind\n          coverage\n        }\n      }\n    }\n  }\n": types.IntroductionAdvertDocument,
    "\n  query Introduction($id: Int!) {\n    introduction(id: $id) {\n      ...IntroductionResultFields\n    }\n  }\n": types.IntroductionDocument,
    "\n  fragment WritingDraftFields on Draft {\n    purpose\n    text\n    state\n  }\n": types.WritingDraftFieldsFragmentDoc,
    "\n  fragment IntroductionResultFields on Introduction {\n    ...IntroductionTextsFields\n    purpose\n    achievements\n    cvText\n    advert\n    createdAt\n    myRating {\n      id\n      rating\n      comment\n    }\n    drafts {\n      ...WritingDraftFields\n    }\n  }\n": types.IntroductionResultFieldsFragmentDoc,
    "\n  fragment IntroductionDrafts on Introduction {\n    id\n    drafts {\n      ...WritingDraftFields\n    }\n  }\n": types.IntroductionDraftsFragmentDoc,
    "\n  fragment IntroductionTextsFields on Introduction {\n    id\n    introductions {\n      linkedin\n      job\n      pitch\n      business\n      headline\n    }\n  }\n": types.IntroductionTextsFieldsFragmentDoc,
    "\n  query IntroductionVersions($id: Int!, $purpose: TextKind!) {\n    introduction(id: $id) {\n      id\n      versions(purpose: $purpose) {\n        id\n        purpose\n        text\n        origin\n        writer\n        createdAt\n      }\n      refinements(purpose: $purpose)\n    }\n  }\n": types.IntroductionVersionsDocument,
    "\n  mutation EditIntroduction($input: EditIntroductionInput!) {\n    editIntroduction(input: $input) {\n      ...IntroductionTextsFields\n    }\n  }\n": types.EditIntroductionDocument,
    "\n  mutation RestoreIntroductionVersion($input: RestoreVersionInput!) {\n    restoreIntroductionVersion(input: $input) {\n      ...IntroductionTextsFields\n    }\n  }\n": types.RestoreIntroductionVersionDocument,
    "\n  mutation RefineIntroduction($input: RefineIntroductionInput!) {\n    refineIntroduction(input: $input, stream: true) {\n      id\n    }\n  }\n": types.RefineIntroductionDocument,
    "\n  subscription IntroductionWriting($id: Int!) {\n    introductionWriting(id: $id) {\n      draft {\n        ...WritingDraftFields\n      }\n      introduction {\n        ...IntroductionResultFields\n      }\n    }\n  }\n": types.IntroductionWritingDocument,
    "\n  mutation RateIntroduction($input: RateIntroductionInput!) {\n    rateIntroduction(input: $input) {\n      id\n      introductionId\n      rating\n      comment\n    }\n  }\n": types.RateIntroductionDocument,
    "\n  mutation RegenerateIntroduction($id: Int!) {\n    regenerateIntroduction(id: $id, stream: true) {\n      id\n    }\n  }\n": types.RegenerateIntroductionDocument,
    "\n  fragment SharedTextFields on SharedText {\n    purpose\n    path\n    current\n  }\n": types.SharedTextFieldsFragmentDoc,
    "\n  query SharedTexts($id: Int!) {\n    introduction(id: $id) {\n      id\n      sharedTexts {\n        ...SharedTextFields\n      }\n    }\n  }\n": types.SharedTextsDocument,
    "\n  mutation ShareText($input: SharedTextInput!) {\n    shareText(input: $input) {\n      ...SharedTextFields\n    }\n  }\n": types.ShareTextDocument,
    "\n  mutation UpdateSharedText($input: SharedTextInput!) {\n    updateSharedText(input: $input) {\n      ...SharedTextFields\n    }\n  }\n": types.UpdateSharedTextDocument,
    "\n  mutation StopSharingText($input: SharedTextInput!) {\n    stopSharingText(input: $input)\n  }\n": types.StopSharingTextDocument,
    "\n  mutation TailorIntroduction($input: TailorIntroductionInput!) {\n    tailorIntroduction(input: $input, stream: true) {\n      id\n    }\n  }\n": types.TailorIntroductionDocument,
    "\n  mutation DeleteAccount {\n    deleteAccount\n  }\n": types.DeleteAccountDocument,
    "\n  fragment ProfileFields on Profile {\n    firstName\n    lastName\n    careerGoal\n    linkedinUrl\n    portfolioDetails\n  }\n": types.ProfileFieldsFragmentDoc,
    "\n  query Profile {\n    profile {\n      ...ProfileFields\n    }\n  }\n": types.ProfileDocument,
    "\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      ...ProfileFields\n    }\n  }\n": types.UpdateProfileDocument,
    "\n  query Credits {\n    credits {\n      remaining\n      dailyAllowance\n      unlimited\n      isPremium\n      isSubscribed\n      subscriptionStatus\n      nextBillingDate\n    }\n  }\n": types.CreditsDocument,
    "\n  query Me {\n    me {\n      id\n      username\n      email\n      displayName\n      photoURL\n      role\n      isPremium\n    }\n  }\n": types.MeDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminIntroductions($offset: Int!, $limit: Int!) {\n    adminIntroductions(offset: $offset, limit: $limit) {\n      total\n      introsByDay {\n        day\n        count\n      }\n      ratings {\n        purpose\n        writer\n        average\n        count\n      }\n      items {\n        id\n        userId\n        username\n        purpose\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminIntroductions($offset: Int!, $limit: Int!) {\n    adminIntroductions(offset: $offset, limit: $limit) {\n      total\n      introsByDay {\n        day\n        count\n      }\n      ratings {\n        purpose\n        writer\n        average\n        count\n      }\n      items {\n        id\n        userId\n        username\n        purpose\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminStats {\n    adminStats {\n      totalUsers\n      totalIntroductions\n      tailoredIntroductions\n      sharedTexts\n      freeCreditsUsed\n      premiumUsers\n      subscribedUsers\n      premiumOnlyUsers\n      introductionTypes {\n        purpose\n        count\n      }\n      recentIntroductions {\n        id\n        userId\n        purpose\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminStats {\n    adminStats {\n      totalUsers\n      totalIntroductions\n      tailoredIntroductions\n      sharedTexts\n      freeCreditsUsed\n      premiumUsers\n      subscribedUsers\n      premiumOnlyUsers\n      introductionTypes {\n        purpose\n        count\n      }\n      recentIntroductions {\n        id\n        userId\n        purpose\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminUsers($offset: Int!, $limit: Int!) {\n    adminUsers(offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n        username\n        email\n        firstName\n        lastName\n        remainingCredits\n        isPremium\n        isSubscribed\n        subscriptionStatus\n        creditsReversed\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminUsers($offset: Int!, $limit: Int!) {\n    adminUsers(offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n        username\n        email\n        firstName\n        lastName\n        remainingCredits\n        isPremium\n        isSubscribed\n        subscriptionStatus\n        creditsReversed\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetUserPremium($userId: ID!, $isPremium: Boolean!) {\n    setUserPremium(userId: $userId, isPremium: $isPremium) {\n      id\n      isPremium\n      remainingCredits\n    }\n  }\n"): (typeof documents)["\n  mutation SetUserPremium($userId: ID!, $isPremium: Boolean!) {\n    setUserPremium(userId: $userId, isPremium: $isPremium) {\n      id\n      isPremium\n      remainingCredits\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AppConfig {\n    appConfig {\n      devSignIn\n      googleClientId\n    }\n  }\n"): (typeof documents)["\n  query AppConfig {\n    appConfig {\n      devSignIn\n      googleClientId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteIntroduction($id: Int!) {\n    deleteIntroduction(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteIntroduction($id: Int!) {\n    deleteIntroduction(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IntroductionSummaries($cursor: String) {\n    introductionSummaries(cursor: $cursor) {\n      items {\n        id\n        purpose\n        createdAt\n        preview\n      }\n      nextCursor\n    }\n  }\n"): (typeof documents)["\n  query IntroductionSummaries($cursor: String) {\n    introductionSummaries(cursor: $cursor) {\n      items {\n        id\n        purpose\n        createdAt\n        preview\n      }\n      nextCursor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitFeedback($input: FeedbackInput!) {\n    submitFeedback(input: $input)\n  }\n"): (typeof documents)["\n  mutation SubmitFeedback($input: FeedbackInput!) {\n    submitFeedback(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AnswerReading($input: GenerateIntroductionInput!) {\n    answerReading(input: $input) {\n      answers {\n        answer\n        typed\n        said\n        use\n        note\n        suggestion\n      }\n      career {\n        roles {\n          title\n          employer\n          years\n        }\n        qualifications\n        said\n        note\n      }\n      advert {\n        role\n        organisation\n        requirements {\n          phrase\n          coverage\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AnswerReading($input: GenerateIntroductionInput!) {\n    answerReading(input: $input) {\n      answers {\n        answer\n        typed\n        said\n        use\n        note\n        suggestion\n      }\n      career {\n        roles {\n          title\n          employer\n          years\n        }\n        qualifications\n        said\n        note\n      }\n      advert {\n        role\n        organisation\n        requirements {\n          phrase\n          coverage\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GenerateIntroduction($input: GenerateIntroductionInput!) {\n    generateIntroduction(input: $input, stream: true) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation GenerateIntroduction($input: GenerateIntroductionInput!) {\n    generateIntroduction(input: $input, stream: true) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmPurchase($paymentIntentId: String!) {\n    confirmPurchase(paymentIntentId: $paymentIntentId) {\n      success\n      creditsAdded\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmPurchase($paymentIntentId: String!) {\n    confirmPurchase(paymentIntentId: $paymentIntentId) {\n      success\n      creditsAdded\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePaymentIntent($packageId: String!) {\n    createPaymentIntent(packageId: $packageId) {\n      clientSecret\n      paymentIntentId\n    }\n  }\n"): (typeof documents)["\n  mutation CreatePaymentIntent($packageId: String!) {\n    createPaymentIntent(packageId: $packageId) {\n      clientSecret\n      paymentIntentId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CreditPackages {\n    creditPackages {\n      id\n      name\n      description\n      credits\n      price\n      isSubscription\n      bestValue\n    }\n  }\n"): (typeof documents)["\n  query CreditPackages {\n    creditPackages {\n      id\n      name\n      description\n      credits\n      price\n      isSubscription\n      bestValue\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PaymentConfig {\n    appConfig {\n      stripePublishableKey\n    }\n  }\n"): (typeof documents)["\n  query PaymentConfig {\n    appConfig {\n      stripePublishableKey\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IntroductionAdvert($id: Int!, $purpose: TextKind) {\n    introduction(id: $id) {\n      id\n      fullName\n      purpose\n      identity\n      pronouns\n      role\n      audience\n      context\n      linkedinUrl\n      advert\n      mission\n      achievements\n      cvText\n      communicationStyle\n      advertReading(purpose: $purpose) {\n        role\n        organisation\n        requirements {\n          phrase\n          kind\n          coverage\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query IntroductionAdvert($id: Int!, $purpose: TextKind) {\n    introduction(id: $id) {\n      id\n      fullName\n      purpose\n      identity\n      pronouns\n      role\n      audience\n      context\n      linkedinUrl\n      advert\n      mission\n      achievements\n      cvText\n      communicationStyle\n      advertReading(purpose: $purpose) {\n        role\n        organisation\n        requirements {\n          phrase\n          kind\n          coverage\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Introduction($id: Int!) {\n    introduction(id: $id) {\n      ...IntroductionResultFields\n    }\n  }\n"): (typeof documents)["\n  query Introduction($id: Int!) {\n    introduction(id: $id) {\n      ...IntroductionResultFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WritingDraftFields on Draft {\n    purpose\n    text\n    state\n  }\n"): (typeof documents)["\n  fragment WritingDraftFields on Draft {\n    purpose\n    text\n    state\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment IntroductionResultFields on Introduction {\n    ...IntroductionTextsFields\n    purpose\n    achievements\n    cvText\n    advert\n    createdAt\n    myRating {\n      id\n      rating\n      comment\n    }\n    drafts {\n      ...WritingDraftFields\n    }\n  }\n"): (typeof documents)["\n  fragment IntroductionResultFields on Introduction {\n    ...IntroductionTextsFields\n    purpose\n    achievements\n    cvText\n    advert\n    createdAt\n    myRating {\n      id\n      rating\n      comment\n    }\n    drafts {\n      ...WritingDraftFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment IntroductionDrafts on Introduction {\n    id\n    drafts {\n      ...WritingDraftFields\n    }\n  }\n"): (typeof documents)["\n  fragment IntroductionDrafts on Introduction {\n    id\n    drafts {\n      ...WritingDraftFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment IntroductionTextsFields on Introduction {\n    id\n    introductions {\n      linkedin\n      job\n      pitch\n      business\n      headline\n    }\n  }\n"): (typeof documents)["\n  fragment IntroductionTextsFields on Introduction {\n    id\n    introductions {\n      linkedin\n      job\n      pitch\n      business\n      headline\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IntroductionVersions($id: Int!, $purpose: TextKind!) {\n    introduction(id: $id) {\n      id\n      versions(purpose: $purpose) {\n        id\n        purpose\n        text\n        origin\n        writer\n        createdAt\n      }\n      refinements(purpose: $purpose)\n    }\n  }\n"): (typeof documents)["\n  query IntroductionVersions($id: Int!, $purpose: TextKind!) {\n    introduction(id: $id) {\n      id\n      versions(purpose: $purpose) {\n        id\n        purpose\n        text\n        origin\n        writer\n        createdAt\n      }\n      refinements(purpose: $purpose)\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EditIntroduction($input: EditIntroductionInput!) {\n    editIntroduction(input: $input) {\n      ...IntroductionTextsFields\n    }\n  }\n"): (typeof documents)["\n  mutation EditIntroduction($input: EditIntroductionInput!) {\n    editIntroduction(input: $input) {\n      ...IntroductionTextsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestoreIntroductionVersion($input: RestoreVersionInput!) {\n    restoreIntroductionVersion(input: $input) {\n      ...IntroductionTextsFields\n    }\n  }\n"): (typeof documents)["\n  mutation RestoreIntroductionVersion($input: RestoreVersionInput!) {\n    restoreIntroductionVersion(input: $input) {\n      ...IntroductionTextsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefineIntroduction($input: RefineIntroductionInput!) {\n    refineIntroduction(input: $input, stream: true) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation RefineIntroduction($input: RefineIntroductionInput!) {\n    refineIntroduction(input: $input, stream: true) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription IntroductionWriting($id: Int!) {\n    introductionWriting(id: $id) {\n      draft {\n        ...WritingDraftFields\n      }\n      introduction {\n        ...IntroductionResultFields\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription IntroductionWriting($id: Int!) {\n    introductionWriting(id: $id) {\n      draft {\n        ...WritingDraftFields\n      }\n      introduction {\n        ...IntroductionResultFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RateIntroduction($input: RateIntroductionInput!) {\n    rateIntroduction(input: $input) {\n      id\n      introductionId\n      rating\n      comment\n    }\n  }\n"): (typeof documents)["\n  mutation RateIntroduction($input: RateIntroductionInput!) {\n    rateIntroduction(input: $input) {\n      id\n      introductionId\n      rating\n      comment\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegenerateIntroduction($id: Int!) {\n    regenerateIntroduction(id: $id, stream: true) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation RegenerateIntroduction($id: Int!) {\n    regenerateIntroduction(id: $id, stream: true) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SharedTextFields on SharedText {\n    purpose\n    path\n    current\n  }\n"): (typeof documents)["\n  fragment SharedTextFields on SharedText {\n    purpose\n    path\n    current\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SharedTexts($id: Int!) {\n    introduction(id: $id) {\n      id\n      sharedTexts {\n        ...SharedTextFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query SharedTexts($id: Int!) {\n    introduction(id: $id) {\n      id\n      sharedTexts {\n        ...SharedTextFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ShareText($input: SharedTextInput!) {\n    shareText(input: $input) {\n      ...SharedTextFields\n    }\n  }\n"): (typeof documents)["\n  mutation ShareText($input: SharedTextInput!) {\n    shareText(input: $input) {\n      ...SharedTextFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSharedText($input: SharedTextInput!) {\n    updateSharedText(input: $input) {\n      ...SharedTextFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateSharedText($input: SharedTextInput!) {\n    updateSharedText(input: $input) {\n      ...SharedTextFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StopSharingText($input: SharedTextInput!) {\n    stopSharingText(input: $input)\n  }\n"): (typeof documents)["\n  mutation StopSharingText($input: SharedTextInput!) {\n    stopSharingText(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TailorIntroduction($input: TailorIntroductionInput!) {\n    tailorIntroduction(input: $input, stream: true) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation TailorIntroduction($input: TailorIntroductionInput!) {\n    tailorIntroduction(input: $input, stream: true) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteAccount {\n    deleteAccount\n  }\n"): (typeof documents)["\n  mutation DeleteAccount {\n    deleteAccount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProfileFields on Profile {\n    firstName\n    lastName\n    careerGoal\n    linkedinUrl\n    portfolioDetails\n  }\n"): (typeof documents)["\n  fragment ProfileFields on Profile {\n    firstName\n    lastName\n    careerGoal\n    linkedinUrl\n    portfolioDetails\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Profile {\n    profile {\n      ...ProfileFields\n    }\n  }\n"): (typeof documents)["\n  query Profile {\n    profile {\n      ...ProfileFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      ...ProfileFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      ...ProfileFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Credits {\n    credits {\n      remaining\n      dailyAllowance\n      unlimited\n      isPremium\n      isSubscribed\n      subscriptionStatus\n      nextBillingDate\n    }\n  }\n"): (typeof documents)["\n  query Credits {\n    credits {\n      remaining\n      dailyAllowance\n      unlimited\n      isPremium\n      isSubscribed\n      subscriptionStatus\n      nextBillingDate\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      id\n      username\n      email\n      displayName\n      photoURL\n      role\n      isPremium\n    }\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      id\n      username\n      email\n      displayName\n      photoURL\n      role\n      isPremium\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;