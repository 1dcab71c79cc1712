import { Alert } from '../alerts/alert.entity.js';
import type { SmsPreviewInput } from '../cap/cap.types.js';
import { previewDsCodes, smsPreview } from '../cap/sms-texts.service.js';
import { GeographyService } from '../geography/geography.service.js';
import { scopeOf } from '../core/policy/actor.js';
import type { RequestContext } from '../core/context/context.js';
import { authorize } from '../core/policy/policy.js';
import { AlertSmsAbilities } from './alert-sms.policy.js';
import { AlertSmsDeliveriesView, AlertSmsLanguageReachView, AlertSmsReachView } from './alert-sms.types.js';
import { NotificationErrors } from './notifications.errors.js';

/** A subscriber's language as the fan-out reads it: the LANG choice, else the subscription's; anything else English. */
const LANGUAGE_OF_SUBSCRIBER =
  "case coalesce(l.language, s.language) when 'si' then 'si' when 'ta' then 'ta' else 'en' end";

/** What an alert costs and reaches by SMS, for the DMC. */
export class AlertSmsService {
  constructor(private readonly ctx: RequestContext) {}

  /**
   * Before publishing: the subscribers of the DS divisions it would cover per language (a number following several
   * counted once, as the fan-out texts it once) and the parts of each language's text.
   */
  async reach(input: SmsPreviewInput): Promise<AlertSmsReachView> {
    authorize(this.ctx.actor, AlertSmsAbilities.viewReach);
    const texts = smsPreview(input);
    const codes = previewDsCodes(input).map((code) => GeographyService.instance().requireDsDivision(code));
    for (const ds of codes)
      authorize(this.ctx.actor, AlertSmsAbilities.viewReach, {
        districtCode: ds.districtCode,
        dsDivisionCode: ds.code,
      });
    const rows = await this.ctx.em.execute<Array<{ language: string; n: string }>>(
      `select language, count(*) as n from (
         select distinct on (s.sender) ${LANGUAGE_OF_SUBSCRIBER} as language
           from sms_subscriptions s left join sms_senders l on l.sender = s.sender
          where s.ds_division_code = any(string_to_array(?, ',')) and s.stopped_at is null order by s.sender, s.id) subscriber
        group by 1`,
      [codes.map((ds) => ds.code).join(',')],
    );
    const counts = new Map(rows.map((row) => [row.language, Number(row.n)]));
    const languages = texts.map(({ language, parts }) => {
      const recipients = counts.get(language) ?? 0;
      return Object.assign(new AlertSmsLanguageReachView(), {
        language,
        recipients,
        parts,
        totalParts: recipients * parts,
      });
    });
    const sum = (pick: (l: AlertSmsLanguageReachView) => number) => languages.reduce((n, l) => n + pick(l), 0);
    return Object.assign(new AlertSmsReachView(), {
      recipients: sum((l) => l.recipients),
      totalParts: sum((l) => l.totalParts),
      languages,
    });
  }

  /** After publishing: the alert's messages by state. */
  async deliveries(alertId: number): Promise<AlertSmsDeliveriesView> {
    authorize(this.ctx.actor, AlertSmsAbilities.viewDeliveries);
    const alert = await this.ctx.em.findOne(Alert, { id: alertId });
    if (!alert) throw NotificationErrors.alertNotFound(alertId);
    authorize(this.ctx.actor, AlertSmsAbilities.viewDeliveries, scopeOf(alert));
    const rows = await this.ctx.em.execute<Array<{ state: string; n: string }>>(
      'select state, count(*) as n from sms_outbound where alert_id = ? group by state',
      [alertId],
    );
    const count = (state: string) => Number(rows.find((row) => row.state === state)?.n ?? 0);
    return Object.assign(new AlertSmsDeliveriesView(), {
      queued: count('PENDING'),
      sent: count('SENT'),
      delivered: count('DELIVERED'),
      failed: count('FAILED'),
    });
  }
}
