import { beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_ROUTE } from '../images/images.routes.js';
import { PUBLIC } from '../core/policy/audience.js';
import { can } from '../core/policy/policy.js';
import { rest } from '../testing/rest-client.js';
import { makeCast, type Cast } from '../testing/scenario.js';
import { actorOf } from '../testing/subject-factories.js';
import { useTestDatabase } from '../testing/test-database.js';
import { useTestServer } from '../testing/test-server.js';
import { restAreas } from './rest-areas.js';

const db = useTestDatabase();
const api = useTestServer(db);
let cast: Cast;
beforeAll(async () => {
  cast = await makeCast(db);
});

/** The same people as the GraphQL permission matrix. */
const ACTORS = ['volunteerA', 'dsA', 'dsB', 'dmcX', 'dmcY'] as const;

/** A well-formed photo id that names no photo: the image route reads only UUIDs. */
const SAMPLE_PHOTO_ID = '00000000-0000-4000-8000-000000000000';

/** Every route that declares an ability, straight from the route tables, and the image route beside them. */
const guarded = [...restAreas.flatMap((area) => area.routes), IMAGE_ROUTE].filter((route) => route.audience !== PUBLIC);

describe('REST permission matrix (built from the route table)', () => {
  it('covers the guarded routes', () => {
    expect(guarded.length).toBeGreaterThan(15);
  });

  it.each(guarded.map((route) => [`${route.method.toUpperCase()} ${route.path}`, route] as const))(
    '%s: 401 without a session, 403 for each role its audience refuses',
    async (_name, route) => {
      const path =
        route === IMAGE_ROUTE ? route.path.replace('{id}', SAMPLE_PHOTO_ID) : route.path.replace(/\{\w+\}/g, '1');
      const call = (token?: string) =>
        rest(api.url, route.method.toUpperCase(), path, { token, ...(route.method === 'get' ? {} : { body: {} }) });
      expect((await call()).status).toBe(401);
      for (const name of ACTORS) {
        const person = cast[name];
        const answer = await call(person.token);
        if (can(actorOf(person.user), route.audience)) expect(answer.status, `${name} may call it`).not.toBe(401);
        else
          expect([answer.status, (answer.body as { code?: string }).code], `${name} is refused`).toEqual([
            403,
            'FORBIDDEN',
          ]);
      }
    },
  );
});
