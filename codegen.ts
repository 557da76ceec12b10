import type { CodegenConfig } from '@graphql-codegen/cli';

// Reads the contract for now; it switches to the emitted schema.graphql once the server commits it.
const config: CodegenConfig = {
  schema: 'docs/graphql-contract.graphql',
  documents: ['web/src/**/*.{ts,tsx}', '!web/src/graphql/__generated__/**'],
  ignoreNoDocuments: true,
  generates: {
    'web/src/graphql/__generated__/': {
      preset: 'client',
      presetConfig: {
        fragmentMasking: false,
      },
      config: {
        scalars: { DateTimeISO: 'string' },
        useTypeImports: true,
        enumsAsTypes: true,
        avoidOptionals: { field: true, inputValue: false },
        nonOptionalTypename: false,
        skipTypename: false,
      },
    },
  },
};

export default config;
