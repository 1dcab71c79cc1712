import { Link } from 'react-router-dom';
import { useT } from '../../../i18n/I18nProvider';

export const scrollToId = (id: string) =>
  document.getElementById(id)?.scrollIntoView({ behavior: 'smooth', block: 'start' });

export function Hero() {
  const t = useT();
  return (
    <section className="hero">
      <div className="hero-inner">
        <h1>{t('home.hero.title')}</h1>
        <p>{t('home.hero.subtitle')}</p>
        <div className="hero-actions">
          <button type="button" className="button primary large" onClick={() => scrollToId('about')}>
            {t('home.hero.learnMore')}
          </button>
          <Link to="/submit-symptoms" className="button light large">
            {t('home.hero.report')}
          </Link>
        </div>
      </div>
    </section>
  );
}
