import { AidRequestStatus, AidRequestType } from './aid-request.entity.js';

/** The seeds' value strings of aid requests on the REST layer (D2). */
export const AidRequestRest = {
  status: {
    [AidRequestStatus.PENDING]: 'Pending',
    [AidRequestStatus.APPROVED]: 'Approved',
    [AidRequestStatus.REJECTED]: 'Rejected',
    [AidRequestStatus.DELIVERED]: 'Delivered',
    [AidRequestStatus.MERGED]: 'Merged',
  } as Record<AidRequestStatus, string>,
  requestType: { [AidRequestType.EMERGENCY]: 'Emergency', [AidRequestType.POST_DISASTER]: 'postDisaster' } as Record<
    AidRequestType,
    string
  >,
};

/** The seed's request_type: Emergency or postDisaster, compared case-insensitively. */
export function requestTypeFromRest(value: unknown): AidRequestType | undefined {
  if (typeof value !== 'string') return undefined;
  const folded = value
    .trim()
    .toLowerCase()
    .replace(/[\s_-]/g, '');
  if (folded === 'emergency') return AidRequestType.EMERGENCY;
  if (folded === 'postdisaster') return AidRequestType.POST_DISASTER;
  return undefined;
}
