import { useQuery } from '@apollo/client/react';
import { AlertSmsReachDocument, type SmsPreviewInput } from '../../../generated/signed-in/graphql';
import { useT } from '../../../i18n/I18nProvider';
import { LoadError } from '../../../ui/LoadError';

/** Who the alert will text before it is published: subscribers per language and the SMS parts in all (the cost). */
export function SmsReach({ input }: { input: SmsPreviewInput }) {
  const t = useT();
  const { data, error, refetch } = useQuery(AlertSmsReachDocument, {
    variables: { input },
    fetchPolicy: 'cache-and-network',
  });
  // The officer should know whom the alert reaches before publishing: a failure says so, with a retry.
  if (error && !data) return <LoadError onRetry={() => void refetch()} />;
  if (!data)
    return (
      <p className="muted" role="status">
        {t('common.loading')}
      </p>
    );
  const reach = data.alertSmsReach;
  return (
    <div className="sms-reach">
      <p>{t('alerts.sms.reach', { recipients: reach.recipients, parts: reach.totalParts })}</p>
      <ul>
        {reach.languages.map((l) => (
          <li key={l.language}>
            {/* The language's own name in its own script (and font): Tamil on a Sinhala page was boxes. */}
            <small className="muted">
              <span lang={l.language}>{t(`language.${l.language as 'en'}`)}</span>
              {t('alerts.sms.reachLanguage', { recipients: l.recipients, parts: l.parts })}
            </small>
          </li>
        ))}
      </ul>
    </div>
  );
}
