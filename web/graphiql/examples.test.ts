import { readFileSync } from 'node:fs';
import { buildSchema, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { exampleTabs } from './examples';

const schema = buildSchema(readFileSync('schema/schema.graphql', 'utf8'));

describe('GraphQL explorer examples', () => {
  it.each(exampleTabs.map((tab) => [tab.query.match(/^(query|subscription) (\w+)/m)?.[2] ?? '?', tab.query]))('%s is valid against schema/schema.graphql', (_name, query) => {
    expect(validate(schema, parse(query)).map((error) => error.message)).toEqual([]);
  });

  it('refuses an operation the schema does not have (the check can fail)', () => {
    expect(validate(schema, parse('{ noSuchField }')).length).toBeGreaterThan(0);
  });
});
