import { graphql } from '@/graphql/__generated__';

export const AppConfigDocument = graphql(`
  query AppConfig {
    appConfig {
      devSignIn
      googleClientId
    }
  }
`);
