import openapiTS, { astToString } from 'openapi-typescript';

/** The TypeScript types of every path of an OpenAPI document, as openapi-fetch's typed client takes them. */
export async function clientTypesOf(document: object): Promise<string> {
  const ast = await openapiTS(document as Parameters<typeof openapiTS>[0], { alphabetize: true });
  return `// Generated from openapi.json by openapi-typescript (npm run openapi:emit -w api); do not edit.\n${astToString(ast)}`;
}
