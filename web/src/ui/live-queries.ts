import type { DocumentNode } from '@apollo/client';
import {
  AidRequestChangedDocument,
  AidRequestStatusChangedDocument,
  AlertChangedDocument,
  AlertToResolveChangedDocument,
  ContributionChangedDocument,
  ContributionStatusChangedDocument,
  DistrictAidRequestChangedDocument,
  DivisionAidRequestChangedDocument,
  PendingAidRequestChangedDocument,
  ReportChangedDocument,
  PlacesToConfirmChangedDocument,
  SmsTriageChangedDocument,
} from '../generated/live/graphql';

/**
 * Which subscriptions keep each live query current, by operation name. Each subscription selects what its query's
 * lists show, so that a pushed object enters them whole. `refetch`: the push cannot carry the answer (counts, the
 * audit trail), the query reloads on it instead. Kept here, out of the pages, so that the home page's first download
 * carries no subscription document (the 150 KB budget).
 */
export const LIVE_QUERIES: Record<string, { pushes: readonly DocumentNode[]; refetch?: boolean }> = {
  MapView: { pushes: [AlertChangedDocument, AidRequestChangedDocument] },
  OngoingAidRequests: { pushes: [AidRequestChangedDocument] },
  Alerts: { pushes: [AlertChangedDocument] },
  DivisionOngoingAidRequests: { pushes: [DivisionAidRequestChangedDocument] },
  PendingAidRequests: { pushes: [PendingAidRequestChangedDocument] },
  PendingContributions: { pushes: [ContributionChangedDocument] },
  AlertsToResolve: { pushes: [AlertToResolveChangedDocument] },
  DsCounts: { pushes: [AidRequestStatusChangedDocument, ContributionStatusChangedDocument], refetch: true },
  RecentActivity: { pushes: [AidRequestStatusChangedDocument, ContributionStatusChangedDocument], refetch: true },
  PendingReports: { pushes: [ReportChangedDocument] },
  DistrictAidRequests: { pushes: [DistrictAidRequestChangedDocument] },
  DistrictAlerts: { pushes: [AlertChangedDocument] },
  // An item may enter, leave the officer's area or leave the queue: the list reloads on each push.
  SmsTriage: { pushes: [SmsTriageChangedDocument], refetch: true },
  // A request or report entered or left the queue: the queue reloads.
  PlacesToConfirm: { pushes: [PlacesToConfirmChangedDocument], refetch: true },
};
