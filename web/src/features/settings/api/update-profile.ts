import { graphql } from '@/graphql/__generated__';

export const UpdateProfileDocument = graphql(`
  mutation UpdateProfile($input: ProfileInput!) {
    updateProfile(input: $input) {
      ...ProfileFields
    }
  }
`);
