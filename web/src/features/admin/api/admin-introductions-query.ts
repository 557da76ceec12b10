import { graphql } from '@/graphql/__generated__';

export const AdminIntroductionsDocument = graphql(`
  query AdminIntroductions($offset: Int!, $limit: Int!) {
    adminIntroductions(offset: $offset, limit: $limit) {
      total
      introsByDay {
        day
        count
      }
      ratings {
        purpose
        writer
        average
        count
      }
      items {
        id
        userId
        username
        purpose
        createdAt
      }
    }
  }
`);
