import type { EntityManager } from '@mikro-orm/postgresql';
import { distance } from 'fastest-levenshtein';
import {
  DESCRIPTION_SIMILARITY,
  DESCRIPTION_WINDOW_HOURS,
  NEARBY_METRES,
  foldedDescription,
  type DuplicateReason,
} from '../../../../shared/duplicate-rules.js';
import { metresBetween } from '../../../../shared/distance.js';
import { AidRequestType, type AidRequest } from '../aid-request.entity.js';

/** Candidates read per new request: detection stays one bounded, indexed query however busy the division is. */
const MAX_CANDIDATES = 200;

interface Candidate {
  id: number;
  request_type: string;
  contact_no: string;
  nic_number: string | null;
  name_key: string | null;
  latitude: number;
  longitude: number;
  description: string;
  created_at: Date;
}

const COLUMNS = 'id, request_type, contact_no, nic_number, name_key, latitude, longitude, description, created_at';
const OPEN_IN_DIVISION = `ds_division_code = ? and status in ('PENDING', 'APPROVED') and id <> ?`;
// Two bounded reads: the same phone, NIC or name key however old (indexed), and the recent window for descriptions.
// One OR under one limit let a busy division's recent requests crowd out an older exact match.
const CANDIDATES = `(select ${COLUMNS} from aid_requests where ${OPEN_IN_DIVISION} and (contact_no = ? or nic_number = ? or name_key = ?)
    order by id desc limit ${MAX_CANDIDATES})
  union
  (select ${COLUMNS} from aid_requests where ${OPEN_IN_DIVISION} and request_type = 'POST_DISASTER' and created_at > ?
    order by id desc limit ${MAX_CANDIDATES})
  order by id desc`;

export function similarity(a: string, b: string): number {
  const longest = Math.max(a.length, b.length);
  return longest === 0 ? 0 : 1 - distance(a, b) / longest;
}

const bothWritten = (request: AidRequest, other: Candidate) =>
  request.requestType === AidRequestType.POST_DISASTER && other.request_type === AidRequestType.POST_DISASTER;

/** Why `other` looks like a duplicate of `request`: the rules of shared/duplicate-rules.ts (empty when it does not). */
export function reasonsFor(request: AidRequest, other: Candidate, windowStart: Date): DuplicateReason[] {
  const reasons: DuplicateReason[] = [];
  if (other.contact_no === request.contactNo) reasons.push('SAME_PHONE');
  if (request.nicNumber && other.nic_number === request.nicNumber) reasons.push('SAME_NIC');
  if (request.nameKey && other.name_key === request.nameKey && metresBetween(request, other) <= NEARBY_METRES)
    reasons.push('SAME_NAME_NEARBY');
  // Only descriptions people wrote: every emergency request carries the same fixed text.
  if (
    bothWritten(request, other) &&
    new Date(other.created_at) > windowStart &&
    similarity(foldedDescription(request.description), foldedDescription(other.description)) >= DESCRIPTION_SIMILARITY
  )
    reasons.push('SIMILAR_DESCRIPTION');
  return reasons;
}

/**
 * Flags the division's open requests that look like the new one, in its transaction. Only stores pairs: the request
 * itself is never refused or changed (one phone may ask for several families; an officer decides).
 */
export async function flagDuplicates(tx: EntityManager, request: AidRequest): Promise<number> {
  // A request whose place is to confirm is compared once an officer places it.
  if (!request.dsDivision) return 0;
  const windowStart = new Date(request.createdAt.getTime() - DESCRIPTION_WINDOW_HOURS * 3_600_000);
  const division = request.dsDivision.code;
  const rows = await tx.execute<Candidate[]>(CANDIDATES, [
    division,
    request.id,
    request.contactNo,
    request.nicNumber ?? null,
    request.nameKey ?? null,
    division,
    request.id,
    windowStart,
  ]);
  const pairs = rows
    .map((other) => ({ other, reasons: reasonsFor(request, other, windowStart) }))
    .filter((p) => p.reasons.length > 0);
  if (pairs.length === 0) return 0;
  // One statement for all pairs: a submission's transaction makes one round trip, however many it matched.
  await tx.execute(
    `insert into aid_request_duplicates (request_id, other_id, ds_division_code, reasons, state, created_at)
     select ?, other_id, ?, string_to_array(reasons, '+'), 'OPEN', now() from unnest(?::int[], ?::text[]) as p(other_id, reasons)
     on conflict do nothing`,
    [
      request.id,
      division,
      `{${pairs.map((p) => p.other.id).join(',')}}`,
      `{${pairs.map((p) => p.reasons.join('+')).join(',')}}`,
    ],
  );
  return pairs.length;
}
