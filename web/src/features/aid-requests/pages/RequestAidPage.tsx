import { Link } from 'react-router-dom';
import { useT } from '../../../i18n/I18nProvider';
import { usePageTitle } from '../../../ui/usePageTitle';

/** /request-aid: the choice between the emergency and the post-emergency forms (D7). */
export function RequestAidPage() {
  const t = useT();
  usePageTitle('page.requestAid.title');
  return (
    <section className="page narrow">
      <h1>{t('page.requestAid.title')}</h1>
      <p className="muted">{t('aid.chooser.intro')}</p>
      <div className="choice-grid">
        <Link to="/emergency-aid-request" className="choice-card emergency">
          <span className="choice-title">{t('aid.chooser.emergency.title')}</span>
          <span>{t('aid.chooser.emergency.body')}</span>
        </Link>
        <Link to="/post-disaster-aid-request" className="choice-card">
          <span className="choice-title">{t('aid.chooser.postDisaster.title')}</span>
          <span>{t('aid.chooser.postDisaster.body')}</span>
        </Link>
      </div>
    </section>
  );
}
