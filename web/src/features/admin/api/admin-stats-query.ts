import { graphql } from '@/graphql/__generated__';

export const AdminStatsDocument = graphql(`
  query AdminStats {
    adminStats {
      totalUsers
      totalIntroductions
      tailoredIntroductions
      sharedTexts
      freeCreditsUsed
      premiumUsers
      subscribedUsers
      premiumOnlyUsers
      introductionTypes {
        purpose
        count
      }
      recentIntroductions {
        id
        userId
        purpose
        createdAt
      }
    }
  }
`);
