import 'reflect-metadata';
import { createPubSub } from '@graphql-yoga/subscription';
import type { GraphQLSchema } from 'graphql';
import { buildSchema, type PubSub } from 'type-graphql';
import { AccountsResolver } from '../accounts/accounts.resolver.js';
import { AidRequestsResolver } from '../aid-requests/aid-requests.resolver.js';
import { AlertsResolver } from '../alerts/alerts.resolver.js';
import { AuditResolver } from '../audit/audit.resolver.js';
import { CapResolver } from '../cap/cap.resolver.js';
import { ContributionsResolver } from '../contributions/contributions.resolver.js';
import { GeographyResolver } from '../geography/geography.resolver.js';
import { checkRootArguments } from '../shared/input-lengths.js';
import { ReportsResolver } from '../reports/reports.resolver.js';
import { StatsResolver } from '../stats/stats.resolver.js';
import { VerificationResolver } from '../verification/verification.resolver.js';
import { VolunteersResolver } from '../volunteers/volunteers.resolver.js';

export const resolvers = [
  GeographyResolver,
  AccountsResolver,
  AidRequestsResolver,
  ReportsResolver,
  AlertsResolver,
  CapResolver,
  VolunteersResolver,
  ContributionsResolver,
  StatsResolver,
  AuditResolver,
  VerificationResolver,
] as const;

/** Builds the executable schema; `pubSub` relays events (fed from PostgreSQL LISTEN) to subscriptions. */
export async function buildAppSchema(pubSub: PubSub = createPubSub()): Promise<GraphQLSchema> {
  return checkRootArguments(await buildSchema({ resolvers, pubSub, validate: false }));
}
