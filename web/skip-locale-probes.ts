import type { Plugin } from 'vite';

/**
 * Where FormatJS asks the browser which locales its number and date formats support. The first such question makes
 * the browser build its table of locales: 15-60 ms on a desktop, four times that on a slow phone, in the middle of
 * the page's start, even on a page that formats no number and no date.
 */
const PROBES: { module: RegExp; probe: RegExp; replacement: string }[] = [
  {
    // createIntl (every IntlProvider) probes both formats, only to report locale data as missing. The locales and
    // their fallbacks are fixed here (INTL_LOCALE) and their formats tested in Chromium: the report goes.
    module: /[\\/]@formatjs[\\/]intl[\\/]index\.js$/,
    probe:
      / else if \(!Intl\.NumberFormat\.supportedLocalesOf\(locale\)\.length && onError\)[^\n]*\n\telse if \(!Intl\.DateTimeFormat\.supportedLocalesOf\(locale\)\.length && onError\)[^\n]*/,
    replacement: '',
  },
  {
    // A message with arguments picks its locale among those the number format supports; the plural rules' list is
    // the same answer for our locales (what the message's formats use is the list it is given) and costs nothing.
    module: /[\\/]intl-messageformat[\\/]index\.js$/,
    probe: /const supportedLocales = Intl\.NumberFormat\.supportedLocalesOf\(locales\);/,
    replacement: 'const supportedLocales = Intl.PluralRules.supportedLocalesOf(locales);',
  },
];

/** Build only: takes FormatJS's locale-table probes out of the browser's start. Fails the build if one is not found. */
export function skipLocaleProbes(): Plugin {
  return {
    name: 'lanka-relief:skip-locale-probes',
    apply: 'build',
    transform(code, id) {
      const target = PROBES.find(({ module }) => module.test(id));
      if (!target) return null;
      if (!target.probe.test(code)) this.error(`The locale probe to skip is no longer in ${id}: check this plugin.`);
      return { code: code.replace(target.probe, target.replacement), map: null };
    },
  };
}
