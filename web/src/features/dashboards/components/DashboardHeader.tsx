import { useT } from '../../../i18n/I18nProvider';
import { useFormatters } from '../../../ui/format';
import { useSession } from '../../accounts/session';
import { Sep } from '../../../ui/Pending';
import { usePageTitle } from '../../../ui/usePageTitle';
import { usePlaceNameByCode } from '../../geography/hooks/usePlaceNameByCode';

/** Greeting, today's date and the officer's area; the dashboard home's page title. */
export function DashboardHeader() {
  const t = useT();
  const place = usePlaceNameByCode();
  const { user } = useSession();
  const format = useFormatters();
  usePageTitle('dash.link.dashboard');
  if (!user) return null;
  return (
    <header className="dash-header">
      <h1>{t('dash.greeting', { name: user.fullName })}</h1>
      <p className="muted">
        {t('dash.today', { date: format.date(new Date()) })}
        <Sep />
        {user.dsDivision
          ? t('dash.division', { name: place(user.dsDivision) })
          : t('dash.district', { name: place(user.district) })}
      </p>
    </header>
  );
}
