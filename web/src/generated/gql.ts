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
    "query Me {\n  me {\n    ...UserFields\n  }\n}": typeof types.MeDocument,
    "fragment UserFields on User {\n  id\n  role\n  fullName\n  email\n  contactNo\n  available\n  notificationPreference\n  district {\n    code\n    name\n  }\n  dsDivision {\n    code\n    name\n  }\n}": typeof types.UserFieldsFragmentDoc,
    "fragment AidRequestFields on AidRequest {\n  id\n  requestType\n  status\n  fullName\n  contactNo\n  typeSupport\n  latitude\n  longitude\n  createdAt\n  district {\n    code\n    name\n  }\n  dsDivision {\n    code\n    name\n  }\n}": typeof types.AidRequestFieldsFragmentDoc,
    "query OngoingAidRequests($filter: AidRequestFilter, $offset: Int!, $first: Int) {\n  ongoingAidRequests(filter: $filter, offset: $offset, first: $first) {\n    totalCount\n    items {\n      ...AidRequestFields\n    }\n  }\n}": typeof types.OngoingAidRequestsDocument,
    "fragment AlertFields on Alert {\n  id\n  type\n  customType\n  typeLabel\n  severity\n  status\n  latitude\n  longitude\n  issuedAt\n  district {\n    code\n    name\n  }\n  dsDivision {\n    code\n    name\n  }\n}": typeof types.AlertFieldsFragmentDoc,
    "query Districts {\n  districts {\n    code\n    name\n    nameSi\n    nameTa\n    latitude\n    longitude\n    dsDivisions {\n      code\n      name\n      nameSi\n      nameTa\n      latitude\n      longitude\n    }\n  }\n}": typeof types.DistrictsDocument,
    "query MapBackground {\n  districtBoundaries {\n    code\n    name\n    coordinates\n  }\n  mapConfig {\n    tileUrl\n    attribution\n  }\n}": typeof types.MapBackgroundDocument,
    "query MapOutline($zoom: Int!) {\n  mapOutline(zoom: $zoom) {\n    zoom\n    path\n  }\n}": typeof types.MapOutlineDocument,
    "subscription CountersChanged {\n  countersChanged {\n    activeVolunteers\n    alertsSent\n    aidRequested\n  }\n}": typeof types.CountersChangedDocument,
    "query Counters {\n  counters {\n    activeVolunteers\n    alertsSent\n    aidRequested\n  }\n}": typeof types.CountersDocument,
    "query DsOfficeContacts {\n  dsOfficeContacts {\n    contactNo\n    dsDivision {\n      code\n    }\n  }\n}": typeof types.DsOfficeContactsDocument,
};
const documents: Documents = {
    "query Me {\n  me {\n    ...UserFields\n  }\n}": types.MeDocument,
    "fragment UserFields on User {\n  id\n  role\n  fullName\n  email\n  contactNo\n  available\n  notificationPreference\n  district {\n    code\n    name\n  }\n  dsDivision {\n    code\n    name\n  }\n}": types.UserFieldsFragmentDoc,
    "fragment AidRequestFields on AidRequest {\n  id\n  requestType\n  status\n  fullName\n  contactNo\n  typeSupport\n  latitude\n  longitude\n  createdAt\n  district {\n    code\n    name\n  }\n  dsDivision {\n    code\n    name\n  }\n}": types.AidRequestFieldsFragmentDoc,
    "query OngoingAidRequests($filter: AidRequestFilter, $offset: Int!, $first: Int) {\n  ongoingAidRequests(filter: $filter, offset: $offset, first: $first) {\n    totalCount\n    items {\n      ...AidRequestFields\n    }\n  }\n}": types.OngoingAidRequestsDocument,
    "fragment AlertFields on Alert {\n  id\n  type\n  customType\n  typeLabel\n  severity\n  status\n  latitude\n  longitude\n  issuedAt\n  district {\n    code\n    name\n  }\n  dsDivision {\n    code\n    name\n  }\n}": types.AlertFieldsFragmentDoc,
    "query Districts {\n  districts {\n    code\n    name\n    nameSi\n    nameTa\n    latitude\n    longitude\n    dsDivisions {\n      code\n      name\n      nameSi\n      nameTa\n      latitude\n      longitude\n    }\n  }\n}": types.DistrictsDocument,
    "query MapBackground {\n  districtBoundaries {\n    code\n    name\n    coordinates\n  }\n  mapConfig {\n    tileUrl\n    attribution\n  }\n}": types.MapBackgroundDocument,
    "query MapOutline($zoom: Int!) {\n  mapOutline(zoom: $zoom) {\n    zoom\n    path\n  }\n}": types.MapOutlineDocument,
    "subscription CountersChanged {\n  countersChanged {\n    activeVolunteers\n    alertsSent\n    aidRequested\n  }\n}": types.CountersChangedDocument,
    "query Counters {\n  counters {\n    activeVolunteers\n    alertsSent\n    aidRequested\n  }\n}": types.CountersDocument,
    "query DsOfficeContacts {\n  dsOfficeContacts {\n    contactNo\n    dsDivision {\n      code\n    }\n  }\n}": types.DsOfficeContactsDocument,
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
export function graphql(source: "query Me {\n  me {\n    ...UserFields\n  }\n}"): (typeof documents)["query Me {\n  me {\n    ...UserFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment UserFields on User {\n  id\n  role\n  fullName\n  email\n  contactNo\n  available\n  notificationPreference\n  district {\n    code\n    name\n  }\n  dsDivision {\n    code\n    name\n  }\n}"): (typeof documents)["fragment UserFields on User {\n  id\n  role\n  fullName\n  email\n  contactNo\n  available\n  notificationPreference\n  district {\n    code\n    name\n  }\n  dsDivision {\n    code\n    name\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment AidRequestFields on AidRequest {\n  id\n  requestType\n  status\n  fullName\n  contactNo\n  typeSupport\n  latitude\n  longitude\n  createdAt\n  district {\n    code\n    name\n  }\n  dsDivision {\n    code\n    name\n  }\n}"): (typeof documents)["fragment AidRequestFields on AidRequest {\n  id\n  requestType\n  status\n  fullName\n  contactNo\n  typeSupport\n  latitude\n  longitude\n  createdAt\n  district {\n    code\n    name\n  }\n  dsDivision {\n    code\n    name\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query OngoingAidRequests($filter: AidRequestFilter, $offset: Int!, $first: Int) {\n  ongoingAidRequests(filter: $filter, offset: $offset, first: $first) {\n    totalCount\n    items {\n      ...AidRequestFields\n    }\n  }\n}"): (typeof documents)["query OngoingAidRequests($filter: AidRequestFilter, $offset: Int!, $first: Int) {\n  ongoingAidRequests(filter: $filter, offset: $offset, first: $first) {\n    totalCount\n    items {\n      ...AidRequestFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment AlertFields on Alert {\n  id\n  type\n  customType\n  typeLabel\n  severity\n  status\n  latitude\n  longitude\n  issuedAt\n  district {\n    code\n    name\n  }\n  dsDivision {\n    code\n    name\n  }\n}"): (typeof documents)["fragment AlertFields on Alert {\n  id\n  type\n  customType\n  typeLabel\n  severity\n  status\n  latitude\n  longitude\n  issuedAt\n  district {\n    code\n    name\n  }\n  dsDivision {\n    code\n    name\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Districts {\n  districts {\n    code\n    name\n    nameSi\n    nameTa\n    latitude\n    longitude\n    dsDivisions {\n      code\n      name\n      nameSi\n      nameTa\n      latitude\n      longitude\n    }\n  }\n}"): (typeof documents)["query Districts {\n  districts {\n    code\n    name\n    nameSi\n    nameTa\n    latitude\n    longitude\n    dsDivisions {\n      code\n      name\n      nameSi\n      nameTa\n      latitude\n      longitude\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MapBackground {\n  districtBoundaries {\n    code\n    name\n    coordinates\n  }\n  mapConfig {\n    tileUrl\n    attribution\n  }\n}"): (typeof documents)["query MapBackground {\n  districtBoundaries {\n    code\n    name\n    coordinates\n  }\n  mapConfig {\n    tileUrl\n    attribution\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MapOutline($zoom: Int!) {\n  mapOutline(zoom: $zoom) {\n    zoom\n    path\n  }\n}"): (typeof documents)["query MapOutline($zoom: Int!) {\n  mapOutline(zoom: $zoom) {\n    zoom\n    path\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription CountersChanged {\n  countersChanged {\n    activeVolunteers\n    alertsSent\n    aidRequested\n  }\n}"): (typeof documents)["subscription CountersChanged {\n  countersChanged {\n    activeVolunteers\n    alertsSent\n    aidRequested\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Counters {\n  counters {\n    activeVolunteers\n    alertsSent\n    aidRequested\n  }\n}"): (typeof documents)["query Counters {\n  counters {\n    activeVolunteers\n    alertsSent\n    aidRequested\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DsOfficeContacts {\n  dsOfficeContacts {\n    contactNo\n    dsDivision {\n      code\n    }\n  }\n}"): (typeof documents)["query DsOfficeContacts {\n  dsOfficeContacts {\n    contactNo\n    dsDivision {\n      code\n    }\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;