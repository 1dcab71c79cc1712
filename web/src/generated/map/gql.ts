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
    "fragment AidRequestFields on AidRequest {\n  id\n  requestType\n  status\n  fullName\n  contactNo\n  typeSupport\n  latitude\n  longitude\n  createdAt\n  district {\n    code\n    name\n  }\n  dsDivision {\n    code\n    name\n  }\n}": typeof types.AidRequestFieldsFragmentDoc,
    "fragment PendingAidRequestFields on AidRequest {\n  ...AidRequestFields\n  nicNumber\n  familySize\n  dateTime\n  description\n  viewerCan {\n    approve\n    reject\n  }\n}": typeof types.PendingAidRequestFieldsFragmentDoc,
    "fragment AlertFields on Alert {\n  id\n  type\n  customType\n  typeLabel\n  severity\n  status\n  latitude\n  longitude\n  issuedAt\n  district {\n    code\n    name\n  }\n  dsDivision {\n    code\n    name\n  }\n}": typeof types.AlertFieldsFragmentDoc,
    "query MapView($south: Float!, $west: Float!, $north: Float!, $east: Float!, $zoom: Int!) {\n  map(south: $south, west: $west, north: $north, east: $east, zoom: $zoom) {\n    gridZoom\n    rowMin\n    rowMax\n    colMin\n    colMax\n    alerts {\n      total\n      clusters {\n        ...MapClusterFields\n      }\n      markers {\n        ...AlertFields\n        expiresAt\n      }\n    }\n    ongoing {\n      total\n      clusters {\n        ...MapClusterFields\n      }\n      markers {\n        ...AidRequestFields\n      }\n    }\n    delivered {\n      total\n      clusters {\n        ...MapClusterFields\n      }\n      markers {\n        ...AidRequestFields\n      }\n    }\n  }\n}\n\nfragment MapClusterFields on MapCluster {\n  key\n  latitude\n  longitude\n  count\n}": typeof types.MapViewDocument,
};
const documents: Documents = {
    "fragment AidRequestFields on AidRequest {\n  id\n  requestType\n  status\n  fullName\n  contactNo\n  typeSupport\n  latitude\n  longitude\n  createdAt\n  district {\n    code\n    name\n  }\n  dsDivision {\n    code\n    name\n  }\n}": types.AidRequestFieldsFragmentDoc,
    "fragment PendingAidRequestFields on AidRequest {\n  ...AidRequestFields\n  nicNumber\n  familySize\n  dateTime\n  description\n  viewerCan {\n    approve\n    reject\n  }\n}": types.PendingAidRequestFieldsFragmentDoc,
    "fragment AlertFields on Alert {\n  id\n  type\n  customType\n  typeLabel\n  severity\n  status\n  latitude\n  longitude\n  issuedAt\n  district {\n    code\n    name\n  }\n  dsDivision {\n    code\n    name\n  }\n}": types.AlertFieldsFragmentDoc,
    "query MapView($south: Float!, $west: Float!, $north: Float!, $east: Float!, $zoom: Int!) {\n  map(south: $south, west: $west, north: $north, east: $east, zoom: $zoom) {\n    gridZoom\n    rowMin\n    rowMax\n    colMin\n    colMax\n    alerts {\n      total\n      clusters {\n        ...MapClusterFields\n      }\n      markers {\n        ...AlertFields\n        expiresAt\n      }\n    }\n    ongoing {\n      total\n      clusters {\n        ...MapClusterFields\n      }\n      markers {\n        ...AidRequestFields\n      }\n    }\n    delivered {\n      total\n      clusters {\n        ...MapClusterFields\n      }\n      markers {\n        ...AidRequestFields\n      }\n    }\n  }\n}\n\nfragment MapClusterFields on MapCluster {\n  key\n  latitude\n  longitude\n  count\n}": types.MapViewDocument,
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
export function graphql(source: "fragment AidRequestFields on AidRequest {\n  id\n  requestType\n  status\n  fullName\n  contactNo\n  typeSupport\n  latitude\n  longitude\n  createdAt\n  district {\n    code\n    name\n  }\n  dsDivision {\n    code\n    name\n  }\n}"): (typeof documents)["fragment AidRequestFields on AidRequest {\n  id\n  requestType\n  status\n  fullName\n  contactNo\n  typeSupport\n  latitude\n  longitude\n  createdAt\n  district {\n    code\n    name\n  }\n  dsDivision {\n    code\n    name\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment PendingAidRequestFields on AidRequest {\n  ...AidRequestFields\n  nicNumber\n  familySize\n  dateTime\n  description\n  viewerCan {\n    approve\n    reject\n  }\n}"): (typeof documents)["fragment PendingAidRequestFields on AidRequest {\n  ...AidRequestFields\n  nicNumber\n  familySize\n  dateTime\n  description\n  viewerCan {\n    approve\n    reject\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment AlertFields on Alert {\n  id\n  type\n  customType\n  typeLabel\n  severity\n  status\n  latitude\n  longitude\n  issuedAt\n  district {\n    code\n    name\n  }\n  dsDivision {\n    code\n    name\n  }\n}"): (typeof documents)["fragment AlertFields on Alert {\n  id\n  type\n  customType\n  typeLabel\n  severity\n  status\n  latitude\n  longitude\n  issuedAt\n  district {\n    code\n    name\n  }\n  dsDivision {\n    code\n    name\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MapView($south: Float!, $west: Float!, $north: Float!, $east: Float!, $zoom: Int!) {\n  map(south: $south, west: $west, north: $north, east: $east, zoom: $zoom) {\n    gridZoom\n    rowMin\n    rowMax\n    colMin\n    colMax\n    alerts {\n      total\n      clusters {\n        ...MapClusterFields\n      }\n      markers {\n        ...AlertFields\n        expiresAt\n      }\n    }\n    ongoing {\n      total\n      clusters {\n        ...MapClusterFields\n      }\n      markers {\n        ...AidRequestFields\n      }\n    }\n    delivered {\n      total\n      clusters {\n        ...MapClusterFields\n      }\n      markers {\n        ...AidRequestFields\n      }\n    }\n  }\n}\n\nfragment MapClusterFields on MapCluster {\n  key\n  latitude\n  longitude\n  count\n}"): (typeof documents)["query MapView($south: Float!, $west: Float!, $north: Float!, $east: Float!, $zoom: Int!) {\n  map(south: $south, west: $west, north: $north, east: $east, zoom: $zoom) {\n    gridZoom\n    rowMin\n    rowMax\n    colMin\n    colMax\n    alerts {\n      total\n      clusters {\n        ...MapClusterFields\n      }\n      markers {\n        ...AlertFields\n        expiresAt\n      }\n    }\n    ongoing {\n      total\n      clusters {\n        ...MapClusterFields\n      }\n      markers {\n        ...AidRequestFields\n      }\n    }\n    delivered {\n      total\n      clusters {\n        ...MapClusterFields\n      }\n      markers {\n        ...AidRequestFields\n      }\n    }\n  }\n}\n\nfragment MapClusterFields on MapCluster {\n  key\n  latitude\n  longitude\n  count\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;