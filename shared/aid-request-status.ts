/** The aid-request statuses anyone may see (D13): approved ("ongoing") and delivered ("fulfilled"). */
export const PUBLIC_AID_REQUEST_STATUSES = ['APPROVED', 'DELIVERED'] as const;

export type PublicAidRequestStatus = (typeof PUBLIC_AID_REQUEST_STATUSES)[number];

export const isPublicAidRequestStatus = (status: string): status is PublicAidRequestStatus =>
  (PUBLIC_AID_REQUEST_STATUSES as readonly string[]).includes(status);
