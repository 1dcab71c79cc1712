import type { Alert, Severity } from '../alerts/alert.entity.js';
import { CAP_LANGUAGES, type CapLanguage } from '../cap/cap-mapping.js';
import { alertFactsFor, alertWords } from '../cap/cap-message.js';
import { asGsm7, fittingSms } from '../cap/sms-text.js';
import { smsTextsOf } from '../cap/sms-texts.service.js';

/** What an alert change texts its subscribers: the alert itself when published, its end when resolved. */
export type AlertSmsKind = 'ALERT' | 'CANCEL';

type AlertFacts = Pick<Alert, 'type' | 'customType' | 'issuedAt' | 'texts' | 'resolvedAt'> & { severity: Severity };

/** The cancel's text: the CAP Cancel's own headline and instruction ("... warning has ended"), one SMS where it fits. */
function cancelText(alert: AlertFacts, dsCodes: string[], language: CapLanguage): string {
  const resolvedAt = alert.resolvedAt ?? new Date();
  const facts = alertFactsFor({ ...alert, customType: alert.customType ?? null }, dsCodes, language, resolvedAt);
  const { headline, instruction } = alertWords({ type: alert.type, resolvedAt, texts: null }, facts, language);
  const candidates = [`${headline}. ${instruction}`, headline];
  return fittingSms(language === 'en' ? candidates.map(asGsm7) : candidates).text;
}

/** The message of each language for one alert change (issue 18's SMS text for a published alert), for the DS divisions it covers. */
export function alertSmsTexts(alert: AlertFacts, dsCodes: string[], kind: AlertSmsKind): Record<CapLanguage, string> {
  if (kind === 'CANCEL')
    return Object.fromEntries(
      CAP_LANGUAGES.map((language) => [language, cancelText(alert, dsCodes, language)]),
    ) as Record<CapLanguage, string>;
  const texts = smsTextsOf({ ...alert, dsCodes });
  return Object.fromEntries(texts.map((view) => [view.language, view.text])) as Record<CapLanguage, string>;
}
