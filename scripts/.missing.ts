import { readFileSync } from 'node:fs';
import { buildSchema, isEnumType, isInputObjectType, isInterfaceType, isObjectType, isScalarType, isUnionType } from 'graphql';
const schema = buildSchema(readFileSync('schema/schema.graphql', 'utf8'));
const missing: string[] = [];
for (const type of Object.values(schema.getTypeMap())) {
  if (type.name.startsWith('__') || ['String', 'Int', 'Float', 'Boolean', 'ID'].includes(type.name)) continue;
  if (!type.description) missing.push(`type ${type.name}`);
  if (isObjectType(type) || isInterfaceType(type)) for (const f of Object.values(type.getFields())) {
    if (!f.description) missing.push(`${type.name}.${f.name}`);
    for (const a of f.args) if (!a.description) missing.push(`${type.name}.${f.name}(${a.name})`);
  }
  if (isInputObjectType(type)) for (const f of Object.values(type.getFields())) if (!f.description) missing.push(`${type.name}.${f.name}`);
  if (isEnumType(type)) for (const v of type.getValues()) if (!v.description) missing.push(`${type.name}.${v.name}`);
}
console.log(missing.length); console.log(missing.join('\n'));
