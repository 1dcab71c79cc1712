import { Link } from 'react-router-dom';
import { useT } from '../i18n/I18nProvider';

/** The two-tone logo. */
export function Brand() {
  const t = useT();
  return (
    <Link to="/" className="brand" aria-label={t('brand.name')}>
      <span className="brand-first">{t('brand.first')}</span>
      <span className="brand-second">{t('brand.second')}</span>
    </Link>
  );
}
