import type { Alert, Severity } from '../alerts/alert.entity.js';
import { capAreaOf } from '../cap/cap-area.js';
import { CAP_LANGUAGES, eventName, type CapLanguage } from '../cap/cap-mapping.js';
import { ENDED_INSTRUCTION, PHRASES, SEVERITY_WORDS } from '../cap/cap-texts.js';
import { readableTime } from '../cap/cap-message.js';
import { asGsm7, fittingSms } from '../cap/sms-text.js';
import { smsTextsOf } from '../cap/sms-texts.service.js';

/** What an alert change texts its subscribers: the alert itself when published, its end when resolved. */
export type AlertSmsKind = 'ALERT' | 'CANCEL';

type AlertFacts = Pick<Alert, 'type' | 'customType' | 'issuedAt' | 'texts' | 'resolvedAt'> & { severity: Severity };

/** The cancel's text: the CAP Cancel's own headline and instruction ("... warning has ended"), one SMS where it fits. */
function cancelText(alert: AlertFacts, dsCode: string, language: CapLanguage): string {
  const area = capAreaOf(dsCode);
  const name = (names: { en: string; si?: string | null; ta?: string | null } | undefined) => names?.[language] ?? names?.en ?? dsCode;
  const facts = {
    event: eventName(alert.type, alert.customType, language),
    severity: SEVERITY_WORDS[alert.severity][language],
    ds: name(area?.name),
    district: name(area?.districtName),
    time: readableTime(alert.resolvedAt ?? new Date()),
  };
  const headline = PHRASES[language].endedHeadline(facts);
  const candidates = [`${headline}. ${ENDED_INSTRUCTION[language]}`, headline];
  return fittingSms(language === 'en' ? candidates.map(asGsm7) : candidates).text;
}

/** The message of each language for one alert change (issue 18's SMS text for a published alert). */
export function alertSmsTexts(alert: AlertFacts, dsCode: string, kind: AlertSmsKind): Record<CapLanguage, string> {
  if (kind === 'CANCEL') return Object.fromEntries(CAP_LANGUAGES.map((language) => [language, cancelText(alert, dsCode, language)])) as Record<CapLanguage, string>;
  const texts = smsTextsOf({ ...alert, dsCode });
  return Object.fromEntries(texts.map((view) => [view.language, view.text])) as Record<CapLanguage, string>;
}
