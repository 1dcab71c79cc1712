import { ObjectType, type ObjectTypeOptions } from 'type-graphql';

/**
 * An object type of the schema. Its fields are plain properties of a view, read by graphql's default resolver
 * (type-graphql's `simpleResolvers`: no wrapper per field, no field middleware), so that a compiled operation reads
 * them inline (README, "GraphQL operations run compiled").
 */
export const ViewType = (name: string, options: Omit<ObjectTypeOptions, 'simpleResolvers'>): ClassDecorator =>
  ObjectType(name, { ...options, simpleResolvers: true });
