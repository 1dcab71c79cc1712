import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { schemaSdl } from '../../../scripts/schema-sdl.js';
import { declaredAudiences, PUBLIC } from '../core/policy/audience.js';
import { registeredAbilities } from '../core/policy/policy.js';
import { buildAppSchema } from './schema.js';

describe('GraphQL schema', () => {
  it('declares an audience (public or a registered ability) on every query, mutation and subscription', async () => {
    const schema = await buildAppSchema();
    const roots = [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].filter((t) => !!t);
    const fields = roots.flatMap((type) => Object.keys(type.getFields()));
    expect(fields.length).toBeGreaterThan(0);
    const abilities = new Set(registeredAbilities());
    const undeclared = fields.filter((f) => {
      const audience = declaredAudiences.get(f);
      return !audience || (audience !== PUBLIC && !abilities.has(audience));
    });
    expect(undeclared).toEqual([]);
  });

  it('matches the committed schema/schema.graphql (run `npm run codegen` after changing resolvers)', async () => {
    const committed = readFileSync(new URL('../../../schema/schema.graphql', import.meta.url), 'utf8');
    expect(await schemaSdl()).toBe(committed);
  });

  it('exposes the foundation operations', async () => {
    const schema = await buildAppSchema();
    expect(Object.keys(schema.getQueryType()!.getFields())).toEqual(
      expect.arrayContaining(['districts', 'dsDivisions', 'locate', 'me']),
    );
    expect(Object.keys(schema.getMutationType()!.getFields())).toEqual(
      expect.arrayContaining(['login', 'signupVolunteer', 'logout']),
    );
  });
});
