/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Which form the request comes from (D7). */
export type AidRequestForm =
  /** The emergency form: contact and place only, approved at once. */
  | 'EMERGENCY'
  /** The post-disaster form: the family's details, approved by the DS officer. */
  | 'POST_DISASTER'
  /** A volunteer's quick post-disaster request on behalf of a family. */
  | 'POST_DISASTER_QUICK';

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

/** Filters of the alerts list. */
export type AlertFilter = {
  /** District P-code (LK11); names: see placeByName. */
  district?: string | number | null | undefined;
  /** DS division P-code (LK1103); names: see placeByName. */
  dsDivision?: string | number | null | undefined;
  /** Only alerts of this severity. */
  severity?: Severity | null | undefined;
  /** Only ongoing or only resolved alerts. */
  status?: AlertStatus | null | undefined;
  /** Only alerts of this hazard. */
  type?: AlertType | null | undefined;
};

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

/** An aid request from one of the forms. */
export type CreateAidRequestInput = {
  /** A contact number: 10 digits. */
  contactNo: string;
  /** ISO 8601; without a zone it is Sri Lanka time (D3). Defaults to now. */
  dateTime?: string | null | undefined;
  /** What is needed (post-disaster forms). */
  description?: string | null | undefined;
  /** District P-code (LK11); names: see placeByName. */
  district: string | number;
  /** DS division P-code (LK1103); names: see placeByName. */
  dsDivision: string | number;
  /** How many people (post-disaster forms). */
  familySize?: number | null | undefined;
  /** The form the fields come from; it decides which are required. */
  form: AidRequestForm;
  /** The requester's name (post-disaster forms). */
  fullName?: string | null | undefined;
  /** Optionally, the GN division within the DS division (LK1103005): narrows the place, never required. */
  gnDivision?: string | number | null | undefined;
  /** Sent again on retry so that a request is made once. */
  idempotencyKey?: string | null | undefined;
  /** Where help is needed, degrees north (optional; decides the DS within the district). */
  latitude?: number | null | undefined;
  /** Where help is needed, degrees east (optional). */
  longitude?: number | null | undefined;
  /** The requester's NIC number (post-disaster form); seen by officers of the area only. */
  nicNumber?: string | null | undefined;
  /** The text that replaces "Other". */
  otherSupport?: string | null | undefined;
  /** The kind of support needed; Other needs otherSupport. */
  typeSupport?: string | null | undefined;
};

/** POLYGON: the point lies inside the DS boundary; NEAREST: just outside every boundary (coast, lagoon), nearest DS taken. */
export type LocateMethod =
  /** The point lies just off any outline (coast): the nearest division. */
  | 'NEAREST'
  /** The point lies inside a division's outline. */
  | 'POLYGON';

/** What a user wants to be told about. */
export type NotificationPreference =
  /** New alerts of the own area. */
  | 'ALERTS'
  /** New early-warning reports of the own area. */
  | 'REPORTS'
  /** Decisions on the own contributions. */
  | 'VOLUNTEER_UPDATES';

/** Where an early-warning report stands. */
export type ReportStatus =
  /** An alert was published from it. */
  | 'ALERT_CREATED'
  /** The DMC officer found no alert was needed. */
  | 'DISMISSED'
  /** Waiting for the DMC officer. */
  | 'PENDING';

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

/** The volunteer sign-up form. */
export type SignupVolunteerInput = {
  /** The password again. */
  confirmPassword: string;
  /** Exactly 10 digits. */
  contactNumber: string;
  /** District P-code (LK11); names: see placeByName. */
  district: string | number;
  /** A DS division P-code of the district (LK1103); names: see placeByName. */
  dsDivision: string | number;
  /** An e-mail address. */
  email: string;
  /** The volunteer's full name: letters and spaces. */
  fullName: string;
  /** Where the volunteer is, if known: decides the DS within the district. */
  latitude?: number | null | undefined;
  /** Where the volunteer is, degrees east (optional). */
  longitude?: number | null | undefined;
  /** At least 8 characters, not a common one. */
  password: string;
};

/** The public early-warning form. */
export type SubmitReportInput = {
  /** The reporter's contact number: 10 digits. */
  contactNo: string;
  /** ISO 8601; without a zone it is Sri Lanka time (D3). */
  dateTime: string;
  /** What was seen. */
  description: string;
  /** District P-code (LK11); names: see placeByName. */
  district: string | number;
  /** DS division P-code (LK1103); names: see placeByName. */
  dsDivision: string | number;
  /** Optionally, the GN division within the DS division (LK1103005): narrows the place, never required. */
  gnDivision?: string | number | null | undefined;
  /** Sent again on retry so that the report is made once. */
  idempotencyKey?: string | null | undefined;
  /** The photo as a data URL, as taken (D12). */
  image?: string | null | undefined;
  /** Where it was seen, degrees north (optional; decides the DS within the district). */
  latitude?: number | null | undefined;
  /** Where it was seen, degrees east (optional). */
  longitude?: number | null | undefined;
  /** The reporter's NIC number; seen by the DMC officer of the district only. */
  nicNumber: string;
  /** The reporter's name. */
  reporterName: string;
};

