import { useQuery } from '@apollo/client/react';
import { AlertSmsDeliveriesDocument } from '../../../generated/signed-in/graphql';
import { useT } from '../../../i18n/I18nProvider';
import { LoadError } from '../../../ui/LoadError';

/** How the alert's SMS to its subscribers went: queued, sent, delivered, failed. */
export default function SmsDeliveries({ alertId }: { alertId: string }) {
  const t = useT();
  const { data, error, refetch } = useQuery(AlertSmsDeliveriesDocument, {
    variables: { alertId },
    fetchPolicy: 'network-only',
  });
  if (error) return <LoadError onRetry={() => void refetch()} />;
  if (!data)
    return (
      <p className="muted" role="status">
        {t('common.loading')}
      </p>
    );
  return (
    <section className="sms-deliveries" aria-label={t('dmc.sms.title')}>
      <h3>{t('dmc.sms.title')}</h3>
      <p>{t('dmc.sms.counts', { ...data.alertSmsDeliveries })}</p>
    </section>
  );
}
