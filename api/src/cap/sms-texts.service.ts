import type { Alert } from '../alerts/alert.entity.js';
import { Severity } from '../alerts/alert.entity.js';
import { officerTexts } from '../alerts/alert-texts.js';
import { capAreaOf } from './cap-area.js';
import { CAP_LANGUAGES } from './cap-mapping.js';
import { capAreasOf, smsTexts } from './cap-message.js';
import { CapErrors } from './cap.errors.js';
import { SmsTextView, type SmsPreviewInput } from './cap.types.js';

type SmsFacts = Pick<Alert, 'type' | 'severity' | 'issuedAt'> & {
  customType?: string | null;
  /** Set once the alert has ended: the texts are its Cancel's. */
  resolvedAt?: Date | null;
  dsCodes: string[];
  texts?: Parameters<typeof officerTexts>[0];
};

const views = (texts: ReturnType<typeof smsTexts>) =>
  CAP_LANGUAGES.map((language) => SmsTextView.from(language, texts[language]));

/** An alert's SMS texts in the three languages (its CAP message's); none for a DS outside the geography. */
export function smsTextsOf({
  dsCodes,
  type,
  customType,
  severity,
  issuedAt,
  resolvedAt,
  texts,
}: SmsFacts): SmsTextView[] {
  if (!dsCodes.every((code) => capAreaOf(code))) return [];
  return views(
    smsTexts(
      { type, customType: customType ?? null, severity, issuedAt, resolvedAt, texts: officerTexts(texts) },
      capAreasOf(dsCodes),
    ),
  );
}

/** The DS divisions a previewed alert would cover, as codes, the first first, without repeats; an unknown one is refused. */
export function previewDsCodes(input: Pick<SmsPreviewInput, 'dsDivision' | 'alsoDsDivisions'>): string[] {
  const named = [input.dsDivision, ...(input.alsoDsDivisions ?? [])];
  const unknown = named.find((code) => !capAreaOf(code.trim().toUpperCase()));
  if (unknown !== undefined) throw CapErrors.unknownDs(unknown);
  return [...new Set(named.map((code) => code.trim().toUpperCase()))];
}

/** The texts an alert would carry if published now (the DMC's preview); an unknown DS is refused. */
export function smsPreview(input: SmsPreviewInput): SmsTextView[] {
  return smsTextsOf({
    dsCodes: previewDsCodes(input),
    type: input.type,
    customType: input.customType,
    severity: input.severity ?? Severity.MEDIUM,
    issuedAt: new Date(),
    texts: input.texts,
  });
}
