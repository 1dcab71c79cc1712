import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The OASIS CAP 1.2 schema shipped with the project (schema/NOTICE.md). */
export const CAP_SCHEMA = fileURLToPath(new URL('./schema/cap12.xsd', import.meta.url));

/**
 * Validates CAP messages against the OASIS schema with Debian's xmllint (libxml2-utils), in one run. Answers the
 * messages that fail, with xmllint's words; an empty list means every message is valid.
 */
export function schemaFailures(messages: string[]): Array<{ index: number; output: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'cap-'));
  try {
    const files = messages.map((xml, index) => {
      const file = join(dir, `${index}.xml`);
      writeFileSync(file, xml);
      return file;
    });
    const run = spawnSync('xmllint', ['--noout', '--schema', CAP_SCHEMA, ...files], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    if (run.error) throw run.error;
    const output = run.stderr;
    return files
      .map((file, index) => ({ index, file }))
      .filter(({ file }) => !output.includes(`${file} validates`))
      .map(({ index, file }) => ({
        index,
        output: output
          .split('\n')
          .filter((line) => line.includes(file))
          .join('\n'),
      }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
