import { buildSchema, GraphQLError, parse, type GraphQLSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { AppError } from '../core/errors/errors.js';
import { compiledExecution } from './compiled-execution.js';

function schemaWith(resolvers: Record<string, (args: Record<string, unknown>) => unknown>): GraphQLSchema {
  const schema = buildSchema('type Query { double(n: Int!): Int refused: String rows: [Row!]! } type Row { id: ID! }');
  const fields = schema.getQueryType()!.getFields();
  for (const [name, resolve] of Object.entries(resolvers))
    fields[name]!.resolve = (_root, args: Record<string, unknown>) => resolve(args);
  return schema;
}

async function run(schema: GraphQLSchema, query: string, variables: Record<string, unknown> = {}) {
  const gateway = compiledExecution(schema);
  let apiSchema: GraphQLSchema | undefined;
  gateway.onSchemaLoadOrUpdate(({ apiSchema: s }) => (apiSchema = s));
  expect(apiSchema).toBe(schema);
  const { executor } = await gateway.load({ apollo: {} });
  const document = parse(query);
  const rc = { document, operationName: null, request: { variables }, context: {} };
  return executor!(rc as unknown as Parameters<NonNullable<typeof executor>>[0]);
}

describe('compiled execution (graphql-jit behind Apollo)', () => {
  it('answers what graphql-js answers for a query with variables and a list', async () => {
    const schema = schemaWith({ double: ({ n }) => (n as number) * 2, rows: () => [{ id: 1 }, { id: 2 }] });
    const result = await run(schema, 'query ($n: Int!) { double(n: $n) rows { id } }', { n: 21 });
    expect(result).toEqual({ data: { double: 42, rows: [{ id: '1' }, { id: '2' }] } });
  });

  it("keeps a resolver's own error as the original error, with extensions for Apollo and a path", async () => {
    const refusal = new AppError('FORBIDDEN', 'Not yours.');
    const schema = schemaWith({
      refused: () => {
        throw refusal;
      },
    });
    const result = await run(schema, '{ refused }');
    expect(result.data).toEqual({ refused: null });
    const error = result.errors![0]!;
    expect(error).toBeInstanceOf(GraphQLError);
    expect(error.originalError).toBe(refusal);
    expect(error.extensions).toEqual({});
    expect(error.path).toEqual(['refused']);
  });

  it("answers a variable's refused value with no data and BAD_USER_INPUT, as Apollo does after graphql-js", async () => {
    const schema = schemaWith({ double: ({ n }) => (n as number) * 2 });
    const result = await run(schema, 'query ($n: Int!) { double(n: $n) }', { n: 'x' });
    expect('data' in result).toBe(false);
    expect(result.errors![0]!.extensions.code).toBe('BAD_USER_INPUT');
    expect(result.errors![0]!.message).toContain('"$n" got invalid value "x"');
    expect(result.errors![0]!.locations).toEqual([{ line: 1, column: 8 }]);
  });
});
