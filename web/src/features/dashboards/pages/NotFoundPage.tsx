import { Link } from 'react-router-dom';
import { useT } from '../../../i18n/I18nProvider';

export function NotFoundPage() {
  const t = useT();
  return (
    <section className="page">
      <h1>{t('page.notFound.title')}</h1>
      <p>{t('page.notFound.body')}</p>
      <Link to="/">{t('page.notFound.home')}</Link>
    </section>
  );
}
