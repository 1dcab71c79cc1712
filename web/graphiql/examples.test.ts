import { readFileSync } from 'node:fs';
import { buildSchema, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { exampleTabs } from './examples';

const schema = buildSchema(readFileSync('schema/schema.graphql', 'utf8'));

/** The GraphQL examples of README's "API" section. */
function readmeExamples(): string[] {
  const readme = readFileSync('README.md', 'utf8');
  const start = readme.indexOf('\n## API\n');
  const section = readme.slice(start, readme.indexOf('\n## ', start + 1));
  return [...section.matchAll(/```graphql\n([\s\S]*?)```/g)].map((match) => match[1]!);
}

describe('GraphQL explorer examples', () => {
  it.each(exampleTabs.map((tab) => [tab.query.match(/^(query|subscription) (\w+)/m)?.[2] ?? '?', tab.query]))(
    '%s is valid against schema/schema.graphql',
    (_name, query) => {
      expect(validate(schema, parse(query)).map((error) => error.message)).toEqual([]);
    },
  );

  it("README's API examples are valid against schema/schema.graphql", () => {
    const examples = readmeExamples();
    expect(examples.length).toBeGreaterThanOrEqual(3);
    for (const example of examples) expect(validate(schema, parse(example)).map((error) => error.message)).toEqual([]);
  });

  it('refuses an operation the schema does not have (the check can fail)', () => {
    expect(validate(schema, parse('{ noSuchField }')).length).toBeGreaterThan(0);
  });
});
