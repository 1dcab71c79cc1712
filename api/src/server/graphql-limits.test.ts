import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  buildSchema,
  Kind,
  parse,
  validate,
  type DefinitionNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { readSecuritySettings } from '../core/config/config.js';
import { limitRules } from './graphql-limits.js';

const ROOT = join(import.meta.dirname, '../../..');
const schema = buildSchema(readFileSync(join(ROOT, 'schema/schema.graphql'), 'utf8'));

function documentsOf(dir: string): DefinitionNode[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.graphql'))
    .flatMap((file) => parse(readFileSync(join(dir, file), 'utf8')).definitions);
}

const definitions = documentsOf(join(ROOT, 'web/src'));
const fragments = definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION);
const operations = definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);

describe('the GraphQL limits and the web app', () => {
  it('let every document of the web app through with the default settings', () => {
    expect(operations.length).toBeGreaterThan(40);
    const refused = operations.flatMap((operation) =>
      validate(
        schema,
        { kind: Kind.DOCUMENT, definitions: [operation, ...fragments] },
        limitRules(readSecuritySettings({})),
      ).map((e) => `${operation.name?.value}: ${e.message}`),
    );
    expect(refused).toEqual([]);
  });

  it('count depth by fields, not by fragments, and still refuse a document too deep', () => {
    const deep = parse(
      'query Deep { alerts { items { ...A } } } fragment A on Alert { dsDivision { district { dsDivisions { district { dsDivisions { district { code } } } } } } }',
    );
    expect(validate(schema, deep, limitRules(readSecuritySettings({}))).map((e) => e.message)).toEqual([
      expect.stringContaining('depth'),
    ]);
  });
});
