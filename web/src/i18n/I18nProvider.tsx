import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import type { MessageId } from './en';
import type { Catalogue } from './en';
import { loadFonts } from './fonts';
import {
  chosenLocale,
  INTL_LOCALE,
  loadCatalogue,
  rememberLocale,
  showLocale,
  withFallback,
  type Locale,
} from './locale';

interface LocaleState {
  locale: Locale;
  setLocale(locale: Locale): void;
}

export const LocaleContext = createContext<LocaleState>({ locale: 'en', setLocale: () => undefined });

/** The language a page starts in, with its texts already loaded (a page the server drew hydrates in its language). */
export interface StartingLanguage {
  locale: Locale;
  catalogue: Catalogue;
}

export function I18nProvider({ initial, children }: { initial: StartingLanguage; children: ReactNode }) {
  const [locale, setLocaleState] = useState<Locale>(initial.locale);
  const setLocale = useCallback((next: Locale) => {
    setLocaleState(next);
    rememberLocale(next);
  }, []);
  const [loaded, setLoaded] = useState<StartingLanguage>(initial);
  // The language whose texts are shown: where a failed switch goes back to.
  const shown = useRef(initial.locale);
  useEffect(() => {
    shown.current = loaded.locale;
  }, [loaded]);
  // A page kept by the service worker from before a change of language: the choice applies once it has hydrated.
  useEffect(() => {
    const chosen = chosenLocale();
    if (chosen && chosen !== initial.locale) startTransition(() => setLocaleState(chosen));
  }, [initial.locale]);
  useEffect(() => {
    let current = true;
    // The font's CSS first: text laid out before its @font-face exists can stay boxes in Chromium. Without the
    // webfont, any installed font still serves.
    const fonts = loadFonts(locale).catch(() => undefined);
    Promise.all([loadCatalogue(locale), fonts]).then(
      ([catalogue]) => {
        if (!current) return;
        // Unchanged language, unchanged context: a server-rendered page still being hydrated must not be disturbed.
        startTransition(() => setLoaded((previous) => (previous.locale === locale ? previous : { locale, catalogue })));
        showLocale(locale);
      },
      // Its texts unreachable (offline, never cached): the page stays in the language it shows, and so does the choice.
      () => {
        if (!current) return;
        setLocaleState(shown.current);
        rememberLocale(shown.current);
      },
    );
    return () => {
      current = false;
    };
  }, [locale]);
  const state = useMemo(() => ({ locale, setLocale }), [locale, setLocale]);
  const messages = useMemo(() => withFallback(loaded.catalogue), [loaded]);
  return (
    <LocaleContext.Provider value={state}>
      <IntlProvider locale={INTL_LOCALE[loaded.locale][0]} messages={messages} defaultLocale="en-GB">
        {children}
      </IntlProvider>
    </LocaleContext.Provider>
  );
}

export const useLocale = (): LocaleState => useContext(LocaleContext);

/** Translate by catalogue key: `t('nav.home')`, with ICU values when the message has placeholders. */
export function useT(): (id: MessageId, values?: Record<string, string | number>) => string {
  const intl = useIntl();
  return useCallback((id, values) => intl.formatMessage({ id }, values), [intl]);
}
