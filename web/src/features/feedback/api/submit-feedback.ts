import { graphql } from '@/graphql/__generated__';

export const SubmitFeedbackDocument = graphql(`
  mutation SubmitFeedback($input: FeedbackInput!) {
    submitFeedback(input: $input)
  }
`);
