import { ErrorCode } from '@firstwords/contracts';
import { GraphQLEnumType, GraphQLSchema } from 'graphql';
import { registerEnumType } from 'type-graphql';

/** A GraphQL enum whose values are the contracts' own strings, so clients send and receive them unchanged. */
export function contractEnum<const T extends string>(name: string, values: readonly T[], description: string): { [K in T]: K } {
  const enumObject = Object.fromEntries(values.map((value) => [value, value])) as { [K in T]: K };
  registerEnumType(enumObject, { name, description });
  return enumObject;
}

/**
 * The codes of `extensions.code`. No field returns one, so the type is added to the schema by hand: clients
 * (and codegen) see every code the API can answer with.
 */
const ErrorCodeEnum = new GraphQLEnumType({
  name: 'ErrorCode',
  description: "Every `extensions.code` an error can carry; over REST each is an HTTP status (the OpenAPI document's responses).",
  values: Object.fromEntries(Object.values(ErrorCode).map((code) => [code, { value: code }])),
});

export function withErrorCodes(schema: GraphQLSchema): GraphQLSchema {
  const config = schema.toConfig();
  return new GraphQLSchema({ ...config, types: [...config.types, ErrorCodeEnum] });
}
