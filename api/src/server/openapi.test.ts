import { createConfig, lintFromString } from '@redocly/openapi-core';
import { describe, expect, it } from 'vitest';
import { checkAgainstOpenApi } from '../testing/openapi-check.js';
import { openApiDocument } from './openapi.js';
import { restAreas } from './rest-areas.js';

const doc = openApiDocument(restAreas) as unknown as {
  servers: unknown[];
  paths: Record<
    string,
    Record<
      string,
      {
        parameters: { schema: Record<string, unknown> }[];
        responses: Record<string, { content?: Record<string, { schema: Record<string, unknown> }> }>;
      }
    >
  >;
};

/** Every leaf schema under a node: each must say what it holds (a type, or a reference to a schema that does). */
function untyped(schema: Record<string, unknown>, where: string, found: string[] = []): string[] {
  if (schema.$ref || schema.oneOf) return found;
  if (!schema.type) found.push(where);
  for (const [name, property] of Object.entries((schema.properties ?? {}) as Record<string, Record<string, unknown>>))
    untyped(property, `${where}.${name}`, found);
  if (schema.items) untyped(schema.items as Record<string, unknown>, `${where}[]`, found);
  return found;
}

describe('the OpenAPI document', () => {
  it("passes Redocly's recommended lint with no error and no warning", async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: JSON.stringify(doc), absoluteRef: 'openapi.json', config });
    expect(problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message} at ${p.location[0]?.pointer ?? ''}`)).toEqual(
      [],
    );
  });

  it('types every parameter and every property of every answer', () => {
    const missing: string[] = [];
    for (const [path, methods] of Object.entries(doc.paths))
      for (const [method, op] of Object.entries(methods)) {
        for (const p of op.parameters) if (!p.schema.type) missing.push(`${method} ${path} parameter`);
        for (const [status, response] of Object.entries(op.responses))
          for (const [media, { schema }] of Object.entries(response.content ?? {}))
            missing.push(...untyped(schema, `${method} ${path} ${status} ${media}`));
      }
    expect(missing).toEqual([]);
  });

  it('declares the error answers with the error shape, and servers', () => {
    expect(doc.servers.length).toBeGreaterThan(0);
    for (const [path, methods] of Object.entries(doc.paths))
      for (const [method, op] of Object.entries(methods))
        for (const status of ['401', '403', '404', '429'])
          expect(op.responses[status], `${method} ${path} ${status}`).toBeDefined();
    const create = doc.paths['/AidRequest/create']!.post!;
    for (const status of ['400', '401', '403', '404', '409', '413', '429'])
      expect(create.responses[status]).toEqual({ $ref: `#/components/responses/Error${status}` });
  });

  it("documents the photo path with its content types and caching, and the pending contributions' officer fields", () => {
    const photo = doc.paths['/images/{id}']!.get!;
    expect(Object.keys(photo.responses['200']!.content!)).toEqual([
      'image/jpeg',
      'image/png',
      'image/gif',
      'image/webp',
      'image/heic',
    ]);
    expect(JSON.stringify(photo.responses['200'])).toContain('private, max-age=3600');
    const pending = doc.paths['/Contribution/pending']!.get!.responses['200']!.content!['application/json']!.schema as {
      items: { properties: Record<string, unknown> };
    };
    expect(Object.keys(pending.items.properties)).toEqual(
      expect.arrayContaining(['volunteer_contact', 'volunteerTypeSupport', 'requester_nic']),
    );
  });

  it("lets the REST tests' answer check fail on drift: an undeclared status, a wrong type, a UTC time, a missing field", () => {
    const row = {
      aid_id: 1,
      full_name: null,
      nic_number: null,
      contact_no: '*******987',
      family_size: 2,
      date_time: '2026-11-23T09:09:40+05:30',
      description: 'x',
      district: 'Colombo',
      divisional_secretariat: 'Colombo',
      type_support: 'Food',
      request_type: 'postDisaster',
      status: 'Approved',
      latitude: 6.9,
      longitude: 79.8,
    };
    const json = 'application/json; charset=utf-8';
    expect(() => checkAgainstOpenApi('GET', '/AidRequest/ongoing?district=Colombo', 200, json, [row])).not.toThrow();
    expect(() => checkAgainstOpenApi('GET', '/AidRequest/ongoing', 418, json, [row])).toThrow(
      /not a declared response/,
    );
    expect(() => checkAgainstOpenApi('GET', '/AidRequest/ongoing', 200, json, [{ ...row, family_size: '2' }])).toThrow(
      /does not match/,
    );
    expect(() =>
      checkAgainstOpenApi('GET', '/AidRequest/ongoing', 200, json, [{ ...row, date_time: '2026-11-23T03:39:40.000Z' }]),
    ).toThrow(/does not match/);
    const { status: _status, ...withoutStatus } = row;
    expect(() => checkAgainstOpenApi('GET', '/AidRequest/ongoing', 200, json, [withoutStatus])).toThrow(/status/);
    expect(() => checkAgainstOpenApi('GET', '/AidRequest/ongoing', 200, 'text/html', '<html>')).toThrow(
      /answers text\/html/,
    );
    expect(() =>
      checkAgainstOpenApi('GET', '/AidRequest/ongoing', 400, json, {
        message: 'Bad',
        code: 'BAD_USER_INPUT',
        fields: { x: 'y' },
      }),
    ).not.toThrow();
  });
});
