import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { LocaleContext } from './I18nProvider';
import { INTL_LOCALE, isLocale, withFallback, type Locale } from './locale';
import { si } from './si';
import { ta } from './ta';

const CATALOGUES = { en: {}, si, ta } as const;
const fixed = { setLocale: () => undefined };

/**
 * The server's rendering of a page in a given language (the answer to a form posted without scripts): the catalogue
 * is there at once, as no effect runs on the server. The browser's pages start in English (I18nProvider).
 */
export function ServerI18nProvider({ locale: asked, children }: { locale: string | undefined; children: ReactNode }) {
  const locale: Locale = isLocale(asked) ? asked : 'en';
  return (
    <LocaleContext.Provider value={{ locale, ...fixed }}>
      <IntlProvider locale={INTL_LOCALE[locale][0]} messages={withFallback(CATALOGUES[locale])} defaultLocale="en-GB">
        {children}
      </IntlProvider>
    </LocaleContext.Provider>
  );
}
