/**
 * `npm run schema:lint` (a step of `npm test`): lints schema/schema.graphql (scripts/schema-lint/lint.ts) and fails on
 * any finding that schema/lint-baseline.json does not accept. `--lower-baseline` drops fixed findings from it.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { lintSchema } from './schema-lint/lint.js';
import { applyRatchet, type Baseline, baselineSize, lowerBaseline } from './schema-lint/ratchet.js';

const schemaFile = 'schema/schema.graphql';
const baselineFile = 'schema/lint-baseline.json';

const findings = await lintSchema(readFileSync(schemaFile, 'utf8'), schemaFile);
const baseline = JSON.parse(readFileSync(baselineFile, 'utf8')) as Baseline;

if (process.argv.includes('--lower-baseline')) {
  const lowered = lowerBaseline(findings, baseline);
  writeFileSync(baselineFile, `${JSON.stringify(lowered, null, 2)}\n`);
  console.log(`${baselineFile}: ${baselineSize(baseline)} → ${baselineSize(lowered)} accepted findings. Commit it.`);
  process.exit(0);
}

const { fresh, fixed } = applyRatchet(findings, baseline);
const accepted = baselineSize(baseline);
console.log(`Schema lint: ${findings.length} findings, ${accepted} accepted by ${baselineFile}, ${fresh.length} new.`);
for (const finding of fresh) console.error(`  ${schemaFile}:${finding.line}  ${finding.message}  (${finding.rule})`);
if (fixed > 0)
  console.log(
    `${fixed} accepted findings are fixed: lower the baseline with \`npm run schema:lint -- --lower-baseline\` and commit ${baselineFile}.`,
  );
if (fresh.length) {
  console.error(
    accepted
      ? `\nFix the ${fresh.length} new findings above: the baseline only goes down.`
      : '\nThe schema must lint clean: fix the findings above.',
  );
  process.exit(1);
}
