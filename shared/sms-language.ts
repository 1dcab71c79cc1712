/** The languages an SMS is answered in. */
export type SmsLanguage = 'si' | 'ta' | 'en';

const SINHALA = /[\u0D80-\u0DFF]/gu;
const TAMIL = /[\u0B80-\u0BFF]/gu;

/** The language of the script the sender wrote in: the more Sinhala or Tamil letters; Latin (or none) is English. */
export function languageOfText(text: string): SmsLanguage {
  const sinhala = text.match(SINHALA)?.length ?? 0;
  const tamil = text.match(TAMIL)?.length ?? 0;
  if (sinhala === 0 && tamil === 0) return 'en';
  return sinhala >= tamil ? 'si' : 'ta';
}
