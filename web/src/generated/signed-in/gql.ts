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
    "mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n  changePassword(currentPassword: $currentPassword, newPassword: $newPassword)\n}": typeof types.ChangePasswordDocument,
    "mutation Login($userId: Int!, $password: String!, $role: Role!) {\n  login(userId: $userId, password: $password, role: $role) {\n    expiresAt\n    user {\n      ...UserFields\n    }\n  }\n}": typeof types.LoginDocument,
    "mutation Logout {\n  logout\n}": typeof types.LogoutDocument,
    "query Me {\n  me {\n    ...UserFields\n  }\n}": typeof types.MeDocument,
    "query MyOfficeContact {\n  myOfficeContact\n}": typeof types.MyOfficeContactDocument,
    "mutation SignupVolunteer($input: SignupVolunteerInput!) {\n  signupVolunteer(input: $input) {\n    id\n    userId\n  }\n}": typeof types.SignupVolunteerDocument,
    "mutation UpdateMySettings($contactNo: String, $notificationPreference: NotificationPreference) {\n  updateMySettings(\n    contactNo: $contactNo\n    notificationPreference: $notificationPreference\n  ) {\n    ...UserFields\n  }\n}": typeof types.UpdateMySettingsDocument,
    "mutation UpdateOfficeContact($contactNo: String!) {\n  updateOfficeContact(contactNo: $contactNo)\n}": typeof types.UpdateOfficeContactDocument,
    "fragment UserFields on User {\n  id\n  role\n  fullName\n  email\n  contactNo\n  available\n  notificationPreference\n  district {\n    code\n    name\n  }\n  dsDivision {\n    code\n    name\n  }\n}": typeof types.UserFieldsFragmentDoc,
    "query WebPushPublicKey {\n  webPushPublicKey\n}\n\nmutation PushSubscribe($subscription: PushSubscriptionInput!) {\n  pushSubscribe(subscription: $subscription)\n}": typeof types.WebPushPublicKeyDocument,
    "subscription AidRequestChanged {\n  aidRequestChanged {\n    ...AidRequestFields\n  }\n}": typeof types.AidRequestChangedDocument,
    "fragment DuplicateSide on AidRequest {\n  id\n  status\n  fullName\n  nicNumber\n  contactNo\n  familySize\n  typeSupport\n  dateTime\n  description\n  createdAt\n  latitude\n  longitude\n}\n\nquery AidRequestDuplicates {\n  aidRequestDuplicates {\n    items {\n      id\n      reasons\n      request {\n        ...DuplicateSide\n      }\n      other {\n        ...DuplicateSide\n      }\n    }\n  }\n}\n\nmutation MergeAidRequest($duplicateId: ID!, $intoId: ID!) {\n  mergeAidRequest(duplicateId: $duplicateId, intoId: $intoId) {\n    id\n    status\n    mergedIntoId\n  }\n}\n\nmutation MarkNotDuplicate($pairId: ID!) {\n  markNotDuplicate(pairId: $pairId) {\n    id\n    state\n  }\n}": typeof types.DuplicateSideFragmentDoc,
    "fragment AidRequestFields on AidRequest {\n  id\n  requestType\n  status\n  fullName\n  contactNo\n  typeSupport\n  latitude\n  longitude\n  createdAt\n  district {\n    code\n    name\n  }\n  dsDivision {\n    code\n    name\n  }\n}": typeof types.AidRequestFieldsFragmentDoc,
    "subscription AidRequestStatusChanged {\n  aidRequestChanged {\n    id\n    status\n  }\n}": typeof types.AidRequestStatusChangedDocument,
    "mutation CreateAidRequest($input: CreateAidRequestInput!) {\n  createAidRequest(input: $input) {\n    id\n    status\n  }\n}": typeof types.CreateAidRequestDocument,
    "mutation ApproveAidRequest($id: ID!) {\n  approveAidRequest(id: $id) {\n    id\n    status\n  }\n}": typeof types.ApproveAidRequestDocument,
    "subscription DistrictAidRequestChanged {\n  aidRequestChanged {\n    ...AidRequestFields\n    dateTime\n    viaSms\n    smsText\n  }\n}": typeof types.DistrictAidRequestChangedDocument,
    "query DistrictAidRequests($fulfilled: Boolean!) {\n  districtAidRequests(fulfilled: $fulfilled) {\n    postDisaster {\n      items {\n        ...AidRequestFields\n        dateTime\n        viaSms\n        smsText\n      }\n    }\n    emergency {\n      items {\n        ...AidRequestFields\n        dateTime\n        viaSms\n        smsText\n      }\n    }\n  }\n}": typeof types.DistrictAidRequestsDocument,
    "subscription DivisionAidRequestChanged {\n  aidRequestChanged {\n    ...AidRequestFields\n    viaSms\n    smsText\n    viewerCan {\n      markDelivered\n    }\n  }\n}": typeof types.DivisionAidRequestChangedDocument,
    "query DivisionOngoingAidRequests($filter: AidRequestFilter, $offset: Int!, $first: Int) {\n  ongoingAidRequests(filter: $filter, offset: $offset, first: $first) {\n    totalCount\n    items {\n      ...AidRequestFields\n      viaSms\n      smsText\n      viewerCan {\n        markDelivered\n      }\n    }\n  }\n}": typeof types.DivisionOngoingAidRequestsDocument,
    "mutation MarkAidRequestDelivered($id: ID!) {\n  markAidRequestDelivered(id: $id) {\n    id\n    status\n  }\n}": typeof types.MarkAidRequestDeliveredDocument,
    "query OngoingAidRequests($filter: AidRequestFilter, $offset: Int!, $first: Int) {\n  ongoingAidRequests(filter: $filter, offset: $offset, first: $first) {\n    totalCount\n    items {\n      ...AidRequestFields\n    }\n  }\n}": typeof types.OngoingAidRequestsDocument,
    "subscription PendingAidRequestChanged {\n  aidRequestChanged {\n    ...PendingAidRequestFields\n  }\n}": typeof types.PendingAidRequestChangedDocument,
    "fragment PendingAidRequestFields on AidRequest {\n  ...AidRequestFields\n  nicNumber\n  familySize\n  dateTime\n  description\n  viewerCan {\n    approve\n    reject\n  }\n}": typeof types.PendingAidRequestFieldsFragmentDoc,
    "query PendingAidRequests {\n  pendingAidRequests {\n    items {\n      ...PendingAidRequestFields\n    }\n  }\n}": typeof types.PendingAidRequestsDocument,
    "mutation RejectAidRequest($id: ID!) {\n  rejectAidRequest(id: $id) {\n    id\n    status\n  }\n}": typeof types.RejectAidRequestDocument,
    "query VolunteerAidRequests($requestType: AidRequestType!) {\n  volunteerAidRequests(requestType: $requestType) {\n    items {\n      ...AidRequestFields\n      description\n      familySize\n      dateTime\n      viewerCan {\n        contribute\n      }\n    }\n  }\n}": typeof types.VolunteerAidRequestsDocument,
    "subscription AlertChanged {\n  alertChanged {\n    ...AlertFields\n    expiresAt\n  }\n}": typeof types.AlertChangedDocument,
    "fragment AlertFields on Alert {\n  id\n  type\n  customType\n  typeLabel\n  severity\n  status\n  latitude\n  longitude\n  issuedAt\n  district {\n    code\n    name\n  }\n  dsDivision {\n    code\n    name\n  }\n}": typeof types.AlertFieldsFragmentDoc,
    "query AlertSmsDeliveries($alertId: ID!) {\n  alertSmsDeliveries(alertId: $alertId) {\n    queued\n    sent\n    delivered\n    failed\n  }\n}": typeof types.AlertSmsDeliveriesDocument,
    "query AlertSmsPreview($input: SmsPreviewInput!) {\n  alertSmsPreview(input: $input) {\n    language\n    text\n    encoding\n    length\n    parts\n  }\n}": typeof types.AlertSmsPreviewDocument,
    "query AlertSmsReach($input: SmsPreviewInput!) {\n  alertSmsReach(input: $input) {\n    recipients\n    totalParts\n    languages {\n      language\n      recipients\n      parts\n      totalParts\n    }\n  }\n}": typeof types.AlertSmsReachDocument,
    "subscription AlertToResolveChanged {\n  alertChanged {\n    ...AlertFields\n    viewerCan {\n      resolve\n    }\n  }\n}": typeof types.AlertToResolveChangedDocument,
    "query AlertWebhookDeliveries($alertId: ID!) {\n  alertWebhookDeliveries(alertId: $alertId) {\n    id\n    receiver\n    msgType\n    state\n    deliveredAt\n    nextAttemptAt\n    attempts {\n      number\n      startedAt\n      durationMs\n      statusCode\n      error\n    }\n  }\n}": typeof types.AlertWebhookDeliveriesDocument,
    "query AlertsToResolve {\n  alertsToResolve {\n    items {\n      ...AlertFields\n      viewerCan {\n        resolve\n      }\n    }\n  }\n}": typeof types.AlertsToResolveDocument,
    "query Alerts($filter: AlertFilter) {\n  alerts(filter: $filter) {\n    items {\n      ...AlertFields\n    }\n  }\n}": typeof types.AlertsDocument,
    "mutation CreateAlert($input: CreateAlertInput!) {\n  createAlert(input: $input) {\n    ...AlertFields\n    images {\n      id\n      url\n    }\n  }\n}": typeof types.CreateAlertDocument,
    "query DistrictAlerts {\n  districtAlerts {\n    items {\n      ...AlertFields\n      dsDivisions {\n        code\n        name\n      }\n    }\n  }\n}": typeof types.DistrictAlertsDocument,
    "mutation ResolveAlert($id: ID!) {\n  resolveAlert(id: $id) {\n    id\n    status\n  }\n}": typeof types.ResolveAlertDocument,
    "query RecentActivity {\n  recentActivity(first: 15) {\n    items {\n      id\n      action\n      subjectType\n      subjectId\n      actorName\n      at\n    }\n  }\n}": typeof types.RecentActivityDocument,
    "mutation AddContribution($input: AddContributionInput!) {\n  addContribution(input: $input) {\n    ...ContributionFields\n  }\n}": typeof types.AddContributionDocument,
    "mutation ApproveContribution($id: ID!) {\n  approveContribution(id: $id) {\n    id\n    status\n  }\n}": typeof types.ApproveContributionDocument,
    "subscription ContributionChanged {\n  contributionChanged {\n    ...ContributionFields\n    viewerCan {\n      approve\n      reject\n    }\n  }\n}": typeof types.ContributionChangedDocument,
    "fragment ContributionFields on Contribution {\n  id\n  aidRequestId\n  requestType\n  typeSupport\n  description\n  status\n  imageUrl\n  createdAt\n  district {\n    code\n    name\n  }\n  dsDivision {\n    code\n    name\n  }\n  volunteer {\n    id\n    fullName\n    contactNo\n  }\n}": typeof types.ContributionFieldsFragmentDoc,
    "subscription ContributionStatusChanged {\n  contributionChanged {\n    id\n    status\n  }\n}": typeof types.ContributionStatusChangedDocument,
    "query MyContributionSummary {\n  myContributionSummary {\n    total\n    approved\n    latestType\n    rank\n  }\n}": typeof types.MyContributionSummaryDocument,
    "query MyContributions($filter: MyContributionsFilter) {\n  myContributions(filter: $filter) {\n    items {\n      ...ContributionFields\n    }\n  }\n}": typeof types.MyContributionsDocument,
    "query PendingContributions {\n  pendingContributions {\n    items {\n      ...ContributionFields\n      viewerCan {\n        approve\n        reject\n      }\n    }\n  }\n}": typeof types.PendingContributionsDocument,
    "mutation RejectContribution($id: ID!) {\n  rejectContribution(id: $id) {\n    id\n    status\n  }\n}": typeof types.RejectContributionDocument,
    "query Districts {\n  districts {\n    code\n    name\n    nameSi\n    nameTa\n    latitude\n    longitude\n    dsDivisions {\n      code\n      name\n      nameSi\n      nameTa\n      latitude\n      longitude\n    }\n  }\n}": typeof types.DistrictsDocument,
    "query GnDivisions($dsDivision: ID!) {\n  gnDivisions(dsDivision: $dsDivision) {\n    code\n    name\n    nameSi\n  }\n}": typeof types.GnDivisionsDocument,
    "query Locate($latitude: Float!, $longitude: Float!) {\n  locate(latitude: $latitude, longitude: $longitude) {\n    method\n    district {\n      code\n      name\n    }\n    dsDivision {\n      code\n      name\n    }\n  }\n}": typeof types.LocateDocument,
    "query AidRequestHistory($aidRequestId: ID!) {\n  aidRequestHistory(aidRequestId: $aidRequestId) {\n    aidRequestId\n    entries {\n      ...HistoryEntryFields\n    }\n  }\n}": typeof types.AidRequestHistoryDocument,
    "fragment HistoryEntryFields on HistoryEntry {\n  at\n  kind\n  action\n  subjectType\n  subjectId\n  actorId\n  actorName\n  actorRole\n  fromStatus\n  toStatus\n  outcome\n  detail\n}\n\nquery AlertHistory($alertId: ID!) {\n  alertHistory(alertId: $alertId) {\n    alertId\n    reports {\n      id\n      description\n      status\n      createdAt\n      verdicts {\n        ...VerificationFields\n        createdAt\n      }\n    }\n    entries {\n      ...HistoryEntryFields\n    }\n  }\n}": typeof types.HistoryEntryFieldsFragmentDoc,
    "query MapBackground {\n  districtBoundaries {\n    code\n    name\n    coordinates\n  }\n  mapConfig {\n    tileUrl\n    attribution\n  }\n}": typeof types.MapBackgroundDocument,
    "query MapOutline($zoom: Int!) {\n  mapOutline(zoom: $zoom) {\n    zoom\n    path\n  }\n}": typeof types.MapOutlineDocument,
    "query MapView($south: Float!, $west: Float!, $north: Float!, $east: Float!, $zoom: Int!) {\n  map(south: $south, west: $west, north: $north, east: $east, zoom: $zoom) {\n    gridZoom\n    rowMin\n    rowMax\n    colMin\n    colMax\n    alerts {\n      total\n      clusters {\n        ...MapClusterFields\n      }\n      markers {\n        ...AlertFields\n        expiresAt\n      }\n    }\n    ongoing {\n      total\n      clusters {\n        ...MapClusterFields\n      }\n      markers {\n        ...AidRequestFields\n      }\n    }\n    delivered {\n      total\n      clusters {\n        ...MapClusterFields\n      }\n      markers {\n        ...AidRequestFields\n      }\n    }\n  }\n}\n\nfragment MapClusterFields on MapCluster {\n  key\n  latitude\n  longitude\n  count\n}": typeof types.MapViewDocument,
    "mutation PlaceAidRequest($id: ID!, $dsDivision: ID!, $gnDivision: ID) {\n  placeAidRequest(id: $id, dsDivision: $dsDivision, gnDivision: $gnDivision) {\n    id\n    placeToConfirm\n    dsDivision {\n      code\n      name\n    }\n  }\n}": typeof types.PlaceAidRequestDocument,
    "mutation PlaceReport($id: ID!, $dsDivision: ID!, $gnDivision: ID) {\n  placeReport(id: $id, dsDivision: $dsDivision, gnDivision: $gnDivision) {\n    id\n    placeToConfirm\n    dsDivision {\n      code\n      name\n    }\n  }\n}": typeof types.PlaceReportDocument,
    "mutation PlaceVolunteer($id: ID!, $dsDivision: ID!) {\n  placeVolunteer(id: $id, dsDivision: $dsDivision) {\n    id\n    placeAsSent\n    dsDivision {\n      code\n      name\n    }\n  }\n}": typeof types.PlaceVolunteerDocument,
    "subscription PlacesToConfirmChanged {\n  placesToConfirmChanged {\n    subject\n    id\n    change\n  }\n}": typeof types.PlacesToConfirmChangedDocument,
    "query PlacesToConfirm {\n  aidRequestsToPlace(first: 200) {\n    items {\n      id\n      requestType\n      status\n      fullName\n      contactNo\n      typeSupport\n      createdAt\n      placeAsSent\n      smsText\n      district {\n        code\n        name\n      }\n    }\n  }\n  reportsToPlace(first: 200) {\n    items {\n      id\n      reporterName\n      contactNo\n      description\n      createdAt\n      placeAsSent\n      district {\n        code\n        name\n      }\n    }\n  }\n  volunteersToPlace(first: 200) {\n    items {\n      id\n      fullName\n      contactNo\n      placeAsSent\n    }\n  }\n}": typeof types.PlacesToConfirmDocument,
    "mutation DismissReport($id: ID!) {\n  dismissReport(id: $id) {\n    id\n    status\n  }\n}": typeof types.DismissReportDocument,
    "fragment PendingReportFields on Report {\n  id\n  reporterName\n  nicNumber\n  contactNo\n  description\n  viaSms\n  smsText\n  dateTime\n  latitude\n  longitude\n  district {\n    code\n    name\n  }\n  dsDivision {\n    code\n    name\n  }\n  image {\n    id\n    url\n    verification {\n      ...VerificationFields\n    }\n  }\n}": typeof types.PendingReportFieldsFragmentDoc,
    "query PendingReports {\n  pendingReports {\n    items {\n      ...PendingReportFields\n    }\n  }\n}": typeof types.PendingReportsDocument,
    "subscription ReportChanged {\n  reportChanged {\n    ...PendingReportFields\n    status\n  }\n}": typeof types.ReportChangedDocument,
    "mutation SubmitOfficerReport($input: SubmitOfficerReportInput!) {\n  submitOfficerReport(input: $input) {\n    id\n  }\n}": typeof types.SubmitOfficerReportDocument,
    "mutation SubmitReport($input: SubmitReportInput!) {\n  submitReport(input: $input) {\n    id\n    status\n  }\n}": typeof types.SubmitReportDocument,
    "mutation AssignSmsPlace($id: ID!, $dsDivision: ID!) {\n  assignSmsPlace(id: $id, dsDivision: $dsDivision) {\n    ...SmsTriageFields\n  }\n}\n\nmutation ReplyToSms($id: ID!, $text: String!, $idempotencyKey: String) {\n  replyToSms(id: $id, text: $text, idempotencyKey: $idempotencyKey) {\n    ...SmsTriageFields\n  }\n}\n\nmutation TurnSmsIntoAidRequest($id: ID!) {\n  turnSmsIntoAidRequest(id: $id) {\n    ...SmsTriageFields\n  }\n}\n\nmutation TurnSmsIntoReport($id: ID!) {\n  turnSmsIntoReport(id: $id) {\n    ...SmsTriageFields\n  }\n}": typeof types.AssignSmsPlaceDocument,
    "subscription SmsTriageChanged {\n  smsTriageChanged {\n    ...SmsTriageFields\n  }\n}": typeof types.SmsTriageChangedDocument,
    "fragment SmsTriageFields on SmsTriageItem {\n  id\n  receivedAt\n  text\n  sender\n  state\n  resultKind\n  resultId\n  district {\n    code\n    name\n  }\n  dsDivision {\n    code\n    name\n  }\n  replies {\n    text\n    parts\n    state\n    byOfficer\n    createdAt\n  }\n}": typeof types.SmsTriageFieldsFragmentDoc,
    "query SmsTriage {\n  smsTriage(first: 200) {\n    items {\n      ...SmsTriageFields\n    }\n  }\n}": typeof types.SmsTriageDocument,
    "subscription CountersChanged {\n  countersChanged {\n    activeVolunteers\n    alertsSent\n    aidRequested\n  }\n}": typeof types.CountersChangedDocument,
    "query Counters {\n  counters {\n    activeVolunteers\n    alertsSent\n    aidRequested\n  }\n}": typeof types.CountersDocument,
    "query DistrictOverview {\n  districtOverview {\n    activeAlerts\n    activeMembers\n  }\n}": typeof types.DistrictOverviewDocument,
    "query DsCounts {\n  pendingAidRequestCount\n  pendingContributionCount\n}": typeof types.DsCountsDocument,
    "query DsOfficeContacts {\n  dsOfficeContacts {\n    contactNo\n    dsDivision {\n      code\n    }\n  }\n}": typeof types.DsOfficeContactsDocument,
    "fragment VerificationFields on ImageVerification {\n  id\n  verdict\n  confidence\n  matchScore\n  analysis\n  flags\n  recommendation\n  provider\n}": typeof types.VerificationFieldsFragmentDoc,
    "mutation VerifyImage($imageId: ID!, $minConfidence: Int) {\n  verifyImage(imageId: $imageId, minConfidence: $minConfidence) {\n    ...VerificationFields\n  }\n}": typeof types.VerifyImageDocument,
    "mutation VerifyReportImage($reportId: ID!, $minConfidence: Int) {\n  verifyReportImage(reportId: $reportId, minConfidence: $minConfidence) {\n    ...VerificationFields\n  }\n}": typeof types.VerifyReportImageDocument,
    "query DistrictVolunteers {\n  districtVolunteers {\n    items {\n      ...VolunteerFields\n    }\n  }\n}": typeof types.DistrictVolunteersDocument,
    "query DivisionVolunteers {\n  divisionVolunteers {\n    items {\n      ...VolunteerFields\n    }\n  }\n}": typeof types.DivisionVolunteersDocument,
    "mutation SetAvailability($available: Boolean!) {\n  setAvailability(available: $available) {\n    ...UserFields\n  }\n}": typeof types.SetAvailabilityDocument,
    "fragment VolunteerFields on Volunteer {\n  id\n  fullName\n  email\n  contactNo\n  available\n  district {\n    code\n    name\n  }\n  dsDivision {\n    code\n    name\n  }\n}": typeof types.VolunteerFieldsFragmentDoc,
};
const documents: Documents = {
    "mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n  changePassword(currentPassword: $currentPassword, newPassword: $newPassword)\n}": types.ChangePasswordDocument,
    "mutation Login($userId: Int!, $password: String!, $role: Role!) {\n  login(userId: $userId, password: $password, role: $role) {\n    expiresAt\n    user {\n      ...UserFields\n    }\n  }\n}": types.LoginDocument,
    "mutation Logout {\n  logout\n}": types.LogoutDocument,
    "query Me {\n  me {\n    ...UserFields\n  }\n}": types.MeDocument,
    "query MyOfficeContact {\n  myOfficeContact\n}": types.MyOfficeContactDocument,
    "mutation SignupVolunteer($input: SignupVolunteerInput!) {\n  signupVolunteer(input: $input) {\n    id\n    userId\n  }\n}": types.SignupVolunteerDocument,
    "mutation UpdateMySettings($contactNo: String, $notificationPreference: NotificationPreference) {\n  updateMySettings(\n    contactNo: $contactNo\n    notificationPreference: $notificationPreference\n  ) {\n    ...UserFields\n  }\n}": types.UpdateMySettingsDocument,
    "mutation UpdateOfficeContact($contactNo: String!) {\n  updateOfficeContact(contactNo: $contactNo)\n}": types.UpdateOfficeContactDocument,
    "fragment UserFields on User {\n  id\n  role\n  fullName\n  email\n  contactNo\n  available\n  notificationPreference\n  district {\n    code\n    name\n  }\n  dsDivision {\n    code\n    name\n  }\n}": types.UserFieldsFragmentDoc,
    "query WebPushPublicKey {\n  webPushPublicKey\n}\n\nmutation PushSubscribe($subscription: PushSubscriptionInput!) {\n  pushSubscribe(subscription: $subscription)\n}": types.WebPushPublicKeyDocument,
    "subscription AidRequestChanged {\n  aidRequestChanged {\n    ...AidRequestFields\n  }\n}": types.AidRequestChangedDocument,
    "fragment DuplicateSide on AidRequest {\n  id\n  status\n  fullName\n  nicNumber\n  contactNo\n  familySize\n  typeSupport\n  dateTime\n  description\n  createdAt\n  latitude\n  longitude\n}\n\nquery AidRequestDuplicates {\n  aidRequestDuplicates {\n    items {\n      id\n      reasons\n      request {\n        ...DuplicateSide\n      }\n      other {\n        ...DuplicateSide\n      }\n    }\n  }\n}\n\nmutation MergeAidRequest($duplicateId: ID!, $intoId: ID!) {\n  mergeAidRequest(duplicateId: $duplicateId, intoId: $intoId) {\n    id\n    status\n    mergedIntoId\n  }\n}\n\nmutation MarkNotDuplicate($pairId: ID!) {\n  markNotDuplicate(pairId: $pairId) {\n    id\n    state\n  }\n}": types.DuplicateSideFragmentDoc,
    "fragment AidRequestFields on AidRequest {\n  id\n  requestType\n  status\n  fullName\n  contactNo\n  typeSupport\n  latitude\n  longitude\n  createdAt\n  district {\n    code\n    name\n  }\n  dsDivision {\n    code\n    name\n  }\n}": types.AidRequestFieldsFragmentDoc,
    "subscription AidRequestStatusChanged {\n  aidRequestChanged {\n    id\n    status\n  }\n}": types.AidRequestStatusChangedDocument,
    "mutation CreateAidRequest($input: CreateAidRequestInput!) {\n  createAidRequest(input: $input) {\n    id\n    status\n  }\n}": types.CreateAidRequestDocument,
    "mutation ApproveAidRequest($id: ID!) {\n  approveAidRequest(id: $id) {\n    id\n    status\n  }\n}": types.ApproveAidRequestDocument,
    "subscription DistrictAidRequestChanged {\n  aidRequestChanged {\n    ...AidRequestFields\n    dateTime\n    viaSms\n    smsText\n  }\n}": types.DistrictAidRequestChangedDocument,
    "query DistrictAidRequests($fulfilled: Boolean!) {\n  districtAidRequests(fulfilled: $fulfilled) {\n    postDisaster {\n      items {\n        ...AidRequestFields\n        dateTime\n        viaSms\n        smsText\n      }\n    }\n    emergency {\n      items {\n        ...AidRequestFields\n        dateTime\n        viaSms\n        smsText\n      }\n    }\n  }\n}": types.DistrictAidRequestsDocument,
    "subscription DivisionAidRequestChanged {\n  aidRequestChanged {\n    ...AidRequestFields\n    viaSms\n    smsText\n    viewerCan {\n      markDelivered\n    }\n  }\n}": types.DivisionAidRequestChangedDocument,
    "query DivisionOngoingAidRequests($filter: AidRequestFilter, $offset: Int!, $first: Int) {\n  ongoingAidRequests(filter: $filter, offset: $offset, first: $first) {\n    totalCount\n    items {\n      ...AidRequestFields\n      viaSms\n      smsText\n      viewerCan {\n        markDelivered\n      }\n    }\n  }\n}": types.DivisionOngoingAidRequestsDocument,
    "mutation MarkAidRequestDelivered($id: ID!) {\n  markAidRequestDelivered(id: $id) {\n    id\n    status\n  }\n}": types.MarkAidRequestDeliveredDocument,
    "query OngoingAidRequests($filter: AidRequestFilter, $offset: Int!, $first: Int) {\n  ongoingAidRequests(filter: $filter, offset: $offset, first: $first) {\n    totalCount\n    items {\n      ...AidRequestFields\n    }\n  }\n}": types.OngoingAidRequestsDocument,
    "subscription PendingAidRequestChanged {\n  aidRequestChanged {\n    ...PendingAidRequestFields\n  }\n}": types.PendingAidRequestChangedDocument,
    "fragment PendingAidRequestFields on AidRequest {\n  ...AidRequestFields\n  nicNumber\n  familySize\n  dateTime\n  description\n  viewerCan {\n    approve\n    reject\n  }\n}": types.PendingAidRequestFieldsFragmentDoc,
    "query PendingAidRequests {\n  pendingAidRequests {\n    items {\n      ...PendingAidRequestFields\n    }\n  }\n}": types.PendingAidRequestsDocument,
    "mutation RejectAidRequest($id: ID!) {\n  rejectAidRequest(id: $id) {\n    id\n    status\n  }\n}": types.RejectAidRequestDocument,
    "query VolunteerAidRequests($requestType: AidRequestType!) {\n  volunteerAidRequests(requestType: $requestType) {\n    items {\n      ...AidRequestFields\n      description\n      familySize\n      dateTime\n      viewerCan {\n        contribute\n      }\n    }\n  }\n}": types.VolunteerAidRequestsDocument,
    "subscription AlertChanged {\n  alertChanged {\n    ...AlertFields\n    expiresAt\n  }\n}": types.AlertChangedDocument,
    "fragment AlertFields on Alert {\n  id\n  type\n  customType\n  typeLabel\n  severity\n  status\n  latitude\n  longitude\n  issuedAt\n  district {\n    code\n    name\n  }\n  dsDivision {\n    code\n    name\n  }\n}": types.AlertFieldsFragmentDoc,
    "query AlertSmsDeliveries($alertId: ID!) {\n  alertSmsDeliveries(alertId: $alertId) {\n    queued\n    sent\n    delivered\n    failed\n  }\n}": types.AlertSmsDeliveriesDocument,
    "query AlertSmsPreview($input: SmsPreviewInput!) {\n  alertSmsPreview(input: $input) {\n    language\n    text\n    encoding\n    length\n    parts\n  }\n}": types.AlertSmsPreviewDocument,
    "query AlertSmsReach($input: SmsPreviewInput!) {\n  alertSmsReach(input: $input) {\n    recipients\n    totalParts\n    languages {\n      language\n      recipients\n      parts\n      totalParts\n    }\n  }\n}": types.AlertSmsReachDocument,
    "subscription AlertToResolveChanged {\n  alertChanged {\n    ...AlertFields\n    viewerCan {\n      resolve\n    }\n  }\n}": types.AlertToResolveChangedDocument,
    "query AlertWebhookDeliveries($alertId: ID!) {\n  alertWebhookDeliveries(alertId: $alertId) {\n    id\n    receiver\n    msgType\n    state\n    deliveredAt\n    nextAttemptAt\n    attempts {\n      number\n      startedAt\n      durationMs\n      statusCode\n      error\n    }\n  }\n}": types.AlertWebhookDeliveriesDocument,
    "query AlertsToResolve {\n  alertsToResolve {\n    items {\n      ...AlertFields\n      viewerCan {\n        resolve\n      }\n    }\n  }\n}": types.AlertsToResolveDocument,
    "query Alerts($filter: AlertFilter) {\n  alerts(filter: $filter) {\n    items {\n      ...AlertFields\n    }\n  }\n}": types.AlertsDocument,
    "mutation CreateAlert($input: CreateAlertInput!) {\n  createAlert(input: $input) {\n    ...AlertFields\n    images {\n      id\n      url\n    }\n  }\n}": types.CreateAlertDocument,
    "query DistrictAlerts {\n  districtAlerts {\n    items {\n      ...AlertFields\n      dsDivisions {\n        code\n        name\n      }\n    }\n  }\n}": types.DistrictAlertsDocument,
    "mutation ResolveAlert($id: ID!) {\n  resolveAlert(id: $id) {\n    id\n    status\n  }\n}": types.ResolveAlertDocument,
    "query RecentActivity {\n  recentActivity(first: 15) {\n    items {\n      id\n      action\n      subjectType\n      subjectId\n      actorName\n      at\n    }\n  }\n}": types.RecentActivityDocument,
    "mutation AddContribution($input: AddContributionInput!) {\n  addContribution(input: $input) {\n    ...ContributionFields\n  }\n}": types.AddContributionDocument,
    "mutation ApproveContribution($id: ID!) {\n  approveContribution(id: $id) {\n    id\n    status\n  }\n}": types.ApproveContributionDocument,
    "subscription ContributionChanged {\n  contributionChanged {\n    ...ContributionFields\n    viewerCan {\n      approve\n      reject\n    }\n  }\n}": types.ContributionChangedDocument,
    "fragment ContributionFields on Contribution {\n  id\n  aidRequestId\n  requestType\n  typeSupport\n  description\n  status\n  imageUrl\n  createdAt\n  district {\n    code\n    name\n  }\n  dsDivision {\n    code\n    name\n  }\n  volunteer {\n    id\n    fullName\n    contactNo\n  }\n}": types.ContributionFieldsFragmentDoc,
    "subscription ContributionStatusChanged {\n  contributionChanged {\n    id\n    status\n  }\n}": types.ContributionStatusChangedDocument,
    "query MyContributionSummary {\n  myContributionSummary {\n    total\n    approved\n    latestType\n    rank\n  }\n}": types.MyContributionSummaryDocument,
    "query MyContributions($filter: MyContributionsFilter) {\n  myContributions(filter: $filter) {\n    items {\n      ...ContributionFields\n    }\n  }\n}": types.MyContributionsDocument,
    "query PendingContributions {\n  pendingContributions {\n    items {\n      ...ContributionFields\n      viewerCan {\n        approve\n        reject\n      }\n    }\n  }\n}": types.PendingContributionsDocument,
    "mutation RejectContribution($id: ID!) {\n  rejectContribution(id: $id) {\n    id\n    status\n  }\n}": types.RejectContributionDocument,
    "query Districts {\n  districts {\n    code\n    name\n    nameSi\n    nameTa\n    latitude\n    longitude\n    dsDivisions {\n      code\n      name\n      nameSi\n      nameTa\n      latitude\n      longitude\n    }\n  }\n}": types.DistrictsDocument,
    "query GnDivisions($dsDivision: ID!) {\n  gnDivisions(dsDivision: $dsDivision) {\n    code\n    name\n    nameSi\n  }\n}": types.GnDivisionsDocument,
    "query Locate($latitude: Float!, $longitude: Float!) {\n  locate(latitude: $latitude, longitude: $longitude) {\n    method\n    district {\n      code\n      name\n    }\n    dsDivision {\n      code\n      name\n    }\n  }\n}": types.LocateDocument,
    "query AidRequestHistory($aidRequestId: ID!) {\n  aidRequestHistory(aidRequestId: $aidRequestId) {\n    aidRequestId\n    entries {\n      ...HistoryEntryFields\n    }\n  }\n}": types.AidRequestHistoryDocument,
    "fragment HistoryEntryFields on HistoryEntry {\n  at\n  kind\n  action\n  subjectType\n  subjectId\n  actorId\n  actorName\n  actorRole\n  fromStatus\n  toStatus\n  outcome\n  detail\n}\n\nquery AlertHistory($alertId: ID!) {\n  alertHistory(alertId: $alertId) {\n    alertId\n    reports {\n      id\n      description\n      status\n      createdAt\n      verdicts {\n        ...VerificationFields\n        createdAt\n      }\n    }\n    entries {\n      ...HistoryEntryFields\n    }\n  }\n}": types.HistoryEntryFieldsFragmentDoc,
    "query MapBackground {\n  districtBoundaries {\n    code\n    name\n    coordinates\n  }\n  mapConfig {\n    tileUrl\n    attribution\n  }\n}": types.MapBackgroundDocument,
    "query MapOutline($zoom: Int!) {\n  mapOutline(zoom: $zoom) {\n    zoom\n    path\n  }\n}": types.MapOutlineDocument,
    "query MapView($south: Float!, $west: Float!, $north: Float!, $east: Float!, $zoom: Int!) {\n  map(south: $south, west: $west, north: $north, east: $east, zoom: $zoom) {\n    gridZoom\n    rowMin\n    rowMax\n    colMin\n    colMax\n    alerts {\n      total\n      clusters {\n        ...MapClusterFields\n      }\n      markers {\n        ...AlertFields\n        expiresAt\n      }\n    }\n    ongoing {\n      total\n      clusters {\n        ...MapClusterFields\n      }\n      markers {\n        ...AidRequestFields\n      }\n    }\n    delivered {\n      total\n      clusters {\n        ...MapClusterFields\n      }\n      markers {\n        ...AidRequestFields\n      }\n    }\n  }\n}\n\nfragment MapClusterFields on MapCluster {\n  key\n  latitude\n  longitude\n  count\n}": types.MapViewDocument,
    "mutation PlaceAidRequest($id: ID!, $dsDivision: ID!, $gnDivision: ID) {\n  placeAidRequest(id: $id, dsDivision: $dsDivision, gnDivision: $gnDivision) {\n    id\n    placeToConfirm\n    dsDivision {\n      code\n      name\n    }\n  }\n}": types.PlaceAidRequestDocument,
    "mutation PlaceReport($id: ID!, $dsDivision: ID!, $gnDivision: ID) {\n  placeReport(id: $id, dsDivision: $dsDivision, gnDivision: $gnDivision) {\n    id\n    placeToConfirm\n    dsDivision {\n      code\n      name\n    }\n  }\n}": types.PlaceReportDocument,
    "mutation PlaceVolunteer($id: ID!, $dsDivision: ID!) {\n  placeVolunteer(id: $id, dsDivision: $dsDivision) {\n    id\n    placeAsSent\n    dsDivision {\n      code\n      name\n    }\n  }\n}": types.PlaceVolunteerDocument,
    "subscription PlacesToConfirmChanged {\n  placesToConfirmChanged {\n    subject\n    id\n    change\n  }\n}": types.PlacesToConfirmChangedDocument,
    "query PlacesToConfirm {\n  aidRequestsToPlace(first: 200) {\n    items {\n      id\n      requestType\n      status\n      fullName\n      contactNo\n      typeSupport\n      createdAt\n      placeAsSent\n      smsText\n      district {\n        code\n        name\n      }\n    }\n  }\n  reportsToPlace(first: 200) {\n    items {\n      id\n      reporterName\n      contactNo\n      description\n      createdAt\n      placeAsSent\n      district {\n        code\n        name\n      }\n    }\n  }\n  volunteersToPlace(first: 200) {\n    items {\n      id\n      fullName\n      contactNo\n      placeAsSent\n    }\n  }\n}": types.PlacesToConfirmDocument,
    "mutation DismissReport($id: ID!) {\n  dismissReport(id: $id) {\n    id\n    status\n  }\n}": types.DismissReportDocument,
    "fragment PendingReportFields on Report {\n  id\n  reporterName\n  nicNumber\n  contactNo\n  description\n  viaSms\n  smsText\n  dateTime\n  latitude\n  longitude\n  district {\n    code\n    name\n  }\n  dsDivision {\n    code\n    name\n  }\n  image {\n    id\n    url\n    verification {\n      ...VerificationFields\n    }\n  }\n}": types.PendingReportFieldsFragmentDoc,
    "query PendingReports {\n  pendingReports {\n    items {\n      ...PendingReportFields\n    }\n  }\n}": types.PendingReportsDocument,
    "subscription ReportChanged {\n  reportChanged {\n    ...PendingReportFields\n    status\n  }\n}": types.ReportChangedDocument,
    "mutation SubmitOfficerReport($input: SubmitOfficerReportInput!) {\n  submitOfficerReport(input: $input) {\n    id\n  }\n}": types.SubmitOfficerReportDocument,
    "mutation SubmitReport($input: SubmitReportInput!) {\n  submitReport(input: $input) {\n    id\n    status\n  }\n}": types.SubmitReportDocument,
    "mutation AssignSmsPlace($id: ID!, $dsDivision: ID!) {\n  assignSmsPlace(id: $id, dsDivision: $dsDivision) {\n    ...SmsTriageFields\n  }\n}\n\nmutation ReplyToSms($id: ID!, $text: String!, $idempotencyKey: String) {\n  replyToSms(id: $id, text: $text, idempotencyKey: $idempotencyKey) {\n    ...SmsTriageFields\n  }\n}\n\nmutation TurnSmsIntoAidRequest($id: ID!) {\n  turnSmsIntoAidRequest(id: $id) {\n    ...SmsTriageFields\n  }\n}\n\nmutation TurnSmsIntoReport($id: ID!) {\n  turnSmsIntoReport(id: $id) {\n    ...SmsTriageFields\n  }\n}": types.AssignSmsPlaceDocument,
    "subscription SmsTriageChanged {\n  smsTriageChanged {\n    ...SmsTriageFields\n  }\n}": types.SmsTriageChangedDocument,
    "fragment SmsTriageFields on SmsTriageItem {\n  id\n  receivedAt\n  text\n  sender\n  state\n  resultKind\n  resultId\n  district {\n    code\n    name\n  }\n  dsDivision {\n    code\n    name\n  }\n  replies {\n    text\n    parts\n    state\n    byOfficer\n    createdAt\n  }\n}": types.SmsTriageFieldsFragmentDoc,
    "query SmsTriage {\n  smsTriage(first: 200) {\n    items {\n      ...SmsTriageFields\n    }\n  }\n}": types.SmsTriageDocument,
    "subscription CountersChanged {\n  countersChanged {\n    activeVolunteers\n    alertsSent\n    aidRequested\n  }\n}": types.CountersChangedDocument,
    "query Counters {\n  counters {\n    activeVolunteers\n    alertsSent\n    aidRequested\n  }\n}": types.CountersDocument,
    "query DistrictOverview {\n  districtOverview {\n    activeAlerts\n    activeMembers\n  }\n}": types.DistrictOverviewDocument,
    "query DsCounts {\n  pendingAidRequestCount\n  pendingContributionCount\n}": types.DsCountsDocument,
    "query DsOfficeContacts {\n  dsOfficeContacts {\n    contactNo\n    dsDivision {\n      code\n    }\n  }\n}": types.DsOfficeContactsDocument,
    "fragment VerificationFields on ImageVerification {\n  id\n  verdict\n  confidence\n  matchScore\n  analysis\n  flags\n  recommendation\n  provider\n}": types.VerificationFieldsFragmentDoc,
    "mutation VerifyImage($imageId: ID!, $minConfidence: Int) {\n  verifyImage(imageId: $imageId, minConfidence: $minConfidence) {\n    ...VerificationFields\n  }\n}": types.VerifyImageDocument,
    "mutation VerifyReportImage($reportId: ID!, $minConfidence: Int) {\n  verifyReportImage(reportId: $reportId, minConfidence: $minConfidence) {\n    ...VerificationFields\n  }\n}": types.VerifyReportImageDocument,
    "query DistrictVolunteers {\n  districtVolunteers {\n    items {\n      ...VolunteerFields\n    }\n  }\n}": types.DistrictVolunteersDocument,
    "query DivisionVolunteers {\n  divisionVolunteers {\n    items {\n      ...VolunteerFields\n    }\n  }\n}": types.DivisionVolunteersDocument,
    "mutation SetAvailability($available: Boolean!) {\n  setAvailability(available: $available) {\n    ...UserFields\n  }\n}": types.SetAvailabilityDocument,
    "fragment VolunteerFields on Volunteer {\n  id\n  fullName\n  email\n  contactNo\n  available\n  district {\n    code\n    name\n  }\n  dsDivision {\n    code\n    name\n  }\n}": types.VolunteerFieldsFragmentDoc,
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
export function graphql(source: "mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n  changePassword(currentPassword: $currentPassword, newPassword: $newPassword)\n}"): (typeof documents)["mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n  changePassword(currentPassword: $currentPassword, newPassword: $newPassword)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Login($userId: Int!, $password: String!, $role: Role!) {\n  login(userId: $userId, password: $password, role: $role) {\n    expiresAt\n    user {\n      ...UserFields\n    }\n  }\n}"): (typeof documents)["mutation Login($userId: Int!, $password: String!, $role: Role!) {\n  login(userId: $userId, password: $password, role: $role) {\n    expiresAt\n    user {\n      ...UserFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Logout {\n  logout\n}"): (typeof documents)["mutation Logout {\n  logout\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Me {\n  me {\n    ...UserFields\n  }\n}"): (typeof documents)["query Me {\n  me {\n    ...UserFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MyOfficeContact {\n  myOfficeContact\n}"): (typeof documents)["query MyOfficeContact {\n  myOfficeContact\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SignupVolunteer($input: SignupVolunteerInput!) {\n  signupVolunteer(input: $input) {\n    id\n    userId\n  }\n}"): (typeof documents)["mutation SignupVolunteer($input: SignupVolunteerInput!) {\n  signupVolunteer(input: $input) {\n    id\n    userId\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateMySettings($contactNo: String, $notificationPreference: NotificationPreference) {\n  updateMySettings(\n    contactNo: $contactNo\n    notificationPreference: $notificationPreference\n  ) {\n    ...UserFields\n  }\n}"): (typeof documents)["mutation UpdateMySettings($contactNo: String, $notificationPreference: NotificationPreference) {\n  updateMySettings(\n    contactNo: $contactNo\n    notificationPreference: $notificationPreference\n  ) {\n    ...UserFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateOfficeContact($contactNo: String!) {\n  updateOfficeContact(contactNo: $contactNo)\n}"): (typeof documents)["mutation UpdateOfficeContact($contactNo: String!) {\n  updateOfficeContact(contactNo: $contactNo)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment UserFields on User {\n  id\n  role\n  fullName\n  email\n  contactNo\n  available\n  notificationPreference\n  district {\n    code\n    name\n  }\n  dsDivision {\n    code\n    name\n  }\n}"): (typeof documents)["fragment UserFields on User {\n  id\n  role\n  fullName\n  email\n  contactNo\n  available\n  notificationPreference\n  district {\n    code\n    name\n  }\n  dsDivision {\n    code\n    name\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WebPushPublicKey {\n  webPushPublicKey\n}\n\nmutation PushSubscribe($subscription: PushSubscriptionInput!) {\n  pushSubscribe(subscription: $subscription)\n}"): (typeof documents)["query WebPushPublicKey {\n  webPushPublicKey\n}\n\nmutation PushSubscribe($subscription: PushSubscriptionInput!) {\n  pushSubscribe(subscription: $subscription)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription AidRequestChanged {\n  aidRequestChanged {\n    ...AidRequestFields\n  }\n}"): (typeof documents)["subscription AidRequestChanged {\n  aidRequestChanged {\n    ...AidRequestFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment DuplicateSide on AidRequest {\n  id\n  status\n  fullName\n  nicNumber\n  contactNo\n  familySize\n  typeSupport\n  dateTime\n  description\n  createdAt\n  latitude\n  longitude\n}\n\nquery AidRequestDuplicates {\n  aidRequestDuplicates {\n    items {\n      id\n      reasons\n      request {\n        ...DuplicateSide\n      }\n      other {\n        ...DuplicateSide\n      }\n    }\n  }\n}\n\nmutation MergeAidRequest($duplicateId: ID!, $intoId: ID!) {\n  mergeAidRequest(duplicateId: $duplicateId, intoId: $intoId) {\n    id\n    status\n    mergedIntoId\n  }\n}\n\nmutation MarkNotDuplicate($pairId: ID!) {\n  markNotDuplicate(pairId: $pairId) {\n    id\n    state\n  }\n}"): (typeof documents)["fragment DuplicateSide on AidRequest {\n  id\n  status\n  fullName\n  nicNumber\n  contactNo\n  familySize\n  typeSupport\n  dateTime\n  description\n  createdAt\n  latitude\n  longitude\n}\n\nquery AidRequestDuplicates {\n  aidRequestDuplicates {\n    items {\n      id\n      reasons\n      request {\n        ...DuplicateSide\n      }\n      other {\n        ...DuplicateSide\n      }\n    }\n  }\n}\n\nmutation MergeAidRequest($duplicateId: ID!, $intoId: ID!) {\n  mergeAidRequest(duplicateId: $duplicateId, intoId: $intoId) {\n    id\n    status\n    mergedIntoId\n  }\n}\n\nmutation MarkNotDuplicate($pairId: ID!) {\n  markNotDuplicate(pairId: $pairId) {\n    id\n    state\n  }\n}"];
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
export function graphql(source: "mutation CreateAidRequest($input: CreateAidRequestInput!) {\n  createAidRequest(input: $input) {\n    id\n    status\n  }\n}"): (typeof documents)["mutation CreateAidRequest($input: CreateAidRequestInput!) {\n  createAidRequest(input: $input) {\n    id\n    status\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ApproveAidRequest($id: ID!) {\n  approveAidRequest(id: $id) {\n    id\n    status\n  }\n}"): (typeof documents)["mutation ApproveAidRequest($id: ID!) {\n  approveAidRequest(id: $id) {\n    id\n    status\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription DistrictAidRequestChanged {\n  aidRequestChanged {\n    ...AidRequestFields\n    dateTime\n    viaSms\n    smsText\n  }\n}"): (typeof documents)["subscription DistrictAidRequestChanged {\n  aidRequestChanged {\n    ...AidRequestFields\n    dateTime\n    viaSms\n    smsText\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DistrictAidRequests($fulfilled: Boolean!) {\n  districtAidRequests(fulfilled: $fulfilled) {\n    postDisaster {\n      items {\n        ...AidRequestFields\n        dateTime\n        viaSms\n        smsText\n      }\n    }\n    emergency {\n      items {\n        ...AidRequestFields\n        dateTime\n        viaSms\n        smsText\n      }\n    }\n  }\n}"): (typeof documents)["query DistrictAidRequests($fulfilled: Boolean!) {\n  districtAidRequests(fulfilled: $fulfilled) {\n    postDisaster {\n      items {\n        ...AidRequestFields\n        dateTime\n        viaSms\n        smsText\n      }\n    }\n    emergency {\n      items {\n        ...AidRequestFields\n        dateTime\n        viaSms\n        smsText\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription DivisionAidRequestChanged {\n  aidRequestChanged {\n    ...AidRequestFields\n    viaSms\n    smsText\n    viewerCan {\n      markDelivered\n    }\n  }\n}"): (typeof documents)["subscription DivisionAidRequestChanged {\n  aidRequestChanged {\n    ...AidRequestFields\n    viaSms\n    smsText\n    viewerCan {\n      markDelivered\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DivisionOngoingAidRequests($filter: AidRequestFilter, $offset: Int!, $first: Int) {\n  ongoingAidRequests(filter: $filter, offset: $offset, first: $first) {\n    totalCount\n    items {\n      ...AidRequestFields\n      viaSms\n      smsText\n      viewerCan {\n        markDelivered\n      }\n    }\n  }\n}"): (typeof documents)["query DivisionOngoingAidRequests($filter: AidRequestFilter, $offset: Int!, $first: Int) {\n  ongoingAidRequests(filter: $filter, offset: $offset, first: $first) {\n    totalCount\n    items {\n      ...AidRequestFields\n      viaSms\n      smsText\n      viewerCan {\n        markDelivered\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MarkAidRequestDelivered($id: ID!) {\n  markAidRequestDelivered(id: $id) {\n    id\n    status\n  }\n}"): (typeof documents)["mutation MarkAidRequestDelivered($id: ID!) {\n  markAidRequestDelivered(id: $id) {\n    id\n    status\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query OngoingAidRequests($filter: AidRequestFilter, $offset: Int!, $first: Int) {\n  ongoingAidRequests(filter: $filter, offset: $offset, first: $first) {\n    totalCount\n    items {\n      ...AidRequestFields\n    }\n  }\n}"): (typeof documents)["query OngoingAidRequests($filter: AidRequestFilter, $offset: Int!, $first: Int) {\n  ongoingAidRequests(filter: $filter, offset: $offset, first: $first) {\n    totalCount\n    items {\n      ...AidRequestFields\n    }\n  }\n}"];
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
export function graphql(source: "query PendingAidRequests {\n  pendingAidRequests {\n    items {\n      ...PendingAidRequestFields\n    }\n  }\n}"): (typeof documents)["query PendingAidRequests {\n  pendingAidRequests {\n    items {\n      ...PendingAidRequestFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RejectAidRequest($id: ID!) {\n  rejectAidRequest(id: $id) {\n    id\n    status\n  }\n}"): (typeof documents)["mutation RejectAidRequest($id: ID!) {\n  rejectAidRequest(id: $id) {\n    id\n    status\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query VolunteerAidRequests($requestType: AidRequestType!) {\n  volunteerAidRequests(requestType: $requestType) {\n    items {\n      ...AidRequestFields\n      description\n      familySize\n      dateTime\n      viewerCan {\n        contribute\n      }\n    }\n  }\n}"): (typeof documents)["query VolunteerAidRequests($requestType: AidRequestType!) {\n  volunteerAidRequests(requestType: $requestType) {\n    items {\n      ...AidRequestFields\n      description\n      familySize\n      dateTime\n      viewerCan {\n        contribute\n      }\n    }\n  }\n}"];
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
export function graphql(source: "query AlertSmsDeliveries($alertId: ID!) {\n  alertSmsDeliveries(alertId: $alertId) {\n    queued\n    sent\n    delivered\n    failed\n  }\n}"): (typeof documents)["query AlertSmsDeliveries($alertId: ID!) {\n  alertSmsDeliveries(alertId: $alertId) {\n    queued\n    sent\n    delivered\n    failed\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AlertSmsPreview($input: SmsPreviewInput!) {\n  alertSmsPreview(input: $input) {\n    language\n    text\n    encoding\n    length\n    parts\n  }\n}"): (typeof documents)["query AlertSmsPreview($input: SmsPreviewInput!) {\n  alertSmsPreview(input: $input) {\n    language\n    text\n    encoding\n    length\n    parts\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AlertSmsReach($input: SmsPreviewInput!) {\n  alertSmsReach(input: $input) {\n    recipients\n    totalParts\n    languages {\n      language\n      recipients\n      parts\n      totalParts\n    }\n  }\n}"): (typeof documents)["query AlertSmsReach($input: SmsPreviewInput!) {\n  alertSmsReach(input: $input) {\n    recipients\n    totalParts\n    languages {\n      language\n      recipients\n      parts\n      totalParts\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription AlertToResolveChanged {\n  alertChanged {\n    ...AlertFields\n    viewerCan {\n      resolve\n    }\n  }\n}"): (typeof documents)["subscription AlertToResolveChanged {\n  alertChanged {\n    ...AlertFields\n    viewerCan {\n      resolve\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AlertWebhookDeliveries($alertId: ID!) {\n  alertWebhookDeliveries(alertId: $alertId) {\n    id\n    receiver\n    msgType\n    state\n    deliveredAt\n    nextAttemptAt\n    attempts {\n      number\n      startedAt\n      durationMs\n      statusCode\n      error\n    }\n  }\n}"): (typeof documents)["query AlertWebhookDeliveries($alertId: ID!) {\n  alertWebhookDeliveries(alertId: $alertId) {\n    id\n    receiver\n    msgType\n    state\n    deliveredAt\n    nextAttemptAt\n    attempts {\n      number\n      startedAt\n      durationMs\n      statusCode\n      error\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AlertsToResolve {\n  alertsToResolve {\n    items {\n      ...AlertFields\n      viewerCan {\n        resolve\n      }\n    }\n  }\n}"): (typeof documents)["query AlertsToResolve {\n  alertsToResolve {\n    items {\n      ...AlertFields\n      viewerCan {\n        resolve\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Alerts($filter: AlertFilter) {\n  alerts(filter: $filter) {\n    items {\n      ...AlertFields\n    }\n  }\n}"): (typeof documents)["query Alerts($filter: AlertFilter) {\n  alerts(filter: $filter) {\n    items {\n      ...AlertFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateAlert($input: CreateAlertInput!) {\n  createAlert(input: $input) {\n    ...AlertFields\n    images {\n      id\n      url\n    }\n  }\n}"): (typeof documents)["mutation CreateAlert($input: CreateAlertInput!) {\n  createAlert(input: $input) {\n    ...AlertFields\n    images {\n      id\n      url\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DistrictAlerts {\n  districtAlerts {\n    items {\n      ...AlertFields\n      dsDivisions {\n        code\n        name\n      }\n    }\n  }\n}"): (typeof documents)["query DistrictAlerts {\n  districtAlerts {\n    items {\n      ...AlertFields\n      dsDivisions {\n        code\n        name\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ResolveAlert($id: ID!) {\n  resolveAlert(id: $id) {\n    id\n    status\n  }\n}"): (typeof documents)["mutation ResolveAlert($id: ID!) {\n  resolveAlert(id: $id) {\n    id\n    status\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RecentActivity {\n  recentActivity(first: 15) {\n    items {\n      id\n      action\n      subjectType\n      subjectId\n      actorName\n      at\n    }\n  }\n}"): (typeof documents)["query RecentActivity {\n  recentActivity(first: 15) {\n    items {\n      id\n      action\n      subjectType\n      subjectId\n      actorName\n      at\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AddContribution($input: AddContributionInput!) {\n  addContribution(input: $input) {\n    ...ContributionFields\n  }\n}"): (typeof documents)["mutation AddContribution($input: AddContributionInput!) {\n  addContribution(input: $input) {\n    ...ContributionFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ApproveContribution($id: ID!) {\n  approveContribution(id: $id) {\n    id\n    status\n  }\n}"): (typeof documents)["mutation ApproveContribution($id: ID!) {\n  approveContribution(id: $id) {\n    id\n    status\n  }\n}"];
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
export function graphql(source: "query MyContributionSummary {\n  myContributionSummary {\n    total\n    approved\n    latestType\n    rank\n  }\n}"): (typeof documents)["query MyContributionSummary {\n  myContributionSummary {\n    total\n    approved\n    latestType\n    rank\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MyContributions($filter: MyContributionsFilter) {\n  myContributions(filter: $filter) {\n    items {\n      ...ContributionFields\n    }\n  }\n}"): (typeof documents)["query MyContributions($filter: MyContributionsFilter) {\n  myContributions(filter: $filter) {\n    items {\n      ...ContributionFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PendingContributions {\n  pendingContributions {\n    items {\n      ...ContributionFields\n      viewerCan {\n        approve\n        reject\n      }\n    }\n  }\n}"): (typeof documents)["query PendingContributions {\n  pendingContributions {\n    items {\n      ...ContributionFields\n      viewerCan {\n        approve\n        reject\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RejectContribution($id: ID!) {\n  rejectContribution(id: $id) {\n    id\n    status\n  }\n}"): (typeof documents)["mutation RejectContribution($id: ID!) {\n  rejectContribution(id: $id) {\n    id\n    status\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Districts {\n  districts {\n    code\n    name\n    nameSi\n    nameTa\n    latitude\n    longitude\n    dsDivisions {\n      code\n      name\n      nameSi\n      nameTa\n      latitude\n      longitude\n    }\n  }\n}"): (typeof documents)["query Districts {\n  districts {\n    code\n    name\n    nameSi\n    nameTa\n    latitude\n    longitude\n    dsDivisions {\n      code\n      name\n      nameSi\n      nameTa\n      latitude\n      longitude\n    }\n  }\n}"];
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
export function graphql(source: "query AidRequestHistory($aidRequestId: ID!) {\n  aidRequestHistory(aidRequestId: $aidRequestId) {\n    aidRequestId\n    entries {\n      ...HistoryEntryFields\n    }\n  }\n}"): (typeof documents)["query AidRequestHistory($aidRequestId: ID!) {\n  aidRequestHistory(aidRequestId: $aidRequestId) {\n    aidRequestId\n    entries {\n      ...HistoryEntryFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment HistoryEntryFields on HistoryEntry {\n  at\n  kind\n  action\n  subjectType\n  subjectId\n  actorId\n  actorName\n  actorRole\n  fromStatus\n  toStatus\n  outcome\n  detail\n}\n\nquery AlertHistory($alertId: ID!) {\n  alertHistory(alertId: $alertId) {\n    alertId\n    reports {\n      id\n      description\n      status\n      createdAt\n      verdicts {\n        ...VerificationFields\n        createdAt\n      }\n    }\n    entries {\n      ...HistoryEntryFields\n    }\n  }\n}"): (typeof documents)["fragment HistoryEntryFields on HistoryEntry {\n  at\n  kind\n  action\n  subjectType\n  subjectId\n  actorId\n  actorName\n  actorRole\n  fromStatus\n  toStatus\n  outcome\n  detail\n}\n\nquery AlertHistory($alertId: ID!) {\n  alertHistory(alertId: $alertId) {\n    alertId\n    reports {\n      id\n      description\n      status\n      createdAt\n      verdicts {\n        ...VerificationFields\n        createdAt\n      }\n    }\n    entries {\n      ...HistoryEntryFields\n    }\n  }\n}"];
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
export function graphql(source: "query MapView($south: Float!, $west: Float!, $north: Float!, $east: Float!, $zoom: Int!) {\n  map(south: $south, west: $west, north: $north, east: $east, zoom: $zoom) {\n    gridZoom\n    rowMin\n    rowMax\n    colMin\n    colMax\n    alerts {\n      total\n      clusters {\n        ...MapClusterFields\n      }\n      markers {\n        ...AlertFields\n        expiresAt\n      }\n    }\n    ongoing {\n      total\n      clusters {\n        ...MapClusterFields\n      }\n      markers {\n        ...AidRequestFields\n      }\n    }\n    delivered {\n      total\n      clusters {\n        ...MapClusterFields\n      }\n      markers {\n        ...AidRequestFields\n      }\n    }\n  }\n}\n\nfragment MapClusterFields on MapCluster {\n  key\n  latitude\n  longitude\n  count\n}"): (typeof documents)["query MapView($south: Float!, $west: Float!, $north: Float!, $east: Float!, $zoom: Int!) {\n  map(south: $south, west: $west, north: $north, east: $east, zoom: $zoom) {\n    gridZoom\n    rowMin\n    rowMax\n    colMin\n    colMax\n    alerts {\n      total\n      clusters {\n        ...MapClusterFields\n      }\n      markers {\n        ...AlertFields\n        expiresAt\n      }\n    }\n    ongoing {\n      total\n      clusters {\n        ...MapClusterFields\n      }\n      markers {\n        ...AidRequestFields\n      }\n    }\n    delivered {\n      total\n      clusters {\n        ...MapClusterFields\n      }\n      markers {\n        ...AidRequestFields\n      }\n    }\n  }\n}\n\nfragment MapClusterFields on MapCluster {\n  key\n  latitude\n  longitude\n  count\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PlaceAidRequest($id: ID!, $dsDivision: ID!, $gnDivision: ID) {\n  placeAidRequest(id: $id, dsDivision: $dsDivision, gnDivision: $gnDivision) {\n    id\n    placeToConfirm\n    dsDivision {\n      code\n      name\n    }\n  }\n}"): (typeof documents)["mutation PlaceAidRequest($id: ID!, $dsDivision: ID!, $gnDivision: ID) {\n  placeAidRequest(id: $id, dsDivision: $dsDivision, gnDivision: $gnDivision) {\n    id\n    placeToConfirm\n    dsDivision {\n      code\n      name\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PlaceReport($id: ID!, $dsDivision: ID!, $gnDivision: ID) {\n  placeReport(id: $id, dsDivision: $dsDivision, gnDivision: $gnDivision) {\n    id\n    placeToConfirm\n    dsDivision {\n      code\n      name\n    }\n  }\n}"): (typeof documents)["mutation PlaceReport($id: ID!, $dsDivision: ID!, $gnDivision: ID) {\n  placeReport(id: $id, dsDivision: $dsDivision, gnDivision: $gnDivision) {\n    id\n    placeToConfirm\n    dsDivision {\n      code\n      name\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PlaceVolunteer($id: ID!, $dsDivision: ID!) {\n  placeVolunteer(id: $id, dsDivision: $dsDivision) {\n    id\n    placeAsSent\n    dsDivision {\n      code\n      name\n    }\n  }\n}"): (typeof documents)["mutation PlaceVolunteer($id: ID!, $dsDivision: ID!) {\n  placeVolunteer(id: $id, dsDivision: $dsDivision) {\n    id\n    placeAsSent\n    dsDivision {\n      code\n      name\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription PlacesToConfirmChanged {\n  placesToConfirmChanged {\n    subject\n    id\n    change\n  }\n}"): (typeof documents)["subscription PlacesToConfirmChanged {\n  placesToConfirmChanged {\n    subject\n    id\n    change\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PlacesToConfirm {\n  aidRequestsToPlace(first: 200) {\n    items {\n      id\n      requestType\n      status\n      fullName\n      contactNo\n      typeSupport\n      createdAt\n      placeAsSent\n      smsText\n      district {\n        code\n        name\n      }\n    }\n  }\n  reportsToPlace(first: 200) {\n    items {\n      id\n      reporterName\n      contactNo\n      description\n      createdAt\n      placeAsSent\n      district {\n        code\n        name\n      }\n    }\n  }\n  volunteersToPlace(first: 200) {\n    items {\n      id\n      fullName\n      contactNo\n      placeAsSent\n    }\n  }\n}"): (typeof documents)["query PlacesToConfirm {\n  aidRequestsToPlace(first: 200) {\n    items {\n      id\n      requestType\n      status\n      fullName\n      contactNo\n      typeSupport\n      createdAt\n      placeAsSent\n      smsText\n      district {\n        code\n        name\n      }\n    }\n  }\n  reportsToPlace(first: 200) {\n    items {\n      id\n      reporterName\n      contactNo\n      description\n      createdAt\n      placeAsSent\n      district {\n        code\n        name\n      }\n    }\n  }\n  volunteersToPlace(first: 200) {\n    items {\n      id\n      fullName\n      contactNo\n      placeAsSent\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DismissReport($id: ID!) {\n  dismissReport(id: $id) {\n    id\n    status\n  }\n}"): (typeof documents)["mutation DismissReport($id: ID!) {\n  dismissReport(id: $id) {\n    id\n    status\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment PendingReportFields on Report {\n  id\n  reporterName\n  nicNumber\n  contactNo\n  description\n  viaSms\n  smsText\n  dateTime\n  latitude\n  longitude\n  district {\n    code\n    name\n  }\n  dsDivision {\n    code\n    name\n  }\n  image {\n    id\n    url\n    verification {\n      ...VerificationFields\n    }\n  }\n}"): (typeof documents)["fragment PendingReportFields on Report {\n  id\n  reporterName\n  nicNumber\n  contactNo\n  description\n  viaSms\n  smsText\n  dateTime\n  latitude\n  longitude\n  district {\n    code\n    name\n  }\n  dsDivision {\n    code\n    name\n  }\n  image {\n    id\n    url\n    verification {\n      ...VerificationFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PendingReports {\n  pendingReports {\n    items {\n      ...PendingReportFields\n    }\n  }\n}"): (typeof documents)["query PendingReports {\n  pendingReports {\n    items {\n      ...PendingReportFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription ReportChanged {\n  reportChanged {\n    ...PendingReportFields\n    status\n  }\n}"): (typeof documents)["subscription ReportChanged {\n  reportChanged {\n    ...PendingReportFields\n    status\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SubmitOfficerReport($input: SubmitOfficerReportInput!) {\n  submitOfficerReport(input: $input) {\n    id\n  }\n}"): (typeof documents)["mutation SubmitOfficerReport($input: SubmitOfficerReportInput!) {\n  submitOfficerReport(input: $input) {\n    id\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SubmitReport($input: SubmitReportInput!) {\n  submitReport(input: $input) {\n    id\n    status\n  }\n}"): (typeof documents)["mutation SubmitReport($input: SubmitReportInput!) {\n  submitReport(input: $input) {\n    id\n    status\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AssignSmsPlace($id: ID!, $dsDivision: ID!) {\n  assignSmsPlace(id: $id, dsDivision: $dsDivision) {\n    ...SmsTriageFields\n  }\n}\n\nmutation ReplyToSms($id: ID!, $text: String!, $idempotencyKey: String) {\n  replyToSms(id: $id, text: $text, idempotencyKey: $idempotencyKey) {\n    ...SmsTriageFields\n  }\n}\n\nmutation TurnSmsIntoAidRequest($id: ID!) {\n  turnSmsIntoAidRequest(id: $id) {\n    ...SmsTriageFields\n  }\n}\n\nmutation TurnSmsIntoReport($id: ID!) {\n  turnSmsIntoReport(id: $id) {\n    ...SmsTriageFields\n  }\n}"): (typeof documents)["mutation AssignSmsPlace($id: ID!, $dsDivision: ID!) {\n  assignSmsPlace(id: $id, dsDivision: $dsDivision) {\n    ...SmsTriageFields\n  }\n}\n\nmutation ReplyToSms($id: ID!, $text: String!, $idempotencyKey: String) {\n  replyToSms(id: $id, text: $text, idempotencyKey: $idempotencyKey) {\n    ...SmsTriageFields\n  }\n}\n\nmutation TurnSmsIntoAidRequest($id: ID!) {\n  turnSmsIntoAidRequest(id: $id) {\n    ...SmsTriageFields\n  }\n}\n\nmutation TurnSmsIntoReport($id: ID!) {\n  turnSmsIntoReport(id: $id) {\n    ...SmsTriageFields\n  }\n}"];
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
export function graphql(source: "query SmsTriage {\n  smsTriage(first: 200) {\n    items {\n      ...SmsTriageFields\n    }\n  }\n}"): (typeof documents)["query SmsTriage {\n  smsTriage(first: 200) {\n    items {\n      ...SmsTriageFields\n    }\n  }\n}"];
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
export function graphql(source: "query DistrictOverview {\n  districtOverview {\n    activeAlerts\n    activeMembers\n  }\n}"): (typeof documents)["query DistrictOverview {\n  districtOverview {\n    activeAlerts\n    activeMembers\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DsCounts {\n  pendingAidRequestCount\n  pendingContributionCount\n}"): (typeof documents)["query DsCounts {\n  pendingAidRequestCount\n  pendingContributionCount\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DsOfficeContacts {\n  dsOfficeContacts {\n    contactNo\n    dsDivision {\n      code\n    }\n  }\n}"): (typeof documents)["query DsOfficeContacts {\n  dsOfficeContacts {\n    contactNo\n    dsDivision {\n      code\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment VerificationFields on ImageVerification {\n  id\n  verdict\n  confidence\n  matchScore\n  analysis\n  flags\n  recommendation\n  provider\n}"): (typeof documents)["fragment VerificationFields on ImageVerification {\n  id\n  verdict\n  confidence\n  matchScore\n  analysis\n  flags\n  recommendation\n  provider\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation VerifyImage($imageId: ID!, $minConfidence: Int) {\n  verifyImage(imageId: $imageId, minConfidence: $minConfidence) {\n    ...VerificationFields\n  }\n}"): (typeof documents)["mutation VerifyImage($imageId: ID!, $minConfidence: Int) {\n  verifyImage(imageId: $imageId, minConfidence: $minConfidence) {\n    ...VerificationFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation VerifyReportImage($reportId: ID!, $minConfidence: Int) {\n  verifyReportImage(reportId: $reportId, minConfidence: $minConfidence) {\n    ...VerificationFields\n  }\n}"): (typeof documents)["mutation VerifyReportImage($reportId: ID!, $minConfidence: Int) {\n  verifyReportImage(reportId: $reportId, minConfidence: $minConfidence) {\n    ...VerificationFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DistrictVolunteers {\n  districtVolunteers {\n    items {\n      ...VolunteerFields\n    }\n  }\n}"): (typeof documents)["query DistrictVolunteers {\n  districtVolunteers {\n    items {\n      ...VolunteerFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DivisionVolunteers {\n  divisionVolunteers {\n    items {\n      ...VolunteerFields\n    }\n  }\n}"): (typeof documents)["query DivisionVolunteers {\n  divisionVolunteers {\n    items {\n      ...VolunteerFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SetAvailability($available: Boolean!) {\n  setAvailability(available: $available) {\n    ...UserFields\n  }\n}"): (typeof documents)["mutation SetAvailability($available: Boolean!) {\n  setAvailability(available: $available) {\n    ...UserFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment VolunteerFields on Volunteer {\n  id\n  fullName\n  email\n  contactNo\n  available\n  district {\n    code\n    name\n  }\n  dsDivision {\n    code\n    name\n  }\n}"): (typeof documents)["fragment VolunteerFields on Volunteer {\n  id\n  fullName\n  email\n  contactNo\n  available\n  district {\n    code\n    name\n  }\n  dsDivision {\n    code\n    name\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;