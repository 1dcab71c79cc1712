import { use, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { useLocale } from './I18nProvider';

type Texts = Readonly<Record<string, string>>;

/** Where a layer's Sinhala and Tamil texts come from (each its own chunk). */
export interface LayerTranslations {
  si(): Promise<Texts>;
  ta(): Promise<Texts>;
}

const loading = new WeakMap<LayerTranslations, Map<'si' | 'ta', Promise<Texts>>>();

/** One download per layer, language and visit; the same promise every render, as `use` requires. */
function translationsOf(layer: LayerTranslations, language: 'si' | 'ta'): Promise<Texts> {
  const forLayer = loading.get(layer) ?? new Map<'si' | 'ta', Promise<Texts>>();
  loading.set(layer, forLayer);
  let promise = forLayer.get(language);
  if (!promise) {
    promise = layer[language]();
    forLayer.set(language, promise);
  }
  return promise;
}

/**
 * Adds a group of screens' texts to the public ones: English underneath, the chosen language on top. The Sinhala and
 * Tamil ones load with those screens only and suspend them until there (no flash of English).
 */
export function MessageLayer({
  english,
  translations,
  children,
}: {
  english: Texts;
  translations: LayerTranslations;
  children: ReactNode;
}) {
  const outer = useIntl();
  const { locale } = useLocale();
  const translated = locale === 'en' ? undefined : use(translationsOf(translations, locale));
  return (
    <IntlProvider
      locale={outer.locale}
      defaultLocale={outer.defaultLocale}
      messages={{ ...english, ...outer.messages, ...translated } as Texts}
    >
      {children}
    </IntlProvider>
  );
}
