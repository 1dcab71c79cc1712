import type { AlertTextsInput } from '../../../generated/signed-in/graphql';
import { useT } from '../../../i18n/I18nProvider';
import { LOCALES, type Locale } from '../../../i18n/locale';
import { TextArea, TextField } from '../../../ui/fields';
// The officer writes Sinhala and Tamil whatever the page's language: both webfonts, each used only for its script.
import '../../../i18n/fonts/sinhala.css';
import '../../../i18n/fonts/tamil.css';

/** Within the server's limits (shared/input-limits.ts): a CAP headline, an instruction a phone screen holds. */
const HEADLINE_MAX = 140;
const INSTRUCTION_MAX = 1000;

export type AlertTexts = Record<Locale, { headline: string; instruction: string }>;

export const emptyAlertTexts = (): AlertTexts => ({
  en: { headline: '', instruction: '' },
  si: { headline: '', instruction: '' },
  ta: { headline: '', instruction: '' },
});

/** What the server is sent: only the languages with words in them (blanks keep the generated texts). */
export function alertTextsInput(texts: AlertTexts): AlertTextsInput | null {
  const input: AlertTextsInput = {};
  for (const language of LOCALES) {
    const headline = texts[language].headline.trim();
    const instruction = texts[language].instruction.trim();
    if (headline || instruction) input[language] = { headline: headline || null, instruction: instruction || null };
  }
  return Object.keys(input).length ? input : null;
}

/** Optional headline and instruction per language, folded away: most alerts go out with the standard texts. */
export function AlertTextsFields({ texts, onChange }: { texts: AlertTexts; onChange(next: AlertTexts): void }) {
  const t = useT();
  const set = (language: Locale, field: 'headline' | 'instruction', value: string) =>
    onChange({ ...texts, [language]: { ...texts[language], [field]: value } });
  return (
    <details className="alert-texts">
      <summary>{t('dmc.newAlert.ownTexts')}</summary>
      <p className="muted">{t('dmc.newAlert.ownTextsHint')}</p>
      {LOCALES.map((language) => (
        <fieldset key={language}>
          <legend lang={language}>{t(`language.${language}`)}</legend>
          <TextField
            label={t('dmc.newAlert.headline')}
            lang={language}
            maxLength={HEADLINE_MAX}
            value={texts[language].headline}
            onChange={(e) => set(language, 'headline', e.target.value)}
          />
          <TextArea
            label={t('dmc.newAlert.instruction')}
            lang={language}
            maxLength={INSTRUCTION_MAX}
            rows={2}
            value={texts[language].instruction}
            onChange={(e) => set(language, 'instruction', e.target.value)}
          />
        </fieldset>
      ))}
    </details>
  );
}
