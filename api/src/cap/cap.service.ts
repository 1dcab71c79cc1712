import { expiryOf } from '../alerts/alert-expiry.js';
import { Alert, AlertStatus } from '../alerts/alert.entity.js';
import type { CapSettings } from './cap.settings.js';
import type { RequestContext } from '../core/context/context.js';
import { CANCEL_IN_FORCE_MS, capMessage, type CapAlertFacts, type CapMessage } from './cap-message.js';
import { CapErrors } from './cap.errors.js';

/** The feeds' bound: far more than a district's active alerts on the worst day. */
const MAX_FEED_ENTRIES = 500;

export const factsOf = (alert: Alert): CapAlertFacts => ({
  id: alert.id,
  type: alert.type,
  customType: alert.customType ?? null,
  severity: alert.severity,
  dsCode: alert.dsDivision.code,
  alsoDsCodes: alert.alsoDsDivisionCodes,
  issuedAt: alert.issuedAt,
  expiresAt: expiryOf(alert),
  resolvedAt: alert.status === AlertStatus.RESOLVED ? (alert.resolvedAt ?? alert.issuedAt) : null,
  fromReport: Boolean(alert.sourceReport),
  texts: alert.texts ?? null,
});

/** CAP 1.2 messages of published alerts: read only, public. */
export class CapService {
  constructor(
    private readonly ctx: RequestContext,
    private readonly settings: CapSettings,
    readonly baseUrl: string,
  ) {}

  /** The alert by its id as written in a URL; unknown or malformed ids are NOT_FOUND. */
  async alert(idText: string): Promise<Alert> {
    const id = /^[1-9]\d{0,9}$/u.test(idText) ? Number(idText) : NaN;
    const alert = Number.isSafeInteger(id) && id <= 2_147_483_647 ? await this.ctx.em.findOne(Alert, { id }) : null;
    if (!alert) throw CapErrors.notFound(idText);
    return alert;
  }

  messageOf(alert: Alert): CapMessage {
    return capMessage(factsOf(alert), { settings: this.settings, baseUrl: this.baseUrl });
  }

  /** Active messages, newest first: every ongoing alert's Alert until it expires, and the Cancel of those resolved in the last day. */
  async activeMessages(now = new Date()): Promise<CapMessage[]> {
    const alerts = await this.ctx.em.find(
      Alert,
      {
        $or: [
          { status: AlertStatus.ONGOING, $or: [{ expiresAt: null }, { expiresAt: { $gt: now } }] },
          { status: AlertStatus.RESOLVED, resolvedAt: { $gte: new Date(now.getTime() - CANCEL_IN_FORCE_MS) } },
        ],
      },
      { orderBy: { issuedAt: 'desc', id: 'desc' }, limit: MAX_FEED_ENTRIES },
    );
    return alerts
      .map((a) => this.messageOf(a))
      .sort((a, b) => b.sent.getTime() - a.sent.getTime() || b.alertId - a.alertId);
  }

  /**
   * The feed's entries and when it last changed: the newest message, or the moment the last Cancel left it or the
   * last Alert expired (so that a client asking only If-Modified-Since still sees an entry go).
   */
  async feed(now = new Date()): Promise<{ messages: CapMessage[]; updated: Date }> {
    const messages = await this.activeMessages(now);
    const cutoff = new Date(now.getTime() - CANCEL_IN_FORCE_MS);
    const gone = await this.ctx.em.findOne(
      Alert,
      { status: AlertStatus.RESOLVED, resolvedAt: { $lt: cutoff } },
      { orderBy: { resolvedAt: 'desc' } },
    );
    const expired = await this.ctx.em.findOne(
      Alert,
      { status: AlertStatus.ONGOING, expiresAt: { $lte: now } },
      { orderBy: { expiresAt: 'desc' } },
    );
    const times = [
      ...messages.map((m) => m.sent.getTime()),
      gone?.resolvedAt ? gone.resolvedAt.getTime() + CANCEL_IN_FORCE_MS : 0,
      expired?.expiresAt?.getTime() ?? 0,
    ];
    return { messages, updated: new Date(Math.max(...times)) };
  }
}
