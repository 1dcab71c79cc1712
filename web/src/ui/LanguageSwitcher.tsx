import { startTransition, useId } from 'react';
import { LOCALE_QUERY } from '@shared/locales';
import { useLocale, useT } from '../i18n/I18nProvider';
import { isLocale, LOCALES } from '../i18n/locale';
import { useChangedBeforeHydration } from './useChangedBeforeHydration';

/**
 * With scripts the choice applies at once; without them the plain form asks the server for the page again with
 * `?lang=`, which remembers the choice (the button is there only then, so nothing shifts when scripts arrive).
 */
export function LanguageSwitcher() {
  const { locale, setLocale } = useLocale();
  const t = useT();
  const id = useId();
  // A language chosen before the scripts ran (the page is drawn in `locale`): the plain form's button, which would
  // send it, shows only without scripts. A transition, so that the page's parts still to hydrate hydrate first.
  const select = useChangedBeforeHydration<HTMLSelectElement>(({ value }) => {
    if (value !== locale && isLocale(value)) startTransition(() => setLocale(value));
  });
  return (
    <form method="get" className="language-switcher">
      <label htmlFor={id} className="visually-hidden">
        {t('language.label')}
      </label>
      <select
        ref={select}
        id={id}
        name={LOCALE_QUERY}
        value={locale}
        onChange={(e) => isLocale(e.target.value) && setLocale(e.target.value)}
      >
        {LOCALES.map((l) => (
          <option key={l} value={l} lang={l}>
            {t(`language.${l}`)}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit">{t('language.apply')}</button>
      </noscript>
    </form>
  );
}
