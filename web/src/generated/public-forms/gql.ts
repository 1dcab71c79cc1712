/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "mutation Login($userId: Int!, $password: String!, $role: Role!) {\n  login(userId: $userId, password: $password, role: $role) {\n    expiresAt\n    user {\n      ...UserFields\n    }\n  }\n}": typeof types.LoginDocument,
    "mutation SignupVolunteer($input: SignupVolunteerInput!) {\n  signupVolunteer(input: $input) {\n    id\n    userId\n  }\n}": typeof types.SignupVolunteerDocument,
    "fragment UserFields on User {\n  id\n  role\n  fullName\n  email\n  contactNo\n  available\n  notificationPreference\n  district {\n    code\n    name\n  }\n  dsDivision {\n    code\n    name\n  }\n}": typeof types.UserFieldsFragmentDoc,
    "mutation CreateAidRequest($input: CreateAidRequestInput!) {\n  createAidRequest(input: $input) {\n    id\n    status\n  }\n}": typeof types.CreateAidRequestDocument,
    "fragment AlertFields on Alert {\n  id\n  type\n  customType\n  typeLabel\n  severity\n  status\n  latitude\n  longitude\n  issuedAt\n  district {\n    code\n    name\n  }\n  dsDivision {\n    code\n    name\n  }\n}": typeof types.AlertFieldsFragmentDoc,
    "query Alerts($filter: AlertFilter) {\n  alerts(filter: $filter) {\n    items {\n      ...AlertFields\n    }\n  }\n}": typeof types.AlertsDocument,
    "query GnDivisions($dsDivision: ID!) {\n  gnDivisions(dsDivision: $dsDivision) {\n    code\n    name\n    nameSi\n  }\n}": typeof types.GnDivisionsDocument,
    "query Locate($latitude: Float!, $longitude: Float!) {\n  locate(latitude: $latitude, longitude: $longitude) {\n    method\n    district {\n      code\n      name\n    }\n    dsDivision {\n      code\n      name\n    }\n  }\n}": typeof types.LocateDocument,
    "mutation SubmitReport($input: SubmitReportInput!) {\n  submitReport(input: $input) {\n    id\n    status\n  }\n}": typeof types.SubmitReportDocument,
};
const documents: Documents = {
    "mutation Login($userId: Int!, $password: String!, $role: Role!) {\n  login(userId: $userId, password: $password, role: $role) {\n    expiresAt\n    user {\n      ...UserFields\n    }\n  }\n}": types.LoginDocument,
    "mutation SignupVolunteer($input: SignupVolunteerInput!) {\n  signupVolunteer(input: $input) {\n    id\n    userId\n  }\n}": types.SignupVolunteerDocument,
    "fragment UserFields on User {\n  id\n  role\n  fullName\n  email\n  contactNo\n  available\n  notificationPreference\n  district {\n    code\n    name\n  }\n  dsDivision {\n    code\n    name\n  }\n}": types.UserFieldsFragmentDoc,
    "mutation CreateAidRequest($input: CreateAidRequestInput!) {\n  createAidRequest(input: $input) {\n    id\n    status\n  }\n}": types.CreateAidRequestDocument,
    "fragment AlertFields on Alert {\n  id\n  type\n  customType\n  typeLabel\n  severity\n  status\n  latitude\n  longitude\n  issuedAt\n  district {\n    code\n    name\n  }\n  dsDivision {\n    code\n    name\n  }\n}": types.AlertFieldsFragmentDoc,
    "query Alerts($filter: AlertFilter) {\n  alerts(filter: $filter) {\n    items {\n      ...AlertFields\n    }\n  }\n}": types.AlertsDocument,
    "query GnDivisions($dsDivision: ID!) {\n  gnDivisions(dsDivision: $dsDivision) {\n    code\n    name\n    nameSi\n  }\n}": types.GnDivisionsDocument,
    "query Locate($latitude: Float!, $longitude: Float!) {\n  locate(latitude: $latitude, longitude: $longitude) {\n    method\n    district {\n      code\n      name\n    }\n    dsDivision {\n      code\n      name\n    }\n  }\n}": types.LocateDocument,
    "mutation SubmitReport($input: SubmitReportInput!) {\n  submitReport(input: $input) {\n    id\n    status\n  }\n}": types.SubmitReportDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Login($userId: Int!, $password: String!, $role: Role!) {\n  login(userId: $userId, password: $password, role: $role) {\n    expiresAt\n    user {\n      ...UserFields\n    }\n  }\n}"): (typeof documents)["mutation Login($userId: Int!, $password: String!, $role: Role!) {\n  login(userId: $userId, password: $password, role: $role) {\n    expiresAt\n    user {\n      ...UserFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SignupVolunteer($input: SignupVolunteerInput!) {\n  signupVolunteer(input: $input) {\n    id\n    userId\n  }\n}"): (typeof documents)["mutation SignupVolunteer($input: SignupVolunteerInput!) {\n  signupVolunteer(input: $input) {\n    id\n    userId\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment UserFields on User {\n  id\n  role\n  fullName\n  email\n  contactNo\n  available\n  notificationPreference\n  district {\n    code\n    name\n  }\n  dsDivision {\n    code\n    name\n  }\n}"): (typeof documents)["fragment UserFields on User {\n  id\n  role\n  fullName\n  email\n  contactNo\n  available\n  notificationPreference\n  district {\n    code\n    name\n  }\n  dsDivision {\n    code\n    name\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateAidRequest($input: CreateAidRequestInput!) {\n  createAidRequest(input: $input) {\n    id\n    status\n  }\n}"): (typeof documents)["mutation CreateAidRequest($input: CreateAidRequestInput!) {\n  createAidRequest(input: $input) {\n    id\n    status\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment AlertFields on Alert {\n  id\n  type\n  customType\n  typeLabel\n  severity\n  status\n  latitude\n  longitude\n  issuedAt\n  district {\n    code\n    name\n  }\n  dsDivision {\n    code\n    name\n  }\n}"): (typeof documents)["fragment AlertFields on Alert {\n  id\n  type\n  customType\n  typeLabel\n  severity\n  status\n  latitude\n  longitude\n  issuedAt\n  district {\n    code\n    name\n  }\n  dsDivision {\n    code\n    name\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Alerts($filter: AlertFilter) {\n  alerts(filter: $filter) {\n    items {\n      ...AlertFields\n    }\n  }\n}"): (typeof documents)["query Alerts($filter: AlertFilter) {\n  alerts(filter: $filter) {\n    items {\n      ...AlertFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GnDivisions($dsDivision: ID!) {\n  gnDivisions(dsDivision: $dsDivision) {\n    code\n    name\n    nameSi\n  }\n}"): (typeof documents)["query GnDivisions($dsDivision: ID!) {\n  gnDivisions(dsDivision: $dsDivision) {\n    code\n    name\n    nameSi\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Locate($latitude: Float!, $longitude: Float!) {\n  locate(latitude: $latitude, longitude: $longitude) {\n    method\n    district {\n      code\n      name\n    }\n    dsDivision {\n      code\n      name\n    }\n  }\n}"): (typeof documents)["query Locate($latitude: Float!, $longitude: Float!) {\n  locate(latitude: $latitude, longitude: $longitude) {\n    method\n    district {\n      code\n      name\n    }\n    dsDivision {\n      code\n      name\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SubmitReport($input: SubmitReportInput!) {\n  submitReport(input: $input) {\n    id\n    status\n  }\n}"): (typeof documents)["mutation SubmitReport($input: SubmitReportInput!) {\n  submitReport(input: $input) {\n    id\n    status\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;