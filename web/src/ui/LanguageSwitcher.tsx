import { useId } from 'react';
import { useLocale, useT } from '../i18n/I18nProvider';
import { isLocale, LOCALES } from '../i18n/locale';

export function LanguageSwitcher() {
  const { locale, setLocale } = useLocale();
  const t = useT();
  const id = useId();
  return (
    <div className="language-switcher">
      <label htmlFor={id} className="visually-hidden">
        {t('language.label')}
      </label>
      <select id={id} value={locale} onChange={(e) => isLocale(e.target.value) && setLocale(e.target.value)}>
        {LOCALES.map((l) => (
          <option key={l} value={l} lang={l}>
            {t(`language.${l}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
