/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Filters of the public aid-request lists. */
export type AidRequestFilter = {
  /** District P-code (LK11); names: see placeByName. */
  district?: string | number | null | undefined;
  /** DS division P-code (LK1103); names: see placeByName. */
  dsDivision?: string | number | null | undefined;
  /** Only emergency or only post-disaster requests. */
  requestType?: AidRequestType | null | undefined;
};

/** PENDING (post-disaster, awaiting the DS officer), APPROVED ("ongoing"), REJECTED, DELIVERED ("fulfilled"), MERGED (a duplicate closed into another request). */
export type AidRequestStatus =
  /** Ongoing: public, waiting for help. */
  | 'APPROVED'
  /** Help has been delivered. */
  | 'DELIVERED'
  /** A duplicate, closed into the request `mergedIntoId` names; it keeps its history and contact. Never public. */
  | 'MERGED'
  /** Waiting for the DS officer's decision; seen by officers of the area only. */
  | 'PENDING'
  /** Refused by the DS officer; never public. */
  | 'REJECTED';

/** Emergency or post-disaster. */
export type AidRequestType =
  /** Help needed now (rescue, evacuation, first aid). */
  | 'EMERGENCY'
  /** Help after the disaster (food, shelter, repairs). */
  | 'POST_DISASTER';

/** Whether the danger is current. */
export type AlertStatus =
  /** The danger is current. */
  | 'ONGOING'
  /** The danger is over. */
  | 'RESOLVED';

/** OTHER carries the officer's own words in customType (D6). */
export type AlertType =
  /** Cyclone or storm. */
  | 'CYCLONE'
  /** Drought. */
  | 'DROUGHT'
  /** Fire. */
  | 'FIRE'
  /** Flood. */
  | 'FLOOD'
  /** Landslide. */
  | 'LANDSLIDE'
  /** Another hazard, named in customType. */
  | 'OTHER';

/** What a user wants to be told about. */
export type NotificationPreference =
  /** New alerts of the own area. */
  | 'ALERTS'
  /** New early-warning reports of the own area. */
  | 'REPORTS'
  /** Decisions on the own contributions. */
  | 'VOLUNTEER_UPDATES';

/** VOLUNTEER, DS_OFFICER (one DS division) or DMC_OFFICER (one district). */
export type Role =
  /** A district disaster-management officer: one district. */
  | 'DMC_OFFICER'
  /** A divisional secretariat officer: one DS division. */
  | 'DS_OFFICER'
  /** A volunteer of one district. */
  | 'VOLUNTEER';

/** How severe an alert is: LOW, MEDIUM or HIGH. */
export type Severity =
  /** High. */
  | 'HIGH'
  /** Low. */
  | 'LOW'
  /** Medium. */
  | 'MEDIUM';

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { me: { id: string, role: Role, fullName: string, email: string | null, contactNo: string, available: boolean, notificationPreference: NotificationPreference, district: { code: string, name: string }, dsDivision: { code: string, name: string } | null } | null };

export type UserFieldsFragment = { id: string, role: Role, fullName: string, email: string | null, contactNo: string, available: boolean, notificationPreference: NotificationPreference, district: { code: string, name: string }, dsDivision: { code: string, name: string } | null };

export type AidRequestFieldsFragment = { id: string, requestType: AidRequestType, status: AidRequestStatus, fullName: string | null, contactNo: string, typeSupport: string, latitude: number, longitude: number, createdAt: string, district: { code: string, name: string }, dsDivision: { code: string, name: string } | null };

export type OngoingAidRequestsQueryVariables = Exact<{
  filter?: AidRequestFilter | null | undefined;
  offset: number;
  first?: number | null | undefined;
}>;


export type OngoingAidRequestsQuery = { ongoingAidRequests: { totalCount: number, items: Array<{ id: string, requestType: AidRequestType, status: AidRequestStatus, fullName: string | null, contactNo: string, typeSupport: string, latitude: number, longitude: number, createdAt: string, district: { code: string, name: string }, dsDivision: { code: string, name: string } | null }> } };

export type AlertFieldsFragment = { id: string, type: AlertType, customType: string | null, typeLabel: string, severity: Severity, status: AlertStatus, latitude: number, longitude: number, issuedAt: string, district: { code: string, name: string }, dsDivision: { code: string, name: string } };

export type DistrictsQueryVariables = Exact<{ [key: string]: never; }>;


