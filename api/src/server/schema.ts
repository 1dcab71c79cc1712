import 'reflect-metadata';
import { createPubSub } from '@graphql-yoga/subscription';
import type { GraphQLSchema } from 'graphql';
import { buildSchema, type PubSub } from 'type-graphql';
import { AccountsResolver } from '../accounts/accounts.resolver.js';
import { AidRequestPlacesResolver } from '../aid-requests/aid-request-places.resolver.js';
import { AidRequestsResolver } from '../aid-requests/aid-requests.resolver.js';
import { DuplicatesResolver } from '../aid-requests/duplicates/duplicates.resolver.js';
import { AlertsResolver } from '../alerts/alerts.resolver.js';
import { AuditResolver } from '../audit/audit.resolver.js';
import { CapResolver } from '../cap/cap.resolver.js';
import { WebhooksResolver } from '../webhooks/webhooks.resolver.js';
import { ContributionsResolver } from '../contributions/contributions.resolver.js';
import { GeographyResolver } from '../geography/geography.resolver.js';
import { checkRootArguments } from '../core/limits/input-lengths.js';
import { ReportPlacesResolver } from '../reports/report-places.resolver.js';
import { ReportsResolver } from '../reports/reports.resolver.js';
import { SmsTriageResolver } from '../sms-triage/sms-triage.resolver.js';
import { StatsResolver } from '../stats/stats.resolver.js';
import { VerificationResolver } from '../verification/verification.resolver.js';
import { VolunteersResolver } from '../volunteers/volunteers.resolver.js';
import { VolunteerPlacesResolver } from '../volunteers/volunteer-places.resolver.js';
import { AlertSmsResolver } from '../notifications/alert-sms.resolver.js';
import { NotifyPushResolver } from '../notifications/notify-push.resolver.js';
import { HistoryResolver } from '../history/history.resolver.js';

export const resolvers = [
  GeographyResolver,
  AccountsResolver,
  AidRequestsResolver,
  AidRequestPlacesResolver,
  DuplicatesResolver,
  ReportsResolver,
  ReportPlacesResolver,
  AlertsResolver,
  CapResolver,
  WebhooksResolver,
  VolunteersResolver,
  VolunteerPlacesResolver,
  ContributionsResolver,
  StatsResolver,
  AuditResolver,
  VerificationResolver,
  AlertSmsResolver,
  SmsTriageResolver,
  NotifyPushResolver,
  HistoryResolver,
] as const;

const ROOT_DESCRIPTIONS = {
  query: 'Reads: the public ones, and those of a signed-in user or an API key.',
  mutation: 'Changes: the public forms, and the actions of signed-in users.',
  subscription:
    'Live updates over graphql-ws at /graphql: each pushes the changed record as the subscriber may see it.',
};

/** type-graphql names the root types but takes no description for them. */
function describeRoots(schema: GraphQLSchema): GraphQLSchema {
  const roots = {
    query: schema.getQueryType(),
    mutation: schema.getMutationType(),
    subscription: schema.getSubscriptionType(),
  };
  for (const [kind, type] of Object.entries(roots))
    if (type) type.description = ROOT_DESCRIPTIONS[kind as keyof typeof ROOT_DESCRIPTIONS];
  return schema;
}

/** Builds the executable schema; `pubSub` relays events (fed from PostgreSQL LISTEN) to subscriptions. */
export async function buildAppSchema(pubSub: PubSub = createPubSub()): Promise<GraphQLSchema> {
  return describeRoots(checkRootArguments(await buildSchema({ resolvers, pubSub, validate: false })));
}
