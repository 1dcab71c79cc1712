import type { EntityManager } from '@mikro-orm/postgresql';
import { NotificationPreference, Role } from '../accounts/user.entity.js';
import { Topics, type EventPayloads, type Topic } from '../core/events/events.js';
import { registerAnnounceHook } from '../core/events/notify.js';
import type { NotifyKind } from './notify-texts.js';

/** Who is to hear of one event: the users matching `where` (SQL over `u`, the users table) with `preference`. */
interface Audience {
  kind: NotifyKind;
  subjectId: number;
  placeCode: string;
  preference: NotificationPreference;
  where: string;
  params: unknown[];
}

type Payload<T extends Topic> = EventPayloads[T];

/**
 * The rules of the notification preferences (README "SMS", "Notification preferences"): REPORTS, a DMC officer of
 * the district hears of each new early-warning report; VOLUNTEER_UPDATES, a DS officer of the division of each new
 * aid request and contribution, a volunteer of the decision on their own contribution; ALERTS, everyone of the
 * district of each published alert, a DS officer only of their own division's.
 */
export function audienceOf<T extends Topic>(topic: T, payload: Payload<T>): Audience | null {
  if (topic === Topics.reportChanged) return reportAudience(payload as Payload<'REPORT_CHANGED'>);
  if (topic === Topics.aidRequestChanged) return requestAudience(payload as Payload<'AID_REQUEST_CHANGED'>);
  if (topic === Topics.contributionChanged) return contributionAudience(payload as Payload<'CONTRIBUTION_CHANGED'>);
  if (topic === Topics.alertChanged) return alertAudience(payload as Payload<'ALERT_CHANGED'>);
  return null;
}

function reportAudience(event: Payload<'REPORT_CHANGED'>): Audience | null {
  if (event.change !== 'SUBMITTED') return null;
  return {
    kind: 'REPORT',
    subjectId: event.id,
    placeCode: event.districtCode,
    preference: NotificationPreference.REPORTS,
    where: 'u.role = ? and u.district_code = ?',
    params: [Role.DMC_OFFICER, event.districtCode],
  };
}

function requestAudience(event: Payload<'AID_REQUEST_CHANGED'>): Audience | null {
  if (event.change !== 'CREATED' || !event.dsDivisionCode) return null;
  return {
    kind: 'AID_REQUEST',
    subjectId: event.id,
    placeCode: event.dsDivisionCode,
    preference: NotificationPreference.VOLUNTEER_UPDATES,
    where: 'u.role = ? and u.ds_division_code = ?',
    params: [Role.DS_OFFICER, event.dsDivisionCode],
  };
}

function contributionAudience(event: Payload<'CONTRIBUTION_CHANGED'>): Audience | null {
  const placeCode = event.dsDivisionCode ?? event.districtCode;
  const base = { subjectId: event.id, placeCode, preference: NotificationPreference.VOLUNTEER_UPDATES };
  if (event.change === 'SUBMITTED' && event.dsDivisionCode)
    return {
      ...base,
      kind: 'CONTRIBUTION',
      where: 'u.role = ? and u.ds_division_code = ?',
      params: [Role.DS_OFFICER, event.dsDivisionCode],
    };
  if (event.change === 'APPROVED' || event.change === 'REJECTED')
    return { ...base, kind: event.change, where: 'u.id = ?', params: [event.volunteerId] };
  return null;
}

function alertAudience(event: Payload<'ALERT_CHANGED'>): Audience | null {
  if (event.change !== 'PUBLISHED') return null;
  const placeCode = event.dsDivisionCode ?? event.districtCode;
  return {
    kind: 'ALERT',
    subjectId: event.id,
    placeCode,
    preference: NotificationPreference.ALERTS,
    where: '(u.district_code = ? and (u.role <> ? or u.ds_division_code = ?))',
    params: [event.districtCode, Role.DS_OFFICER, placeCode],
  };
}

/** Records who is to hear of the event, in the announcing transaction: one row per user, never twice. */
export async function recordNotifications<T extends Topic>(
  tx: EntityManager,
  topic: T,
  payload: Payload<T>,
): Promise<void> {
  const audience = audienceOf(topic, payload);
  if (!audience) return;
  await tx.execute(
    `insert into notification_events (user_id, kind, subject_id, place_code)
     select u.id, ?, ?, ? from users u where u.notification_preference = ? and ${audience.where}
     on conflict do nothing`,
    [audience.kind, audience.subjectId, audience.placeCode, audience.preference, ...audience.params],
  );
}

/**
 * From now on every announced change records its notifications; off while no gateway is on, so switching a gateway
 * on later never texts old events.
 */
export function enableNotifications(on: boolean): void {
  registerAnnounceHook('sms-notifications', async (tx, topic, payload) => {
    if (on) await recordNotifications(tx, topic, payload);
  });
}
