import { use, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { enSignedIn, type SignedInCatalogue } from './en-signed-in';
import { useLocale } from './I18nProvider';

const loaders = {
  si: () => import('./si-signed-in').then((m) => m.siSignedIn),
  ta: () => import('./ta-signed-in').then((m) => m.taSignedIn),
};
const loading = new Map<keyof typeof loaders, Promise<SignedInCatalogue>>();

/** One download per language and visit; the same promise every render, as `use` requires. */
function signedInCatalogue(language: keyof typeof loaders): Promise<SignedInCatalogue> {
  let promise = loading.get(language);
  if (!promise) {
    promise = loaders[language]();
    loading.set(language, promise);
  }
  return promise;
}

/**
 * Adds the signed-in areas' texts to the public ones: English underneath, the chosen language on top. The Sinhala
 * and Tamil ones load with these screens only and suspend them until there (no flash of English).
 */
export function SignedInMessages({ children }: { children: ReactNode }) {
  const outer = useIntl();
  const { locale } = useLocale();
  const translated = locale === 'en' ? undefined : use(signedInCatalogue(locale));
  return (
    <IntlProvider locale={outer.locale} defaultLocale={outer.defaultLocale} messages={{ ...enSignedIn, ...outer.messages, ...translated }}>
      {children}
    </IntlProvider>
  );
}
