import { afterRow, type Keyset } from '../core/paging/paging.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import { User } from '../accounts/user.entity.js';
import { District, DsDivision } from '../geography/geography.entity.js';
import type { Actor } from '../core/policy/actor.js';
import { authorize, workArea } from '../core/policy/policy.js';
import { AuditAbilities } from './audit.policy.js';
import { type AuditAction, AuditLogEntry, type AuditSubject } from './audit-log.entity.js';

export interface AuditRecord {
  action: AuditAction;
  subjectType: AuditSubject;
  subjectId: number;
  fromStatus: string | null;
  toStatus: string | null;
  districtCode: string;
  dsDivisionCode: string | null;
}

/** Stages an audit row in the caller's transaction, so the action and its record commit together. */
export function recordAudit(em: EntityManager, actor: Actor, record: AuditRecord): void {
  em.create(AuditLogEntry, {
    actor: em.getReference(User, actor.userId),
    actorRole: actor.role,
    action: record.action,
    subjectType: record.subjectType,
    subjectId: record.subjectId,
    fromStatus: record.fromStatus,
    toStatus: record.toStatus,
    district: em.getReference(District, record.districtCode),
    dsDivision: record.dsDivisionCode ? em.getReference(DsDivision, record.dsDivisionCode) : null,
  });
}

/** Recent officer actions: a DS officer's division or a DMC officer's district, newest first. */
export async function recentActivity(
  em: EntityManager,
  actor: Actor | null,
  page: Keyset = { size: 20, afterId: null },
): Promise<AuditLogEntry[]> {
  authorize(actor, AuditAbilities.viewActivity);
  const area = workArea(actor);
  const where = area.dsDivisionCode ? { dsDivision: area.dsDivisionCode } : { district: area.districtCode };
  return em.find(
    AuditLogEntry,
    { ...where, ...afterRow('audit_log', 'at', page.afterId) },
    { orderBy: { at: 'desc', id: 'desc' }, limit: page.size, populate: ['actor'] },
  );
}

/** The records whose trail is read: one kind and its ids. */
export interface AuditSubjects {
  subjectType: AuditSubject;
  ids: number[];
}

/**
 * Every officer action on the given records, oldest first, bounded (a subject's history; the caller authorizes).
 * Any action name shows, so actions added later need no change here.
 */
export function auditTrailOf(em: EntityManager, subjects: AuditSubjects[], limit: number): Promise<AuditLogEntry[]> {
  const wanted = subjects
    .filter((s) => s.ids.length > 0)
    .map((s) => ({ subjectType: s.subjectType, subjectId: { $in: s.ids } }));
  if (wanted.length === 0) return Promise.resolve([]);
  return em.find(AuditLogEntry, { $or: wanted }, { orderBy: { at: 'asc', id: 'asc' }, limit, populate: ['actor'] });
}
