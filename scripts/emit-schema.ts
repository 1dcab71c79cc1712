/** Writes schema/schema.graphql from the resolvers (the committed SDL that codegen reads). */
import { writeFileSync } from 'node:fs';
import { schemaSdl } from './schema-sdl.js';

writeFileSync('schema/schema.graphql', await schemaSdl());
console.log('Wrote schema/schema.graphql');
