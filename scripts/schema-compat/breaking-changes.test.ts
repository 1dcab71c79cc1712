import { describe, expect, it } from 'vitest';
import { changelogBullet, compareSchemas, recordedPaths, unreleasedSection } from './breaking-changes.js';

const released = `
type Query {
  alert(id: Int!): Alert!
  alerts(limit: Int): [Alert!]!
}
type Alert {
  id: Int!
  title: String!
  level: AlertLevel!
}
enum AlertLevel { WATCH WARNING }
`;

const changelog = (unreleased: string) =>
  `# Changelog\n\n## Unreleased\n\n${unreleased}\n\n## 0.1.0 - 2026-11-23\n\n- \`Query.alerts\`: first release.\n`;

describe('schema compatibility check', () => {
  it('reads only the Unreleased section, and the backticked path that starts each bullet', () => {
    const section = unreleasedSection(
      changelog('### Breaking\n\n- `Query.alert`: nullable now.\n* `Alert.id` becomes ID.\nText about `Alert.title`.'),
    );
    expect([...recordedPaths(section)]).toEqual(['Query.alert', 'Alert.id']);
    expect(unreleasedSection('# Changelog\n\n## 0.1.0\n\n- `Query.alert`: x')).toBe('');
  });

  it('reads every path a bullet starts with, continued on the next lines, and none from its text', () => {
    const section = unreleasedSection(
      changelog(
        '- `User.id`, `Volunteer.id`,\n  `Report.id` and `Alert.id`: `ID` instead of `Int`.\n- `Query.alert`: see `Query.report`.',
      ),
    );
    expect([...recordedPaths(section)]).toEqual(['User.id', 'Volunteer.id', 'Report.id', 'Alert.id', 'Query.alert']);
  });

  it('fails on an unrecorded breaking change and names the bullet to add', async () => {
    const current = released.replace('alert(id: Int!): Alert!', 'alert(id: ID!): Alert');
    const report = await compareSchemas(released, current, changelog('- Nothing yet.'));
    expect(report.unrecorded.length).toBeGreaterThan(0);
    expect(report.unrecorded.map((change) => changelogBullet(change))).toContainEqual(
      expect.stringMatching(/^- `Query\.alert\.id`: /),
    );
  });

  it('passes the same change once the Unreleased section records it (a path covers what lies beneath it)', async () => {
    const current = released.replace('alert(id: Int!): Alert!', 'alert(id: ID!): Alert');
    const report = await compareSchemas(released, current, changelog('- `Query.alert`: nullable; takes an ID.'));
    expect(report.breaking.length).toBeGreaterThan(0);
    expect(report.unrecorded).toEqual([]);
  });

  it('does not take a record in a released version for the unreleased change', async () => {
    const current = released.replace('  alerts(limit: Int): [Alert!]!\n', '');
    const report = await compareSchemas(released, current, changelog(''));
    expect(report.unrecorded.map((change) => change.path)).toEqual(['Query.alerts']);
  });

  it('passes dangerous and safe changes without a record', async () => {
    const current = released
      .replace('WATCH WARNING', 'WATCH WARNING EVACUATE')
      .replace('title: String!', 'title: String!\n  body: String');
    const report = await compareSchemas(released, current, changelog(''));
    expect(report.breaking).toEqual([]);
    expect(report.dangerous.map((change) => change.path)).toEqual(['AlertLevel.EVACUATE']);
    expect(report.safe.map((change) => change.path)).toContain('Alert.body');
  });
});
