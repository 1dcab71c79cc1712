import 'reflect-metadata';
import { createPubSub } from '@graphql-yoga/subscription';
import type { GraphQLSchema } from 'graphql';
import { buildSchema, type PubSub } from 'type-graphql';
import { AccountsResolver } from '../accounts/accounts.resolver.js';
import { GeographyResolver } from '../geography/geography.resolver.js';

export const resolvers = [GeographyResolver, AccountsResolver] as const;

/** Builds the executable schema; `pubSub` relays events (fed from PostgreSQL LISTEN) to subscriptions. */
export async function buildAppSchema(pubSub: PubSub = createPubSub()): Promise<GraphQLSchema> {
  return buildSchema({ resolvers, pubSub, validate: false });
}
