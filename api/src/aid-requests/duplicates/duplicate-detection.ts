import type { EntityManager } from '@mikro-orm/postgresql';
import { distance } from 'fastest-levenshtein';
import { DESCRIPTION_SIMILARITY, DESCRIPTION_WINDOW_HOURS, NEARBY_METRES, foldedDescription, metresBetween, type DuplicateReason } from '../../../../shared/duplicate-rules.js';
import type { AidRequest } from '../aid-request.entity.js';

/** Candidates read per new request: detection stays one bounded, indexed query however busy the division is. */
const MAX_CANDIDATES = 200;

interface Candidate {
  id: number;
  contact_no: string;
  nic_number: string | null;
  name_key: string | null;
  latitude: number;
  longitude: number;
  description: string;
  created_at: Date;
}

const CANDIDATES = `select id, contact_no, nic_number, name_key, latitude, longitude, description, created_at from aid_requests
  where ds_division_code = ? and status in ('PENDING', 'APPROVED') and id <> ?
    and (contact_no = ? or nic_number = ? or name_key = ? or created_at > ?)
  order by id desc limit ${MAX_CANDIDATES}`;

export function similarity(a: string, b: string): number {
  const longest = Math.max(a.length, b.length);
  return longest === 0 ? 0 : 1 - distance(a, b) / longest;
}

/** Why `other` looks like a duplicate of `request`: the rules of shared/duplicate-rules.ts (empty when it does not). */
export function reasonsFor(request: AidRequest, other: Candidate, windowStart: Date): DuplicateReason[] {
  const reasons: DuplicateReason[] = [];
  if (other.contact_no === request.contactNo) reasons.push('SAME_PHONE');
  if (request.nicNumber && other.nic_number?.toUpperCase() === request.nicNumber.toUpperCase()) reasons.push('SAME_NIC');
  if (request.nameKey && other.name_key === request.nameKey && metresBetween(request, other) <= NEARBY_METRES) reasons.push('SAME_NAME_NEARBY');
  if (new Date(other.created_at) > windowStart && similarity(foldedDescription(request.description), foldedDescription(other.description)) >= DESCRIPTION_SIMILARITY)
    reasons.push('SIMILAR_DESCRIPTION');
  return reasons;
}

/**
 * Flags the division's open requests that look like the new one, in its transaction. Only stores pairs: the request
 * itself is never refused or changed (one phone may ask for several families; an officer decides).
 */
export async function flagDuplicates(tx: EntityManager, request: AidRequest): Promise<number> {
  const windowStart = new Date(request.createdAt.getTime() - DESCRIPTION_WINDOW_HOURS * 3_600_000);
  const division = request.dsDivision.code;
  const rows = await tx.execute<Candidate[]>(CANDIDATES, [division, request.id, request.contactNo, request.nicNumber ?? null, request.nameKey ?? null, windowStart]);
  const pairs = rows.map((other) => ({ other, reasons: reasonsFor(request, other, windowStart) })).filter((p) => p.reasons.length > 0);
  for (const { other, reasons } of pairs) {
    await tx.execute(
      `insert into aid_request_duplicates (request_id, other_id, ds_division_code, reasons, state, created_at) values (?, ?, ?, ?::text[], 'OPEN', now()) on conflict do nothing`,
      [request.id, other.id, division, `{${reasons.join(',')}}`],
    );
  }
  return pairs.length;
}