export type DistrictsQuery = { districts: Array<{ code: string, name: string, nameSi: string | null, nameTa: string | null, latitude: number, longitude: number, dsDivisions: Array<{ code: string, name: string, nameSi: string | null, nameTa: string | null, latitude: number, longitude: number }> }> };

export type MapBackgroundQueryVariables = Exact<{ [key: string]: never; }>;


export type MapBackgroundQuery = { districtBoundaries: Array<{ code: string, name: string, coordinates: unknown }>, mapConfig: { tileUrl: string | null, attribution: string | null } };

export type MapOutlineQueryVariables = Exact<{
  zoom: number;
}>;


export type MapOutlineQuery = { mapOutline: { zoom: number, path: string } };

export type CountersChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type CountersChangedSubscription = { countersChanged: { activeVolunteers: number, alertsSent: number, aidRequested: number } };

export type CountersQueryVariables = Exact<{ [key: string]: never; }>;


export type CountersQuery = { counters: { activeVolunteers: number, alertsSent: number, aidRequested: number } };

export type DsOfficeContactsQueryVariables = Exact<{ [key: string]: never; }>;


export type DsOfficeContactsQuery = { dsOfficeContacts: Array<{ contactNo: string, dsDivision: { code: string } }> };

export const UserFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"contactNo"}},{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"notificationPreference"}},{"kind":"Field","name":{"kind":"Name","value":"district"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dsDivision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<UserFieldsFragment, unknown>;
export const AidRequestFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AidRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AidRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"requestType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"contactNo"}},{"kind":"Field","name":{"kind":"Name","value":"typeSupport"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"district"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dsDivision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<AidRequestFieldsFragment, unknown>;
export const AlertFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AlertFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Alert"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"customType"}},{"kind":"Field","name":{"kind":"Name","value":"typeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"issuedAt"}},{"kind":"Field","name":{"kind":"Name","value":"district"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dsDivision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<AlertFieldsFragment, unknown>;
export const MeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"contactNo"}},{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"notificationPreference"}},{"kind":"Field","name":{"kind":"Name","value":"district"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dsDivision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<MeQuery, MeQueryVariables>;
export const OngoingAidRequestsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OngoingAidRequests"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AidRequestFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ongoingAidRequests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AidRequestFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AidRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AidRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"requestType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"contactNo"}},{"kind":"Field","name":{"kind":"Name","value":"typeSupport"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"district"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dsDivision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<OngoingAidRequestsQuery, OngoingAidRequestsQueryVariables>;
export const DistrictsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Districts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"districts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameSi"}},{"kind":"Field","name":{"kind":"Name","value":"nameTa"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"dsDivisions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameSi"}},{"kind":"Field","name":{"kind":"Name","value":"nameTa"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}}]}}]}}]} as unknown as DocumentNode<DistrictsQuery, DistrictsQueryVariables>;
export const MapBackgroundDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MapBackground"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"districtBoundaries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"coordinates"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mapConfig"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"attribution"}}]}}]}}]} as unknown as DocumentNode<MapBackgroundQuery, MapBackgroundQueryVariables>;
export const MapOutlineDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MapOutline"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"zoom"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mapOutline"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"zoom"},"value":{"kind":"Variable","name":{"kind":"Name","value":"zoom"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"zoom"}},{"kind":"Field","name":{"kind":"Name","value":"path"}}]}}]}}]} as unknown as DocumentNode<MapOutlineQuery, MapOutlineQueryVariables>;
export const CountersChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"CountersChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"countersChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activeVolunteers"}},{"kind":"Field","name":{"kind":"Name","value":"alertsSent"}},{"kind":"Field","name":{"kind":"Name","value":"aidRequested"}}]}}]}}]} as unknown as DocumentNode<CountersChangedSubscription, CountersChangedSubscriptionVariables>;
export const CountersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Counters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"counters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activeVolunteers"}},{"kind":"Field","name":{"kind":"Name","value":"alertsSent"}},{"kind":"Field","name":{"kind":"Name","value":"aidRequested"}}]}}]}}]} as unknown as DocumentNode<CountersQuery, CountersQueryVariables>;
export const DsOfficeContactsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DsOfficeContacts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dsOfficeContacts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contactNo"}},{"kind":"Field","name":{"kind":"Name","value":"dsDivision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<DsOfficeContactsQuery, DsOfficeContactsQueryVariables>;