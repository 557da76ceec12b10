import type { CodegenConfig } from '@graphql-codegen/cli';

// Reads the schema emitted from the server code, never a running server.
const config: CodegenConfig = {
  schema: 'schema.graphql',
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
