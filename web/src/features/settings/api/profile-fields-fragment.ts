import { graphql } from '@/graphql/__generated__';

// The profile as the settings page shows it: read, and answered by its update, so the cache keeps one copy.
export const ProfileFieldsFragment = graphql(`
  fragment ProfileFields on Profile {
    firstName
    lastName
    careerGoal
    linkedinUrl
    portfolioDetails
  }
`);
