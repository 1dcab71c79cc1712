import { Link } from 'react-router-dom';
import { useT } from '../../../i18n/I18nProvider';

export function BackLink({ to }: { to: string }) {
  const t = useT();
  return (
    <Link to={to} className="back-link">
      {t('common.back')}
    </Link>
  );
}
