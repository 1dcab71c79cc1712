import { SmsTriageDocument } from '../../../generated/signed-in/graphql';
import { useT } from '../../../i18n/I18nProvider';
import { LoadError } from '../../../ui/LoadError';
import { useLiveQuery } from '../../../ui/useLiveQuery';
import { usePageTitle } from '../../../ui/usePageTitle';
import { useSession } from '../../accounts/session';
import { useGeography } from '../../geography/hooks/useGeography';
import { SmsTriageCard } from '../components/SmsTriageCard';

/**
 * Text messages (SMS triage), in the DS and DMC dashboards: the messages of the officer's area that the
 * keywords could not place or read, live; each can be placed, answered, or turned into a request or report.
 */
export function SmsTriagePage({ national }: { national: boolean }) {
  const t = useT();
  usePageTitle('sms.title');
  const { user } = useSession();
  const geography = useGeography();
  const { data, error, refresh, lastLoaded } = useLiveQuery(SmsTriageDocument);
  const items = data?.smsTriage.items;
  const divisions = user?.district ? geography.dsDivisionsOf(user.district.code) : [];
  return (
    <section className="dash-page">
      <h1>{t('sms.title')}</h1>
      <p className="muted">{t('sms.intro')}</p>
      {national && <p className="muted">{t('sms.introDmc')}</p>}
      {error && <LoadError onRetry={refresh} lastLoaded={lastLoaded} />}
      {!items && !error && <p role="status">{t('sms.loading')}</p>}
      {items?.length === 0 && <p className="empty-note">{t('sms.empty')}</p>}
      <ul className="card-list" aria-live="polite">
        {items?.map((item) => (
          <SmsTriageCard key={item.id} item={item} divisions={divisions} />
        ))}
      </ul>
    </section>
  );
}
