/** Fails when schema/schema.graphql or web/src/generated is not what the resolvers and documents produce. */
import { readFileSync } from 'node:fs';
import { generate, loadCodegenConfig } from '@graphql-codegen/cli';
import { schemaSdl } from './schema-sdl.js';

// The top-level codegen.ts, read by the codegen CLI's own loader (as `npm run codegen` reads it).
const { config } = await loadCodegenConfig({ configFilePath: 'codegen.ts' });
const stale: string[] = [];
const sdl = await schemaSdl();
if (readFileSync('schema/schema.graphql', 'utf8') !== sdl) stale.push('schema/schema.graphql');

// Generate against the fresh SDL, in memory, and compare with the committed files.
const outputs = (await generate({ ...config, schema: sdl, silent: true }, false)) as {
  filename: string;
  content: string;
}[];
for (const output of outputs) {
  let committed = '';
  try {
    committed = readFileSync(output.filename, 'utf8');
  } catch {
    /* missing counts as stale */
  }
  if (committed !== output.content) stale.push(output.filename);
}

if (stale.length) {
  console.error(`Stale generated files (run \`npm run codegen\` and commit): ${stale.join(', ')}`);
  process.exit(1);
}
console.log(`Schema and generated client code are current (${outputs.length + 1} files).`);
