import { useEffect } from 'react';
import type { MessageId } from '../i18n/en';
import { useT } from '../i18n/I18nProvider';

/** A route whose screen comes in a later issue: its title and a clear note, never a blank page. */
export function PagePlaceholder({ titleId }: { titleId: MessageId }) {
  const t = useT();
  useEffect(() => {
    document.title = `${t(titleId)} · ${t('brand.name')}`;
  }, [t, titleId]);
  return (
    <section className="page">
      <h1>{t(titleId)}</h1>
      <p className="muted">{t('page.building.body')}</p>
    </section>
  );
}
