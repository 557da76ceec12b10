import { graphql } from '@/graphql/__generated__';

// What the Share dialog shows of a shared text.
graphql(`
  fragment SharedTextFields on SharedText {
    purpose
    path
    current
  }
`);

// The introduction's texts shared by link; read when the Share dialog opens, so `current` follows any edit.
export const SharedTextsDocument = graphql(`
  query SharedTexts($id: Int!) {
    introduction(id: $id) {
      id
      sharedTexts {
        ...SharedTextFields
      }
    }
  }
`);

export const ShareTextDocument = graphql(`
  mutation ShareText($input: SharedTextInput!) {
    shareText(input: $input) {
      ...SharedTextFields
    }
  }
`);

export const UpdateSharedTextDocument = graphql(`
  mutation UpdateSharedText($input: SharedTextInput!) {
    updateSharedText(input: $input) {
      ...SharedTextFields
    }
  }
`);

export const StopSharingTextDocument = graphql(`
  mutation StopSharingText($input: SharedTextInput!) {
    stopSharingText(input: $input)
  }
`);
