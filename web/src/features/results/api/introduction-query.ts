import { graphql } from '@/graphql/__generated__';

export const IntroductionDocument = graphql(`
  query Introduction($id: Int!) {
    introduction(id: $id) {
      id
      purpose
      achievements
      cvText
      createdAt
      introductions {
        linkedin
        job
        pitch
        business
      }
      myRating {
        id
        rating
        comment
      }
    }
  }
`);
