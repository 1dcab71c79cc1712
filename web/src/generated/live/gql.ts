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
    "subscription AidRequestChanged {\n  aidRequestChanged {\n    ...AidRequestFields\n  }\n}": typeof types.AidRequestChangedDocument,
    "fragment AidRequestFields on AidRequest {\n  id\n  requestType\n  status\n  fullName\n  contactNo\n  typeSupport\n  latitude\n  longitude\n  createdAt\n  district {\n    code\n    name\n  }\n  dsDivision {\n    code\n    name\n  }\n}": typeof types.AidRequestFieldsFragmentDoc,
    "subscription AidRequestStatusChanged {\n  aidRequestChanged {\n    id\n    status\n  }\n}": typeof types.AidRequestStatusChangedDocument,
    "subscription DistrictAidRequestChanged {\n  aidRequestChanged {\n    ...AidRequestFields\n    dateTime\n    viaSms\n    smsText\n  }\n}": typeof types.DistrictAidRequestChangedDocument,
    "subscription DivisionAidRequestChanged {\n  aidRequestChanged {\n    ...AidRequestFields\n    viaSms\n    smsText\n    viewerCan {\n      markDelivered\n    }\n  }\n}": typeof types.DivisionAidRequestChangedDocument,
    "subscription PendingAidRequestChanged {\n  aidRequestChanged {\n    ...PendingAidRequestFields\n  }\n}": typeof types.PendingAidRequestChangedDocument,
    "fragment PendingAidRequestFields on AidRequest {\n  ...AidRequestFields\n  nicNumber\n  familySize\n  dateTime\n  description\n  viewerCan {\n    approve\n    reject\n  }\n}": typeof types.PendingAidRequestFieldsFragmentDoc,
    "subscription AlertChanged {\n  alertChanged {\n    ...AlertFields\n    expiresAt\n  }\n}": typeof types.AlertChangedDocument,
    "fragment AlertFields on Alert {\n  id\n  type\n  customType\n  typeLabel\n  severity\n  status\n  latitude\n  longitude\n  issuedAt\n  district {\n    code\n    name\n  }\n  dsDivision {\n    code\n    name\n  }\n}": typeof types.AlertFieldsFragmentDoc,
    "subscription AlertToResolveChanged {\n  alertChanged {\n    ...AlertFields\n    viewerCan {\n      resolve\n    }\n  }\n}": typeof types.AlertToResolveChangedDocument,
    "subscription ContributionChanged {\n  contributionChanged {\n    ...ContributionFields\n    viewerCan {\n      approve\n      reject\n    }\n  }\n}": typeof types.ContributionChangedDocument,
    "fragment ContributionFields on Contribution {\n  id\n  aidRequestId\n  requestType\n  typeSupport\n  description\n  status\n  imageUrl\n  createdAt\n  district {\n    code\n    name\n  }\n  dsDivision {\n    code\n    name\n  }\n  volunteer {\n    id\n    fullName\n    contactNo\n  }\n}": typeof types.ContributionFieldsFragmentDoc,
    "subscription ContributionStatusChanged {\n  contributionChanged {\n    id\n    status\n  }\n}": typeof types.ContributionStatusChangedDocument,
    "subscription PlacesToConfirmChanged {\n  placesToConfirmChanged {\n    subject\n    id\n    change\n  }\n}": typeof types.PlacesToConfirmChangedDocument,
    "fragment PendingReportFields on Report {\n  id\n  reporterName\n  nicNumber\n  contactNo\n  description\n  viaSms\n  smsText\n  dateTime\n  latitude\n  longitude\n  district {\n    code\n    name\n  }\n  dsDivision {\n    code\n    name\n  }\n  image {\n    id\n    url\n    verification {\n      ...VerificationFields\n    }\n  }\n}": typeof types.PendingReportFieldsFragmentDoc,
    "subscription ReportChanged {\n  reportChanged {\n    ...PendingReportFields\n    status\n  }\n}": typeof types.ReportChangedDocument,
    "subscription SmsTriageChanged {\n  smsTriageChanged {\n    ...SmsTriageFields\n  }\n}": typeof types.SmsTriageChangedDocument,
    "fragment SmsTriageFields on SmsTriageItem {\n  id\n  receivedAt\n  text\n  sender\n  state\n  resultKind\n  resultId\n  district {\n    code\n    name\n  }\n  dsDivision {\n    code\n    name\n  }\n  replies {\n    text\n    parts\n    state\n    byOfficer\n    createdAt\n  }\n}": typeof types.SmsTriageFieldsFragmentDoc,
    "fragment VerificationFields on ImageVerification {\n  id\n  verdict\n  confidence\n  matchScore\n  analysis\n  flags\n  recommendation\n  provider\n}": typeof types.VerificationFieldsFragmentDoc,
};
const documents: Documents = {
    "subscription AidRequestChanged {\n  aidRequestChanged {\n    ...AidRequestFields\n  }\n}": types.AidRequestChangedDocument,
    "fragment AidRequestFields on AidRequest {\n  id\n  requestType\n  status\n  fullName\n  contactNo\n  typeSupport\n  latitude\n  longitude\n  createdAt\n  district {\n    code\n    name\n  }\n  dsDivision {\n    code\n    name\n  }\n}": types.AidRequestFieldsFragmentDoc,
    "subscription AidRequestStatusChanged {\n  aidRequestChanged {\n    id\n    status\n  }\n}": types.AidRequestStatusChangedDocument,
    "subscription DistrictAidRequestChanged {\n  aidRequestChanged {\n    ...AidRequestFields\n    dateTime\n    viaSms\n    smsText\n  }\n}": types.DistrictAidRequestChangedDocument,
    "subscription DivisionAidRequestChanged {\n  aidRequestChanged {\n    ...AidRequestFields\n    viaSms\n    smsText\n    viewerCan {\n      markDelivered\n    }\n  }\n}": types.DivisionAidRequestChangedDocument,
    "subscription PendingAidRequestChanged {\n  aidRequestChanged {\n    ...PendingAidRequestFields\n  }\n}": types.PendingAidRequestChangedDocument,
    "fragment PendingAidRequestFields on AidRequest {\n  ...AidRequestFields\n  nicNumber\n  familySize\n  dateTime\n  description\n  viewerCan {\n    approve\n    reject\n  }\n}": types.PendingAidRequestFieldsFragmentDoc,
    "subscription AlertChanged {\n  alertChanged {\n    ...AlertFields\n    expiresAt\n  }\n}": types.AlertChangedDocument,
    "fragment AlertFields on Alert {\n  id\n  type\n  customType\n  typeLabel\n  severity\n  status\n  latitude\n  longitude\n  issuedAt\n  district {\n    code\n    name\n  }\n  dsDivision {\n    code\n    name\n  }\n}": types.AlertFieldsFragmentDoc,
    "subscription AlertToResolveChanged {\n  alertChanged {\n    ...AlertFields\n    viewerCan {\n      resolve\n    }\n  }\n}": types.AlertToResolveChangedDocument,
    "subscription ContributionChanged {\n  contributionChanged {\n    ...ContributionFields\n    viewerCan {\n      approve\n      reject\n    }\n  }\n}": types.ContributionChangedDocument,
    "fragment ContributionFields on Contribution {\n  id\n  aidRequestId\n  requestType\n  typeSupport\n  description\n  status\n  imageUrl\n  createdAt\n  district {\n    code\n    name\n  }\n  dsDivision {\n    code\n    name\n  }\n  volunteer {\n    id\n    fullName\n    contactNo\n  }\n}": types.ContributionFieldsFragmentDoc,
    "subscription ContributionStatusChanged {\n  contributionChanged {\n    id\n    status\n  }\n}": types.ContributionStatusChangedDocument,
    "subscription PlacesToConfirmChanged {\n  placesToConfirmChanged {\n    subject\n    id\n    change\n  }\n}": types.PlacesToConfirmChangedDocument,
    "fragment PendingReportFields on Report {\n  id\n  reporterName\n  nicNumber\n  contactNo\n  description\n  viaSms\n  smsText\n  dateTime\n  latitude\n  longitude\n  district {\n    code\n    name\n  }\n  dsDivision {\n    code\n    name\n  }\n  image {\n    id\n    url\n    verification {\n      ...VerificationFields\n    }\n  }\n}": types.PendingReportFieldsFragmentDoc,
    "subscription ReportChanged {\n  reportChanged {\n    ...PendingReportFields\n    status\n  }\n}": types.ReportChangedDocument,
    "subscription SmsTriageChanged {\n  smsTriageChanged {\n    ...SmsTriageFields\n  }\n}": types.SmsTriageChangedDocument,
    "fragment SmsTriageFields on SmsTriageItem {\n  id\n  receivedAt\n  text\n  sender\n  state\n  resultKind\n  resultId\n  district {\n    code\n    name\n  }\n  dsDivision {\n    code\n    name\n  }\n  replies {\n    text\n    parts\n    state\n    byOfficer\n    createdAt\n  }\n}": types.SmsTriageFieldsFragmentDoc,
    "fragment VerificationFields on ImageVerification {\n  id\n  verdict\n  confidence\n  matchScore\n  analysis\n  flags\n  recommendation\n  provider\n}": types.VerificationFieldsFragmentDoc,
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
export function graphql(source: "subscription AidRequestChanged {\n  aidRequestChanged {\n    ...AidRequestFields\n  }\n}"): (typeof documents)["subscription AidRequestChanged {\n  aidRequestChanged {\n    ...AidRequestFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment AidRequestFields on AidRequest {\n  id\n  requestType\n  status\n  fullName\n  contactNo\n  typeSupport\n  latitude\n  longitude\n  createdAt\n  district {\n    code\n    name\n  }\n  dsDivision {\n    code\n    name\n  }\n}"): (typeof documents)["fragment AidRequestFields on AidRequest {\n  id\n  requestType\n  status\n  fullName\n  contactNo\n  typeSupport\n  latitude\n  longitude\n  createdAt\n  district {\n    code\n    name\n  }\n  dsDivision {\n    code\n    name\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription AidRequestStatusChanged {\n  aidRequestChanged {\n    id\n    status\n  }\n}"): (typeof documents)["subscription AidRequestStatusChanged {\n  aidRequestChanged {\n    id\n    status\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription DistrictAidRequestChanged {\n  aidRequestChanged {\n    ...AidRequestFields\n    dateTime\n    viaSms\n    smsText\n  }\n}"): (typeof documents)["subscription DistrictAidRequestChanged {\n  aidRequestChanged {\n    ...AidRequestFields\n    dateTime\n    viaSms\n    smsText\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription DivisionAidRequestChanged {\n  aidRequestChanged {\n    ...AidRequestFields\n    viaSms\n    smsText\n    viewerCan {\n      markDelivered\n    }\n  }\n}"): (typeof documents)["subscription DivisionAidRequestChanged {\n  aidRequestChanged {\n    ...AidRequestFields\n    viaSms\n    smsText\n    viewerCan {\n      markDelivered\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription PendingAidRequestChanged {\n  aidRequestChanged {\n    ...PendingAidRequestFields\n  }\n}"): (typeof documents)["subscription PendingAidRequestChanged {\n  aidRequestChanged {\n    ...PendingAidRequestFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment PendingAidRequestFields on AidRequest {\n  ...AidRequestFields\n  nicNumber\n  familySize\n  dateTime\n  description\n  viewerCan {\n    approve\n    reject\n  }\n}"): (typeof documents)["fragment PendingAidRequestFields on AidRequest {\n  ...AidRequestFields\n  nicNumber\n  familySize\n  dateTime\n  description\n  viewerCan {\n    approve\n    reject\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription AlertChanged {\n  alertChanged {\n    ...AlertFields\n    expiresAt\n  }\n}"): (typeof documents)["subscription AlertChanged {\n  alertChanged {\n    ...AlertFields\n    expiresAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment AlertFields on Alert {\n  id\n  type\n  customType\n  typeLabel\n  severity\n  status\n  latitude\n  longitude\n  issuedAt\n  district {\n    code\n    name\n  }\n  dsDivision {\n    code\n    name\n  }\n}"): (typeof documents)["fragment AlertFields on Alert {\n  id\n  type\n  customType\n  typeLabel\n  severity\n  status\n  latitude\n  longitude\n  issuedAt\n  district {\n    code\n    name\n  }\n  dsDivision {\n    code\n    name\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription AlertToResolveChanged {\n  alertChanged {\n    ...AlertFields\n    viewerCan {\n      resolve\n    }\n  }\n}"): (typeof documents)["subscription AlertToResolveChanged {\n  alertChanged {\n    ...AlertFields\n    viewerCan {\n      resolve\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription ContributionChanged {\n  contributionChanged {\n    ...ContributionFields\n    viewerCan {\n      approve\n      reject\n    }\n  }\n}"): (typeof documents)["subscription ContributionChanged {\n  contributionChanged {\n    ...ContributionFields\n    viewerCan {\n      approve\n      reject\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ContributionFields on Contribution {\n  id\n  aidRequestId\n  requestType\n  typeSupport\n  description\n  status\n  imageUrl\n  createdAt\n  district {\n    code\n    name\n  }\n  dsDivision {\n    code\n    name\n  }\n  volunteer {\n    id\n    fullName\n    contactNo\n  }\n}"): (typeof documents)["fragment ContributionFields on Contribution {\n  id\n  aidRequestId\n  requestType\n  typeSupport\n  description\n  status\n  imageUrl\n  createdAt\n  district {\n    code\n    name\n  }\n  dsDivision {\n    code\n    name\n  }\n  volunteer {\n    id\n    fullName\n    contactNo\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription ContributionStatusChanged {\n  contributionChanged {\n    id\n    status\n  }\n}"): (typeof documents)["subscription ContributionStatusChanged {\n  contributionChanged {\n    id\n    status\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription PlacesToConfirmChanged {\n  placesToConfirmChanged {\n    subject\n    id\n    change\n  }\n}"): (typeof documents)["subscription PlacesToConfirmChanged {\n  placesToConfirmChanged {\n    subject\n    id\n    change\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment PendingReportFields on Report {\n  id\n  reporterName\n  nicNumber\n  contactNo\n  description\n  viaSms\n  smsText\n  dateTime\n  latitude\n  longitude\n  district {\n    code\n    name\n  }\n  dsDivision {\n    code\n    name\n  }\n  image {\n    id\n    url\n    verification {\n      ...VerificationFields\n    }\n  }\n}"): (typeof documents)["fragment PendingReportFields on Report {\n  id\n  reporterName\n  nicNumber\n  contactNo\n  description\n  viaSms\n  smsText\n  dateTime\n  latitude\n  longitude\n  district {\n    code\n    name\n  }\n  dsDivision {\n    code\n    name\n  }\n  image {\n    id\n    url\n    verification {\n      ...VerificationFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription ReportChanged {\n  reportChanged {\n    ...PendingReportFields\n    status\n  }\n}"): (typeof documents)["subscription ReportChanged {\n  reportChanged {\n    ...PendingReportFields\n    status\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription SmsTriageChanged {\n  smsTriageChanged {\n    ...SmsTriageFields\n  }\n}"): (typeof documents)["subscription SmsTriageChanged {\n  smsTriageChanged {\n    ...SmsTriageFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment SmsTriageFields on SmsTriageItem {\n  id\n  receivedAt\n  text\n  sender\n  state\n  resultKind\n  resultId\n  district {\n    code\n    name\n  }\n  dsDivision {\n    code\n    name\n  }\n  replies {\n    text\n    parts\n    state\n    byOfficer\n    createdAt\n  }\n}"): (typeof documents)["fragment SmsTriageFields on SmsTriageItem {\n  id\n  receivedAt\n  text\n  sender\n  state\n  resultKind\n  resultId\n  district {\n    code\n    name\n  }\n  dsDivision {\n    code\n    name\n  }\n  replies {\n    text\n    parts\n    state\n    byOfficer\n    createdAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment VerificationFields on ImageVerification {\n  id\n  verdict\n  confidence\n  matchScore\n  analysis\n  flags\n  recommendation\n  provider\n}"): (typeof documents)["fragment VerificationFields on ImageVerification {\n  id\n  verdict\n  confidence\n  matchScore\n  analysis\n  flags\n  recommendation\n  provider\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;