import type { EntityManager } from '@mikro-orm/postgresql';
import type { User } from '../accounts/user.entity.js';
import type { AidRequest } from '../aid-requests/aid-request.entity.js';
import { AidRequestForm } from '../aid-requests/aid-request-input.js';
import { AidRequestsService } from '../aid-requests/aid-requests.service.js';
import type { Alert } from '../alerts/alert.entity.js';
import { AlertType } from '../alerts/alert.entity.js';
import { AlertsService } from '../alerts/alerts.service.js';
import type { Contribution } from '../contributions/contribution.entity.js';
import { ContributionsService } from '../contributions/contributions.service.js';
import type { Report } from '../reports/report.entity.js';
import { ReportsService } from '../reports/reports.service.js';
import type { Actor } from '../core/policy/actor.js';
import { systemContext } from '../core/context/service-context.js';

/** The session actor of a user, as the server would take it from their session. */
export const actorOf = (user: User): Actor => ({
  userId: user.id,
  role: user.role,
  districtCode: user.district.code,
  dsDivisionCode: user.dsDivision?.code ?? null,
  sessionId: 'factory',
});

/** One place: a district and DS division by P-code. */
export interface Place {
  district: string;
  dsDivision: string;
}

const COLOMBO_DS: Place = { district: 'LK11', dsDivision: 'LK1103' };

/** An emergency request (ongoing at once) or a pending post-disaster one, made through the service like the forms. */
export function makeAidRequest(
  em: EntityManager,
  kind: 'ongoing' | 'pending' = 'ongoing',
  place: Place = COLOMBO_DS,
): Promise<AidRequest> {
  const service = new AidRequestsService(systemContext(em.fork()));
  if (kind === 'ongoing') return service.create({ form: AidRequestForm.EMERGENCY, contactNo: '0771112223', ...place });
  return service.create({
    form: AidRequestForm.POST_DISASTER,
    fullName: 'Kamala Perera',
    nicNumber: '198512345678',
    contactNo: '0712223334',
    ...place,
    familySize: 4,
    dateTime: '2026-11-20T08:30',
    description: 'Our house is flooded up to the windows.',
    typeSupport: 'Supply distribution',
  });
}

/** What a test may set on a report: a photo (a data URL), the reporter's own GPS point. */
export interface ReportOptions {
  image?: string;
  point?: { latitude: number; longitude: number };
}

/** A pending early-warning report from the public, made through the service like the form. */
export function makeReport(em: EntityManager, place: Place = COLOMBO_DS, options: ReportOptions = {}): Promise<Report> {
  return new ReportsService(systemContext(em.fork())).submit({
    reporterName: 'Nimal',
    nicNumber: '199012345678',
    contactNo: '0761112223',
    ...place,
    ...options.point,
    dateTime: '2026-11-21T06:00',
    description: 'Water rising near the bridge.',
    image: options.image,
  });
}

/** An ongoing alert published by a DMC officer for a DS division of their district. */
export function makeAlert(em: EntityManager, dmcOfficer: User, dsDivision = COLOMBO_DS.dsDivision): Promise<Alert> {
  return new AlertsService(systemContext(em.fork(), actorOf(dmcOfficer))).create({ dsDivision, type: AlertType.FLOOD });
}

/** A pending contribution of a volunteer to an ongoing request of their district. */
export function makeContribution(em: EntityManager, volunteer: User, aidRequestId: number): Promise<Contribution> {
  return new ContributionsService(systemContext(em.fork(), actorOf(volunteer))).add({
    aidRequestId,
    typeSupport: 'Evacuation',
    description: 'Moved a family',
  });
}
