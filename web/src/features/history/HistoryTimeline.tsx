import type { HistoryEntryFieldsFragment } from '../../generated/signed-in/graphql';
import { useT } from '../../i18n/I18nProvider';
import type { MessageId } from '../../i18n/en';
import { useFormatters } from '../../ui/format';

// Actions and statuses with a translation; any other name (an action added later) shows as recorded.
const ACTIONS = [
  'APPROVE',
  'REJECT',
  'DELIVER',
  'RESOLVE',
  'PUBLISH',
  'DISMISS',
  'ASSIGN_PLACE',
  'REPLY',
  'CONVERT',
  'MERGE',
  'NOT_DUPLICATE',
];
const STATUSES = [
  'PENDING',
  'APPROVED',
  'REJECTED',
  'DELIVERED',
  'ONGOING',
  'RESOLVED',
  'ALERT_CREATED',
  'DISMISSED',
  'MERGED',
];
const SUBJECTS = ['ALERT', 'REPORT', 'AID_REQUEST', 'CONTRIBUTION'];
const DELIVERY_STATES = ['DELIVERED', 'PENDING', 'FAILED'];

type T = ReturnType<typeof useT>;
const known = (t: T, list: string[], prefix: string, value: string | null | undefined): string =>
  value && list.includes(value) ? t(`${prefix}${value}` as MessageId) : (value ?? '');

/** What happened, in a sentence of the chosen language. */
function describe(t: T, e: HistoryEntryFieldsFragment): string {
  const subject = t('history.subject', {
    subject: known(t, SUBJECTS, 'history.subject.', e.subjectType),
    id: e.subjectId ?? '',
  });
  switch (e.kind) {
    case 'OFFICER_ACTION':
      return t('history.officerAction', {
        action: known(t, ACTIONS, 'history.action.', e.action),
        subject,
        from: known(t, STATUSES, 'history.status.', e.fromStatus) || '—',
        to: known(t, STATUSES, 'history.status.', e.toStatus) || '—',
      });
    case 'REPORT_RECEIVED':
      return t('history.reportReceived', { subject });
    case 'PHOTO_VERDICT':
      return t('history.photoVerdict', {
        subject,
        verdict: known(t, ['AUTHENTIC', 'SUSPICIOUS', 'UNKNOWN'], 'verdict.', e.outcome),
        provider: e.detail ?? '',
      });
    case 'CAP_MESSAGE':
      return t('history.capMessage', { msgType: e.outcome ?? '', identifier: e.detail ?? '' });
    case 'WEBHOOK_DELIVERY':
      return t('history.webhookDelivery', {
        msgType: e.outcome ?? '',
        receiver: e.detail ?? '',
        state: known(t, DELIVERY_STATES, 'dmc.webhooks.state.', e.toStatus),
      });
    case 'REQUEST_RECEIVED':
      return t('history.requestReceived');
    case 'CONTRIBUTION':
      return t('history.contribution', {
        subject,
        support: e.detail ?? '',
        status: known(t, STATUSES, 'history.status.', e.toStatus),
      });
  }
}

/** A record's events, oldest first: when (Sri Lanka time), who, what. */
export function HistoryTimeline({ entries }: { entries: readonly HistoryEntryFieldsFragment[] }) {
  const t = useT();
  const format = useFormatters();
  if (entries.length === 0) return <p className="muted">{t('history.empty')}</p>;
  return (
    <ol className="history-timeline">
      {entries.map((e, i) => (
        <li key={i} data-kind={e.kind}>
          <time dateTime={e.at}>{format.dateTime(e.at)}</time>
          <span className="history-actor">
            {e.actorName ? t('history.actor', { name: e.actorName, id: e.actorId ?? '' }) : t('history.noActor')}
          </span>
          <span className="history-what">{describe(t, e)}</span>
        </li>
      ))}
    </ol>
  );
}
