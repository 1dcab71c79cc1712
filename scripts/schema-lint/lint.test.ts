import { describe, expect, it } from 'vitest';
import { lintSchema } from './lint.js';

describe('schema linter rules', () => {
  it('wants descriptions on types, fields, arguments and enum values, and GraphQL naming', async () => {
    const findings = await lintSchema(`
      """Queries."""
      type Query {
        """An alert by id."""
        alert(id: ID!): Alert
      }
      type Alert {
        """The alert's id."""
        id: ID!
        level: alert_level
      }
      """Warning levels."""
      enum alert_level { WATCH }
    `);
    const messages = findings.map((f) => f.message).join('\n');
    expect(messages).toMatch(/input value "id" in field "alert"/);
    expect(messages).toMatch(/type "Alert"/);
    expect(messages).toMatch(/field "level" in type "Alert"/);
    expect(messages).toMatch(/enum value "WATCH"/);
    expect(findings.some((f) => f.rule === '@graphql-eslint/naming-convention' && /alert_level/.test(f.message))).toBe(
      true,
    );
  });

  it('finds nothing in a described, well-named schema', async () => {
    const findings = await lintSchema(`
      """Queries."""
      type Query {
        """An alert by id, or null."""
        alert(
          """The alert's id."""
          id: ID!
        ): Alert
      }
      """An early warning."""
      type Alert {
        """The alert's id."""
        id: ID!
      }
    `);
    expect(findings).toEqual([]);
  });
});
