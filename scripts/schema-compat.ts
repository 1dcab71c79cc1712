/**
 * `npm run schema:compat` (a step of `npm test`): fails when schema/schema.graphql breaks schema/released.graphql
 * in a way CHANGELOG.md's "## Unreleased" section does not record. Prints dangerous changes as warnings.
 */
import { readFileSync } from 'node:fs';
import { changelogBullet, changePath, compareSchemas } from './schema-compat/breaking-changes.js';

const report = await compareSchemas(
  readFileSync('schema/released.graphql', 'utf8'),
  readFileSync('schema/schema.graphql', 'utf8'),
  readFileSync('CHANGELOG.md', 'utf8'),
);

for (const change of report.dangerous) console.log(`  dangerous  ${changePath(change)}: ${change.message}`);
console.log(
  `Schema against released.graphql: ${report.breaking.length} breaking (${report.unrecorded.length} unrecorded), ` +
    `${report.dangerous.length} dangerous, ${report.safe.length} safe changes.`,
);
if (report.unrecorded.length) {
  console.error('\nBreaking changes not recorded in CHANGELOG.md. Record each under "## Unreleased", e.g.:\n');
  for (const change of report.unrecorded) console.error(changelogBullet(change));
  console.error('\n(or keep the released behaviour: add a field beside the old one and deprecate the old one).');
  process.exit(1);
}
