/**
 * The schema-compatibility rule (README "API"): every BREAKING difference between the released schema
 * (schema/released.graphql) and the current one (schema/schema.graphql) must be recorded in CHANGELOG.md's
 * "## Unreleased" section, as a bullet that starts with the change's path in backticks, e.g.
 * "- `Query.alert`: returns null for a missing alert" (or with several paths: "- `User.id`, `Volunteer.id`: …"). A
 * recorded path also covers what lies beneath it
 * (`Query.alert` covers the argument `Query.alert.id`).
 */
import { type Change, CriticalityLevel, diff } from '@graphql-inspector/core';
import { buildSchema } from 'graphql';

export interface CompatReport {
  breaking: Change[];
  unrecorded: Change[];
  dangerous: Change[];
  safe: Change[];
}

/** The text between "## Unreleased" and the next "## " heading (empty when there is none). */
export function unreleasedSection(changelog: string): string {
  const lines = changelog.split(/\r?\n/);
  const start = lines.findIndex((line) => /^##\s+Unreleased\b/i.test(line));
  if (start < 0) return '';
  const end = lines.findIndex((line, i) => i > start && /^##\s/.test(line));
  return lines.slice(start + 1, end < 0 ? undefined : end).join('\n');
}

/**
 * The paths that bullets of a section start with: "- `Query.alert`: …" gives "Query.alert"; a bullet may start with a
 * list of paths ("- `User.id`, `Volunteer.id`: …", continued on indented lines) for one change of many fields.
 */
export function recordedPaths(section: string): Set<string> {
  const paths = new Set<string>();
  for (const match of section.matchAll(/^\s*[-*]\s+((?:`[^`]+`(?:,?\s+(?:and\s+)?|(?=:)))+)/gm))
    for (const path of match[1]!.matchAll(/`([^`]+)`/g)) paths.add(path[1]!.trim());
  return paths;
}

/** A change's path, or its type for the few changes without one (the schema's root types). */
export function changePath(change: Change): string {
  return change.path ?? String(change.type);
}

export function isRecorded(path: string, recorded: Set<string>): boolean {
  for (const entry of recorded) if (path === entry || path.startsWith(`${entry}.`)) return true;
  return false;
}

export async function compareSchemas(
  releasedSdl: string,
  currentSdl: string,
  changelog: string,
): Promise<CompatReport> {
  const changes = await diff(buildSchema(releasedSdl), buildSchema(currentSdl));
  const recorded = recordedPaths(unreleasedSection(changelog));
  const level = (wanted: CriticalityLevel) => changes.filter((change) => change.criticality.level === wanted);
  const breaking = level(CriticalityLevel.Breaking);
  return {
    breaking,
    unrecorded: breaking.filter((change) => !isRecorded(changePath(change), recorded)),
    dangerous: level(CriticalityLevel.Dangerous),
    safe: level(CriticalityLevel.NonBreaking),
  };
}

/** The bullet to paste under "## Unreleased" for an unrecorded change (its message as a first wording). */
export function changelogBullet(change: Change): string {
  return `- \`${changePath(change)}\`: ${change.message}`;
}
