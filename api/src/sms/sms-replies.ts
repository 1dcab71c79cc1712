import type { SmsLanguage } from '../../../shared/sms-language.js';

/** The replies a message gets, in the three languages; each fits one SMS part with usual values (sms-replies.test.ts). */
export type ReplyKey =
  | 'HELP_CREATED'
  | 'HELP_NO_PLACE'
  | 'REPORT_CREATED'
  | 'REPORT_NO_PLACE'
  | 'STATUS'
  | 'STATUS_UNKNOWN'
  | 'ALERTS_ON'
  | 'ALERTS_NO_PLACE'
  | 'STOPPED'
  | 'LANG_SET'
  | 'LANG_UNKNOWN'
  | 'TRIAGE'
  | 'SUBMISSIONS_LIMITED';

export type ReplyValues = Record<string, string | number>;

const REPLIES: Record<SmsLanguage, Record<ReplyKey, string>> = {
  en: {
    HELP_CREATED: 'Help request {ref} received. Your DS office: {contact}. DMC hotline 117.',
    HELP_NO_PLACE: 'Please send your DS division or town, e.g. HELP Kolonnawa 4. DMC hotline 117.',
    REPORT_CREATED: 'Report {ref} received. The district DMC will review it. Thank you.',
    REPORT_NO_PLACE: 'Please send REPORT, your DS division or town and what you see.',
    STATUS: 'Request {ref}: {state}.',
    STATUS_UNKNOWN: 'No request {ref} from this number.',
    ALERTS_ON: 'You will get alerts for {place}. Send STOP to end them.',
    ALERTS_NO_PLACE: 'Please send ALERTS and your DS division, e.g. ALERTS Kolonnawa.',
    STOPPED: 'You will get no more alerts. Send ALERTS and a place to start again.',
    LANG_SET: 'Replies will be in English.',
    LANG_UNKNOWN: 'Send LANG SI, LANG TA or LANG EN.',
    TRIAGE: 'We received your message. Help will follow. DMC hotline: 117.',
    SUBMISSIONS_LIMITED:
      'Too many requests from this number this hour. Officers will read your message. DMC hotline 117.',
  },
  si: {
    HELP_CREATED: 'ඉල්ලීම {ref} ලැබුණා. ප්‍රා.ලේ. කාර්යාලය: {contact}. DMC 117',
    HELP_NO_PLACE: 'ප්‍රා.ලේ. කොට්ඨාසය හෝ නගරය යවන්න: උදව් කොලොන්නාව 4. DMC 117',
    REPORT_CREATED: 'වාර්තාව {ref} ලැබුණා. DMC පරීක්ෂා කරයි. ස්තූතියි.',
    REPORT_NO_PLACE: 'ස්ථානය සමඟ යවන්න: වාර්තා <නගරය> <ඔබ දකින දේ>',
    STATUS: 'ඉල්ලීම {ref}: {state}',
    STATUS_UNKNOWN: 'මෙම අංකයෙන් ඉල්ලීම {ref} නැත.',
    ALERTS_ON: '{place} අනතුරු ඇඟවීම් ලැබේ. නැවැත්වීමට: නවත්වන්න',
    ALERTS_NO_PLACE: 'ප්‍රා.ලේ. කොට්ඨාසය යවන්න: අනතුරු කොලොන්නාව',
    STOPPED: 'අනතුරු ඇඟවීම් නවත්වා ඇත. නැවත ලබාගැනීමට: අනතුරු <ස්ථානය>',
    LANG_SET: 'පිළිතුරු සිංහලෙන්.',
    LANG_UNKNOWN: 'යවන්න: LANG SI, LANG TA හෝ LANG EN',
    TRIAGE: 'පණිවිඩය ලැබුණා. උදව් ලැබේ. DMC ඇමතුම් අංකය 117',
    SUBMISSIONS_LIMITED: 'මෙම අංකයෙන් ඉල්ලීම් වැඩියි. නිලධාරීන් පණිවිඩය කියවයි. DMC 117',
  },
  ta: {
    HELP_CREATED: 'கோரிக்கை {ref} பெறப்பட்டது. பிர.செ. அலுவலகம்: {contact}. DMC 117',
    HELP_NO_PLACE: 'பிர.செ. பிரிவு அல்லது ஊரை அனுப்பவும்: உதவி கொலன்னாவை 4. DMC 117',
    REPORT_CREATED: 'அறிக்கை {ref} பெறப்பட்டது. DMC பரிசீலிக்கும். நன்றி.',
    REPORT_NO_PLACE: 'இடத்துடன் அனுப்பவும்: அறிக்கை <ஊர்> <நீங்கள் காண்பது>',
    STATUS: 'கோரிக்கை {ref}: {state}',
    STATUS_UNKNOWN: 'இந்த இலக்கத்திலிருந்து கோரிக்கை {ref} இல்லை.',
    ALERTS_ON: '{place} எச்சரிக்கைகள் வரும். நிறுத்த: நிறுத்து',
    ALERTS_NO_PLACE: 'பிர.செ. பிரிவை அனுப்பவும்: எச்சரிக்கை கொலன்னாவை',
    STOPPED: 'எச்சரிக்கைகள் நிறுத்தப்பட்டன. மீண்டும் பெற: எச்சரிக்கை <இடம்>',
    LANG_SET: 'பதில்கள் தமிழில்.',
    LANG_UNKNOWN: 'அனுப்பவும்: LANG SI, LANG TA அல்லது LANG EN',
    TRIAGE: 'செய்தி கிடைத்தது. உதவி வரும். DMC அவசர இலக்கம் 117',
    SUBMISSIONS_LIMITED: 'கோரிக்கைகள் அதிகம். அலுவலர்கள் செய்தியைப் படிப்பார்கள். DMC 117',
  },
};

/** An aid request's status as a person reads it. */
const REQUEST_STATES: Record<SmsLanguage, Record<string, string>> = {
  en: {
    PENDING: 'being reviewed',
    APPROVED: 'ongoing',
    DELIVERED: 'delivered',
    REJECTED: 'not approved',
    MERGED: 'joined with your earlier request',
  },
  si: {
    PENDING: 'සලකා බලමින්',
    APPROVED: 'ක්‍රියාත්මකයි',
    DELIVERED: 'ලබා දුන්නා',
    REJECTED: 'අනුමත නොවීය',
    MERGED: 'ඔබගේ පෙර ඉල්ලීම සමඟ එක් කළා',
  },
  ta: {
    PENDING: 'பரிசீலனையில்',
    APPROVED: 'செயலில்',
    DELIVERED: 'வழங்கப்பட்டது',
    REJECTED: 'ஏற்கப்படவில்லை',
    MERGED: 'உங்கள் முந்தைய கோரிக்கையுடன் இணைக்கப்பட்டது',
  },
};

export const requestStateText = (language: SmsLanguage, status: string): string =>
  REQUEST_STATES[language][status] ?? status;

export const replyKeys = (): ReplyKey[] => Object.keys(REPLIES.en) as ReplyKey[];

/** The reply in the language, its {placeholders} filled. */
export function replyText(language: SmsLanguage, key: ReplyKey, values: ReplyValues = {}): string {
  return REPLIES[language][key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
