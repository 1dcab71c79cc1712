import type { ApolloServerOptionsWithGateway, BaseContext } from '@apollo/server';
import { GraphQLError, printSchema, type DocumentNode, type ExecutionResult, type GraphQLSchema } from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';

type Compiled = CompiledQuery | ExecutionResult;
type Gateway = ApolloServerOptionsWithGateway<BaseContext>['gateway'];
type Executor = NonNullable<Awaited<ReturnType<Gateway['load']>>['executor']>;

/**
 * graphql-jit's errors as graphql-js makes them, for Apollo and the error mapper: with `extensions` always (Apollo reads
 * its code), the resolver's own error as `originalError`, and a variable's refused value (an answer with no `data`)
 * coded BAD_USER_INPUT, as Apollo codes it after graphql-js.
 */
export function asGraphQLJsResult(result: ExecutionResult): ExecutionResult {
  if (!result.errors?.length) return result;
  const refusedVariables = !('data' in result);
  const errors = result.errors.map((e) =>
    Object.assign(
      new GraphQLError(e.message, {
        path: e.path,
        originalError: e.originalError ?? undefined,
        extensions: { ...e.extensions, ...(refusedVariables ? { code: 'BAD_USER_INPUT' } : {}) },
      }),
      { locations: e.locations },
    ),
  );
  return refusedVariables ? { errors } : { ...result, errors };
}

/**
 * Runs each operation as a function compiled from its document by graphql-jit, instead of graphql-js walking the
 * schema field by field: a list of a few hundred rows has thousands of fields, and walking them cost more CPU than
 * reading the rows (README "Lists at national scale"). Apollo Server 5 takes another executor only through its
 * gateway interface, which this is: the schema never changes, so it is given once. Parsing, validation (with the
 * limits), plugins and error formatting stay Apollo's; subscriptions stay graphql-ws's.
 */
export function compiledExecution(schema: GraphQLSchema): Gateway {
  // Apollo keeps one parsed document per query text in its bounded document store, so a compiled function lives
  // exactly as long as the document it was made from.
  const compiled = new WeakMap<DocumentNode, Map<string, Compiled>>();
  const compiledFor = (document: DocumentNode, operationName: string | null): Compiled => {
    let byOperation = compiled.get(document);
    if (!byOperation) compiled.set(document, (byOperation = new Map<string, Compiled>()));
    const key = operationName ?? '';
    let query = byOperation.get(key);
    if (!query) {
      query = compileQuery(schema, document, operationName ?? undefined);
      byOperation.set(key, query);
    }
    return query;
  };
  const executor: Executor = async (rc) => {
    const query = compiledFor(rc.document, rc.operationName);
    if (!isCompiledQuery(query)) return asGraphQLJsResult(query);
    return asGraphQLJsResult(await query.query(undefined, rc.context, rc.request.variables ?? {}));
  };
  return {
    onSchemaLoadOrUpdate(callback) {
      callback({ apiSchema: schema, coreSupergraphSdl: printSchema(schema) });
      return () => undefined;
    },
    load: async () => ({ executor }),
    stop: async () => undefined,
  };
}
