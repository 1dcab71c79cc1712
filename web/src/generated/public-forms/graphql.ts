/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Which form the request comes from (D7). */
export type AidRequestForm =
  | 'EMERGENCY'
  | 'POST_DISASTER'
  | 'POST_DISASTER_QUICK';

/** PENDING (post-disaster, awaiting the DS officer), APPROVED ("ongoing"), REJECTED, DELIVERED ("fulfilled"). */
export type AidRequestStatus =
  | 'APPROVED'
  | 'DELIVERED'
  | 'PENDING'
  | 'REJECTED';

export type AlertFilter = {
  /** District P-code (LK11); names: see placeByName. */
  district?: string | number | null | undefined;
  /** DS division P-code (LK1103); names: see placeByName. */
  dsDivision?: string | number | null | undefined;
  severity?: Severity | null | undefined;
  status?: AlertStatus | null | undefined;
  type?: AlertType | null | undefined;
};

export type AlertStatus =
  | 'ONGOING'
  | 'RESOLVED';

/** OTHER carries the officer's own words in customType (D6). */
export type AlertType =
  | 'CYCLONE'
  | 'DROUGHT'
  | 'FIRE'
  | 'FLOOD'
  | 'LANDSLIDE'
  | 'OTHER';

export type CreateAidRequestInput = {
  contactNo: string;
  /** ISO 8601; without a zone it is Sri Lanka time (D3). Defaults to now. */
  dateTime?: string | null | undefined;
  description?: string | null | undefined;
  /** District P-code (LK11); names: see placeByName. */
  district: string | number;
  /** DS division P-code (LK1103); names: see placeByName. */
  dsDivision: string | number;
  familySize?: number | null | undefined;
  form: AidRequestForm;
  fullName?: string | null | undefined;
  /** Sent again on retry so that a request is made once. */
  idempotencyKey?: string | null | undefined;
  latitude?: number | null | undefined;
  longitude?: number | null | undefined;
  nicNumber?: string | null | undefined;
  /** The text that replaces "Other". */
  otherSupport?: string | null | undefined;
  typeSupport?: string | null | undefined;
};

/** POLYGON: the point lies inside the DS boundary; NEAREST: just outside every boundary (coast, lagoon), nearest DS taken. */
export type LocateMethod =
  | 'NEAREST'
  | 'POLYGON';

export type ReportStatus =
  | 'ALERT_CREATED'
  | 'DISMISSED'
  | 'PENDING';

export type Severity =
  | 'HIGH'
  | 'LOW'
  | 'MEDIUM';

export type SubmitReportInput = {
  contactNo: string;
  /** ISO 8601; without a zone it is Sri Lanka time (D3). */
  dateTime: string;
  description: string;
  /** District P-code (LK11); names: see placeByName. */
  district: string | number;
  /** DS division P-code (LK1103); names: see placeByName. */
  dsDivision: string | number;
  idempotencyKey?: string | null | undefined;
  /** The photo as a data URL, as taken (D12). */
  image?: string | null | undefined;
  latitude?: number | null | undefined;
  longitude?: number | null | undefined;
  nicNumber: string;
  reporterName: string;
};

export type CreateAidRequestMutationVariables = Exact<{
  input: CreateAidRequestInput;
}>;


export type CreateAidRequestMutation = { createAidRequest: { id: string, status: AidRequestStatus } };

export type AlertFieldsFragment = { id: string, type: AlertType, customType: string | null, typeLabel: string, severity: Severity, status: AlertStatus, latitude: number, longitude: number, issuedAt: string, district: { code: string, name: string }, dsDivision: { code: string, name: string } };

export type AlertsQueryVariables = Exact<{
  filter?: AlertFilter | null | undefined;
}>;


export type AlertsQuery = { alerts: { items: Array<{ id: string, type: AlertType, customType: string | null, typeLabel: string, severity: Severity, status: AlertStatus, latitude: number, longitude: number, issuedAt: string, district: { code: string, name: string }, dsDivision: { code: string, name: string } }> } };

export type LocateQueryVariables = Exact<{
  latitude: number;
  longitude: number;
}>;


export type LocateQuery = { locate: { method: LocateMethod, district: { code: string, name: string }, dsDivision: { code: string, name: string } } };

export type SubmitReportMutationVariables = Exact<{
  input: SubmitReportInput;
}>;


export type SubmitReportMutation = { submitReport: { id: string, status: ReportStatus } };

export const AlertFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AlertFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Alert"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"customType"}},{"kind":"Field","name":{"kind":"Name","value":"typeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"issuedAt"}},{"kind":"Field","name":{"kind":"Name","value":"district"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dsDivision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<AlertFieldsFragment, unknown>;
export const CreateAidRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateAidRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateAidRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createAidRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<CreateAidRequestMutation, CreateAidRequestMutationVariables>;
export const AlertsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Alerts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AlertFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"alerts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AlertFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AlertFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Alert"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"customType"}},{"kind":"Field","name":{"kind":"Name","value":"typeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"issuedAt"}},{"kind":"Field","name":{"kind":"Name","value":"district"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dsDivision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<AlertsQuery, AlertsQueryVariables>;
export const LocateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Locate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"latitude"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"longitude"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"locate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"latitude"},"value":{"kind":"Variable","name":{"kind":"Name","value":"latitude"}}},{"kind":"Argument","name":{"kind":"Name","value":"longitude"},"value":{"kind":"Variable","name":{"kind":"Name","value":"longitude"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"district"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dsDivision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<LocateQuery, LocateQueryVariables>;
export const SubmitReportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitReport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SubmitReportInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<SubmitReportMutation, SubmitReportMutationVariables>;