export type LoginMutationVariables = Exact<{
  userId: number;
  password: string;
  role: Role;
}>;


export type LoginMutation = { login: { expiresAt: string, user: { id: string, role: Role, fullName: string, email: string | null, contactNo: string, available: boolean, notificationPreference: NotificationPreference, district: { code: string, name: string }, dsDivision: { code: string, name: string } | null } } };

export type SignupVolunteerMutationVariables = Exact<{
  input: SignupVolunteerInput;
}>;


export type SignupVolunteerMutation = { signupVolunteer: { id: string, userId: number } };

export type UserFieldsFragment = { id: string, role: Role, fullName: string, email: string | null, contactNo: string, available: boolean, notificationPreference: NotificationPreference, district: { code: string, name: string }, dsDivision: { code: string, name: string } | null };

export type CreateAidRequestMutationVariables = Exact<{
  input: CreateAidRequestInput;
}>;


export type CreateAidRequestMutation = { createAidRequest: { id: string, status: AidRequestStatus } };

export type AlertFieldsFragment = { id: string, type: AlertType, customType: string | null, typeLabel: string, severity: Severity, status: AlertStatus, latitude: number, longitude: number, issuedAt: string, district: { code: string, name: string }, dsDivision: { code: string, name: string } };

export type AlertsQueryVariables = Exact<{
  filter?: AlertFilter | null | undefined;
}>;


export type AlertsQuery = { alerts: { items: Array<{ id: string, type: AlertType, customType: string | null, typeLabel: string, severity: Severity, status: AlertStatus, latitude: number, longitude: number, issuedAt: string, district: { code: string, name: string }, dsDivision: { code: string, name: string } }> } };

export type GnDivisionsQueryVariables = Exact<{
  dsDivision: string | number;
}>;


export type GnDivisionsQuery = { gnDivisions: Array<{ code: string, name: string, nameSi: string | null }> };

export type LocateQueryVariables = Exact<{
  latitude: number;
  longitude: number;
}>;


export type LocateQuery = { locate: { method: LocateMethod, district: { code: string, name: string }, dsDivision: { code: string, name: string } } };

export type SubmitReportMutationVariables = Exact<{
  input: SubmitReportInput;
}>;


export type SubmitReportMutation = { submitReport: { id: string, status: ReportStatus } };

export const UserFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"contactNo"}},{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"notificationPreference"}},{"kind":"Field","name":{"kind":"Name","value":"district"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dsDivision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<UserFieldsFragment, unknown>;
export const AlertFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AlertFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Alert"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"customType"}},{"kind":"Field","name":{"kind":"Name","value":"typeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"issuedAt"}},{"kind":"Field","name":{"kind":"Name","value":"district"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dsDivision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<AlertFieldsFragment, unknown>;
export const LoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"role"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Role"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}},{"kind":"Argument","name":{"kind":"Name","value":"role"},"value":{"kind":"Variable","name":{"kind":"Name","value":"role"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"contactNo"}},{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"notificationPreference"}},{"kind":"Field","name":{"kind":"Name","value":"district"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dsDivision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const SignupVolunteerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignupVolunteer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SignupVolunteerInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signupVolunteer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}}]}}]}}]} as unknown as DocumentNode<SignupVolunteerMutation, SignupVolunteerMutationVariables>;
export const CreateAidRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateAidRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateAidRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createAidRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<CreateAidRequestMutation, CreateAidRequestMutationVariables>;
export const AlertsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Alerts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AlertFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"alerts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AlertFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AlertFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Alert"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"customType"}},{"kind":"Field","name":{"kind":"Name","value":"typeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"issuedAt"}},{"kind":"Field","name":{"kind":"Name","value":"district"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dsDivision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<AlertsQuery, AlertsQueryVariables>;
export const GnDivisionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GnDivisions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dsDivision"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gnDivisions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dsDivision"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dsDivision"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameSi"}}]}}]}}]} as unknown as DocumentNode<GnDivisionsQuery, GnDivisionsQueryVariables>;
export const LocateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Locate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"latitude"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"longitude"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"locate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"latitude"},"value":{"kind":"Variable","name":{"kind":"Name","value":"latitude"}}},{"kind":"Argument","name":{"kind":"Name","value":"longitude"},"value":{"kind":"Variable","name":{"kind":"Name","value":"longitude"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"district"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dsDivision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<LocateQuery, LocateQueryVariables>;
export const SubmitReportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitReport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SubmitReportInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<SubmitReportMutation, SubmitReportMutationVariables>;