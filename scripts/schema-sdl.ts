import { lexicographicSortSchema, printSchema } from 'graphql';
import { buildAppSchema } from '../api/src/server/schema.js';

/** The SDL of the schema the resolvers build, sorted so that diffs are stable. */
export async function schemaSdl(): Promise<string> {
  const schema = await buildAppSchema();
  return `# Generated from the resolvers by \`npm run schema:emit\`. Do not edit.\n\n${printSchema(lexicographicSortSchema(schema))}\n`;
}
