import { graphql } from '@/graphql/__generated__';

// What the advert asks for against the chosen text, with the answers a person takes back to the generator to add one.
export const IntroductionAdvertDocument = graphql(`
  query IntroductionAdvert($id: Int!, $purpose: TextKind) {
    introduction(id: $id) {
      id
      fullName
      purpose
      identity
      pronouns
      role
      audience
      context
      linkedinUrl
      advert
      mission
      achievements
      cvText
      communicationStyle
      advertReading(purpose: $purpose) {
        role
        organisation
        requirements {
          phrase
          kind
          coverage
        }
      }
    }
  }
`);
