/**
 * The schema linter (@graphql-eslint, run through ESLint's API on the SDL): the rules that matter to integrators —
 * a description on every type, field, argument, input field and enum value, and the usual GraphQL naming.
 */
import graphqlEslint from '@graphql-eslint/eslint-plugin';
import { ESLint, type Linter } from 'eslint';

export interface Finding {
  rule: string;
  message: string;
  line: number;
}

// Not no-typename-prefix: it refuses the seeds' own names (Report.reporterName) and User.userId, the User ID people type.
const rules: Linter.RulesRecord = {
  '@graphql-eslint/require-description': [
    'error',
    {
      types: true,
      rootField: true,
      FieldDefinition: true,
      InputValueDefinition: true,
      EnumValueDefinition: true,
      DirectiveDefinition: true,
    },
  ],
  '@graphql-eslint/naming-convention': [
    'error',
    {
      types: 'PascalCase',
      FieldDefinition: 'camelCase',
      InputValueDefinition: 'camelCase',
      Argument: 'camelCase',
      DirectiveDefinition: 'camelCase',
      EnumValueDefinition: 'UPPER_CASE',
      'FieldDefinition[parent.name.value=Query]': { forbiddenPrefixes: ['query', 'get'], forbiddenSuffixes: ['Query'] },
      'FieldDefinition[parent.name.value=Mutation]': {
        forbiddenPrefixes: ['mutation'],
        forbiddenSuffixes: ['Mutation'],
      },
      'FieldDefinition[parent.name.value=Subscription]': {
        forbiddenPrefixes: ['subscription'],
        forbiddenSuffixes: ['Subscription'],
      },
      'EnumTypeDefinition,EnumTypeExtension': { forbiddenPrefixes: ['Enum'], forbiddenSuffixes: ['Enum'] },
      'ObjectTypeDefinition,ObjectTypeExtension': { forbiddenPrefixes: ['Type'], forbiddenSuffixes: ['Type'] },
    },
  ],
  '@graphql-eslint/no-hashtag-description': 'error',
  '@graphql-eslint/require-deprecation-reason': 'error',
  '@graphql-eslint/unique-enum-value-names': 'error',
};

// Some rules read the schema itself: the SDL under lint is that schema.
function linter(sdl: string): ESLint {
  return new ESLint({
    overrideConfigFile: true,
    overrideConfig: [
      {
        files: ['**/*.graphql'],
        languageOptions: { parser: graphqlEslint.parser, parserOptions: { graphQLConfig: { schema: sdl } } },
        plugins: { '@graphql-eslint': graphqlEslint as unknown as ESLint.Plugin },
        rules,
      },
    ],
  });
}

/** The findings for one SDL text (the file path only names it in messages). */
export async function lintSchema(sdl: string, filePath = 'schema/schema.graphql'): Promise<Finding[]> {
  const [result] = await linter(sdl).lintText(sdl, { filePath });
  return (result?.messages ?? []).map((message) => ({
    rule: message.ruleId ?? 'parse-error',
    message: message.message,
    line: message.line,
  }));
}
