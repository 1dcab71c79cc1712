import { useT } from '../i18n/I18nProvider';
import { Brand } from './Brand';

export function Footer() {
  const t = useT();
  return (
    <footer className="footer">
      <div className="footer-inner">
        <Brand />
        <p>{t('footer.description')}</p>
        <p className="footer-emergency">{t('footer.emergency')}</p>
      </div>
    </footer>
  );
}
