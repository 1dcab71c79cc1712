import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import {
  GraphQLError,
  Kind,
  NoSchemaIntrospectionCustomRule,
  parse,
  specifiedRules,
  validate,
  type ASTVisitor,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLFormattedError,
  type GraphQLSchema,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';
import { AppError } from '../core/errors/errors.js';
import type { SecuritySettings } from '../core/config/config.js';

export type GraphQLLimits = Pick<
  SecuritySettings,
  'introspection' | 'maxDepth' | 'maxAliases' | 'maxDirectives' | 'maxTokens' | 'maxCost'
>;

/**
 * Mutations a visitor (or anyone) uses to submit or sign in: one per request, so that 30 aliased submissions cannot
 * half-succeed (the client believing none was made) and one request cannot try many passwords.
 */
export const SUBMISSION_MUTATIONS: ReadonlySet<string> = new Set([
  'createAidRequest',
  'submitReport',
  'submitOfficerReport',
  'addContribution',
  'signupVolunteer',
  'login',
  'changePassword',
]);

/** A refusal as a validation error carrying the registered code (kept by formatGraphQLError). */
export function tooComplex(message: string): GraphQLError {
  return new GraphQLError(message, { originalError: new AppError('QUERY_TOO_COMPLEX', message) });
}

const reportTooComplex = (context: ValidationContext | null, error: GraphQLError) =>
  context?.reportError(tooComplex(error.message.replace(/^Syntax Error: /, '')));
const armor = { propagateOnRejection: false, onReject: [reportTooComplex] };

function rootFieldNames(
  selectionSet: SelectionSetNode,
  fragments: Record<string, FragmentDefinitionNode>,
  seen = new Set<string>(),
): string[] {
  return selectionSet.selections.flatMap((selection) => {
    if (selection.kind === Kind.FIELD) return [selection.name.value];
    if (selection.kind === Kind.INLINE_FRAGMENT) return rootFieldNames(selection.selectionSet, fragments, seen);
    const name = selection.name.value;
    const fragment = fragments[name];
    if (!fragment || seen.has(name)) return [];
    seen.add(name);
    return rootFieldNames(fragment.selectionSet, fragments, seen);
  });
}

/** At most one submission mutation (SUBMISSION_MUTATIONS) in each operation, aliases included. */
export const oneSubmissionRule: ValidationRule = (context): ASTVisitor => ({
  OperationDefinition(operation) {
    if (operation.operation !== 'mutation') return;
    const fragments = Object.fromEntries(
      context
        .getDocument()
        .definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d]] : [])),
    ) as Record<string, FragmentDefinitionNode>;
    const submissions = rootFieldNames(operation.selectionSet, fragments).filter((name) =>
      SUBMISSION_MUTATIONS.has(name),
    );
    if (submissions.length > 1) context.reportError(tooComplex('Send one submission per request.'));
  },
});

/** The limit rules added to GraphQL's own, for Apollo (HTTP) and graphql-ws alike. */
export function limitRules(limits: GraphQLLimits): ValidationRule[] {
  return [
    // Fragments flattened: a document's depth and cost are those of its fields, however it is split into fragments.
    maxDepthRule({ n: limits.maxDepth, flattenFragments: true, ...armor }),
    maxAliasesRule({ n: limits.maxAliases, ...armor }),
    maxDirectivesRule({ n: limits.maxDirectives, ...armor }),
    costLimitRule({ maxCost: limits.maxCost, flattenFragments: true, ...armor }),
    oneSubmissionRule,
    ...(limits.introspection ? [] : [NoSchemaIntrospectionCustomRule]),
  ];
}

/** graphql-js's "Did you mean …?" ending, which names the schema's fields, types and enum values. */
const SUGGESTION = / ?Did you mean .+\?$/su;

/**
 * The answer without GraphQL's suggestions while introspection is off: `{ alertz { id } }` would otherwise name
 * `alert` and `alerts` to whoever asks, the schema read field by field.
 */
export function withoutSuggestions(formatted: GraphQLFormattedError): GraphQLFormattedError {
  const message = formatted.message.replace(SUGGESTION, '');
  return message === formatted.message ? formatted : { ...formatted, message };
}

/** graphql-js's own message when `maxTokens` stops the parser. */
export const isTokenLimitError = (message: string): boolean => /more tha[nt] \d+ tokens/.test(message);

interface SubscribePayload {
  query: string;
  operationName?: string | null;
  variables?: Record<string, unknown> | null;
}

/** GraphQL's own refusal of a document, coded as Apollo codes it over HTTP (else the mapper would take it for a fault). */
const codedAs = (code: 'GRAPHQL_PARSE_FAILED' | 'GRAPHQL_VALIDATION_FAILED', error: GraphQLError): GraphQLError =>
  error.originalError instanceof AppError
    ? error
    : new GraphQLError(error.message, {
        nodes: error.nodes,
        source: error.source,
        positions: error.positions,
        extensions: { code },
      });

/**
 * graphql-ws's onSubscribe: parses and validates with the same limits as over HTTP; a refusal answers the errors
 * (never an exception, which would close the socket without a code).
 */
export function socketLimits(schema: GraphQLSchema, limits: GraphQLLimits) {
  const rules = [...specifiedRules, ...limitRules(limits)];
  return (payload: SubscribePayload) => {
    let document: DocumentNode;
    try {
      document = parse(payload.query, { maxTokens: limits.maxTokens });
    } catch (error) {
      if (error instanceof GraphQLError)
        return [
          isTokenLimitError(error.message)
            ? tooComplex('The query is too large.')
            : codedAs('GRAPHQL_PARSE_FAILED', error),
        ];
      throw error;
    }
    const errors = validate(schema, document, rules);
    if (errors.length) return errors.map((error) => codedAs('GRAPHQL_VALIDATION_FAILED', error));
    return { schema, document, operationName: payload.operationName, variableValues: payload.variables };
  };
}
