/** The three languages an alert is published in (CAP `<info>`, the alert page, SMS). */
export const ALERT_LANGUAGES = ['en', 'si', 'ta'] as const;
export type AlertLanguage = (typeof ALERT_LANGUAGES)[number];

/** An officer's own headline and instruction in one language, each optional. */
export interface OfficerText {
  headline?: string;
  instruction?: string;
}

/** The officer's texts per language, stored with the alert; a language absent keeps the generated texts. */
export type OfficerTexts = Partial<Record<AlertLanguage, OfficerText>>;

type TextsInput =
  Partial<Record<AlertLanguage, { headline?: string | null; instruction?: string | null } | null>> | null | undefined;

const given = (text: string | null | undefined): string | undefined => text?.trim() || undefined;

/** The texts worth storing: trimmed, blanks dropped; null when the officer wrote none. */
export function officerTexts(input: TextsInput): OfficerTexts | null {
  const texts: OfficerTexts = {};
  for (const language of ALERT_LANGUAGES) {
    const headline = given(input?.[language]?.headline);
    const instruction = given(input?.[language]?.instruction);
    if (headline || instruction)
      texts[language] = { ...(headline ? { headline } : {}), ...(instruction ? { instruction } : {}) };
  }
  return Object.keys(texts).length ? texts : null;
}
