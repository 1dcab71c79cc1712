import type { Alert, Severity } from '../alerts/alert.entity.js';
import { CAP_LANGUAGES, type CapLanguage } from '../cap/cap-mapping.js';
import { capAreasOf, smsTexts } from '../cap/cap-message.js';

/** What an alert change texts its subscribers: the alert itself when published, its end when resolved. */
export type AlertSmsKind = 'ALERT' | 'CANCEL';

type AlertFacts = Pick<Alert, 'type' | 'customType' | 'issuedAt' | 'texts' | 'resolvedAt'> & { severity: Severity };

/**
 * The message of each language for one alert change, for the DS divisions it covers: the CAP message's own SMS
 * parameter, the Alert's when published, the Cancel's ("... warning has ended") when resolved.
 */
export function alertSmsTexts(alert: AlertFacts, dsCodes: string[], kind: AlertSmsKind): Record<CapLanguage, string> {
  const resolvedAt = kind === 'CANCEL' ? (alert.resolvedAt ?? new Date()) : null;
  const texts = smsTexts({ ...alert, customType: alert.customType ?? null, resolvedAt }, capAreasOf(dsCodes));
  return Object.fromEntries(CAP_LANGUAGES.map((language) => [language, texts[language].text])) as Record<
    CapLanguage,
    string
  >;
}
