import { useQuery } from '@apollo/client/react';
import { AlertWebhookDeliveriesDocument } from '../../../generated/signed-in/graphql';
import { useT } from '../../../i18n/I18nProvider';
import { useFormatters } from '../../../ui/format';
import { LoadError } from '../../../ui/LoadError';

/** Every webhook receiver sent this alert's CAP messages, with each attempt's time and answer (loaded on demand). */
export default function WebhookDeliveries({ alertId }: { alertId: string }) {
  const t = useT();
  const format = useFormatters();
  const { data, error, refetch } = useQuery(AlertWebhookDeliveriesDocument, {
    variables: { alertId },
    fetchPolicy: 'network-only',
  });
  if (error) return <LoadError onRetry={() => void refetch()} />;
  if (!data) return null;
  if (!data.alertWebhookDeliveries.length) return <p className="muted">{t('dmc.webhooks.empty')}</p>;
  return (
    <ul className="webhook-deliveries">
      {data.alertWebhookDeliveries.map((d) => (
        <li key={d.id}>
          <strong>{d.receiver}</strong>{' '}
          {t('dmc.webhooks.delivery', { msgType: d.msgType, state: t(`dmc.webhooks.state.${d.state as 'DELIVERED'}`) })}
          {d.nextAttemptAt && (
            <small className="muted"> {t('dmc.webhooks.next', { time: format.dateTime(d.nextAttemptAt) })}</small>
          )}
          <ol>
            {d.attempts.map((a) => (
              <li key={a.number}>
                {t('dmc.webhooks.attempt', {
                  time: format.dateTime(a.startedAt),
                  result: a.statusCode ?? a.error ?? '',
                  ms: a.durationMs,
                })}
              </li>
            ))}
          </ol>
        </li>
      ))}
    </ul>
  );
}
