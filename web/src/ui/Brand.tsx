import { Link } from 'react-router-dom';
import { useT } from '../i18n/I18nProvider';

/** The two-tone logo; a hidden space makes screen readers say "Lanka Relief". */
export function Brand() {
  const t = useT();
  return (
    <Link to="/" className="brand">
      <span className="brand-first">{t('brand.first')}</span>
      <span className="visually-hidden"> </span>
      <span className="brand-second">{t('brand.second')}</span>
    </Link>
  );
}
