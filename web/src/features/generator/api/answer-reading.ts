import { graphql } from '@/graphql/__generated__';

// How the writer will use the answers, read again as they change in step 4.
export const AnswerReadingDocument = graphql(`
  query AnswerReading($input: GenerateIntroductionInput!) {
    answerReading(input: $input) {
      answers {
        answer
        typed
        said
        use
        note
        suggestion
      }
      career {
        roles {
          title
          employer
          years
        }
        qualifications
        said
        note
      }
      advert {
        role
        organisation
        requirements {
          phrase
          coverage
        }
      }
    }
  }
`);
