import { allow, type IRules } from 'graphql-shield';
import { isSignedIn } from '../../graphql/rules.js';

// Signed-in is enough here: the service lets each person reach only their own introductions.
export const introductionsPermissions: IRules = {
  Query: { introductions: isSignedIn, introductionSummaries: isSignedIn, introduction: isSignedIn, answerReading: isSignedIn },
  Subscription: { introductionWriting: isSignedIn },
  Mutation: {
    generateIntroduction: isSignedIn,
    regenerateIntroduction: isSignedIn,
    deleteIntroduction: isSignedIn,
    rateIntroduction: isSignedIn,
    editIntroduction: isSignedIn,
    restoreIntroductionVersion: isSignedIn,
    refineIntroduction: isSignedIn,
    tailorIntroduction: isSignedIn,
    shareText: isSignedIn,
    updateSharedText: isSignedIn,
    stopSharingText: isSignedIn,
  },
  Introduction: allow,
  IntroductionTexts: allow,
  IntroductionRating: allow,
  IntroductionVersion: allow,
  IntroductionSummary: allow,
  IntroductionPage: allow,
  IntroductionSummaryPage: allow,
  Draft: allow,
  IntroductionWritingEvent: allow,
  AdvertReading: allow,
  AdvertRequirement: allow,
  AnswerReading: allow,
  AnswerAsSaid: allow,
  CareerReading: allow,
  CareerRoleReading: allow,
  SharedText: allow,
};
