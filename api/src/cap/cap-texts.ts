import { AlertType, Severity } from '../alerts/alert.entity.js';
import type { CapLanguage } from './cap-mapping.js';

/** What to do, per hazard and language: the CAP `instruction` and the alert page's advice. */
export const INSTRUCTIONS: Record<AlertType, Record<CapLanguage, string>> = {
  [AlertType.FLOOD]: {
    en: 'Move to higher ground now. Do not walk or drive through flood water. Keep away from rivers and canals.',
    si: 'දැන්ම උස් බිමකට යන්න. ගංවතුරේ ඇවිදීම හෝ වාහන පැදවීම නොකරන්න. ගංගා සහ ඇළ මාර්ගවලින් ඈත් වන්න.',
    ta: 'உடனே மேட்டு நிலத்துக்குச் செல்லுங்கள். வெள்ள நீரில் நடக்கவோ வாகனம் ஓட்டவோ வேண்டாம். ஆறுகள், கால்வாய்களிலிருந்து விலகி இருங்கள்.',
  },
  [AlertType.LANDSLIDE]: {
    en: 'Leave steep slopes and the foot of slopes now. Watch for cracks, tilting trees and muddy springs. Go to a safe place.',
    si: 'දැන්ම බෑවුම් සහ බෑවුම් පාමුලින් ඉවත් වන්න. ඉරිතැලීම්, ඇල වූ ගස් සහ බොර දිය උල්පත් ගැන සැලකිලිමත් වන්න. ආරක්ෂිත ස්ථානයකට යන්න.',
    ta: 'உடனே சரிவுகளையும் சரிவின் அடிவாரத்தையும் விட்டு வெளியேறுங்கள். வெடிப்புகள், சாயும் மரங்கள், சேற்று ஊற்றுகளைக் கவனியுங்கள். பாதுகாப்பான இடத்துக்குச் செல்லுங்கள்.',
  },
  [AlertType.CYCLONE]: {
    en: 'Stay indoors, away from windows. Tie down loose objects. Fishers must not go to sea.',
    si: 'ජනේලවලින් ඈත්ව නිවස තුළම සිටින්න. ලිහිල් භාණ්ඩ ගැට ගසන්න. ධීවරයන් මුහුදු නොයා යුතුය.',
    ta: 'ஜன்னல்களிலிருந்து விலகி வீட்டுக்குள் இருங்கள். தளர்வான பொருட்களைக் கட்டி வையுங்கள். மீனவர்கள் கடலுக்குச் செல்லக் கூடாது.',
  },
  [AlertType.DROUGHT]: {
    en: 'Save water. Drink only safe water. Follow the local water distribution notices.',
    si: 'ජලය ඉතිරි කරන්න. ආරක්ෂිත ජලය පමණක් පානය කරන්න. ප්‍රාදේශීය ජල බෙදාහැරීමේ දැන්වීම් අනුගමනය කරන්න.',
    ta: 'நீரைச் சேமியுங்கள். பாதுகாப்பான நீரை மட்டும் அருந்துங்கள். உள்ளூர் நீர் விநியோக அறிவிப்புகளைப் பின்பற்றுங்கள்.',
  },
  [AlertType.FIRE]: {
    en: 'Move away from the fire and smoke now. Call 110 for the fire service. Do not go back until officers say it is safe.',
    si: 'දැන්ම ගින්නෙන් සහ දුමෙන් ඈත් වන්න. ගිනි නිවීමේ සේවයට 110 අමතන්න. ආරක්ෂිත යැයි නිලධාරීන් කියන තුරු ආපසු නොයන්න.',
    ta: 'உடனே தீ மற்றும் புகையிலிருந்து விலகுங்கள். தீயணைப்புச் சேவைக்கு 110 அழையுங்கள். பாதுகாப்பானது என அதிகாரிகள் கூறும் வரை திரும்ப வேண்டாம்.',
  },
  [AlertType.OTHER]: {
    en: 'Follow the instructions of local officers and listen to official announcements.',
    si: 'ප්‍රාදේශීය නිලධාරීන්ගේ උපදෙස් පිළිපදින්න, නිල නිවේදනවලට සවන් දෙන්න.',
    ta: 'உள்ளூர் அதிகாரிகளின் அறிவுறுத்தல்களைப் பின்பற்றி, அதிகாரபூர்வ அறிவிப்புகளைக் கேளுங்கள்.',
  },
};

/** The shortest advice, for SMS. */
export const SHORT_INSTRUCTIONS: Record<AlertType, Record<CapLanguage, string>> = {
  [AlertType.FLOOD]: { en: 'Move to higher ground now.', si: 'උස් බිමකට යන්න.', ta: 'உயரமான இடத்துக்குச் செல்லுங்கள்.' },
  [AlertType.LANDSLIDE]: { en: 'Leave slopes now.', si: 'බෑවුම්වලින් ඉවත් වන්න.', ta: 'சரிவுகளை விட்டு விலகுங்கள்.' },
  [AlertType.CYCLONE]: { en: 'Stay indoors.', si: 'නිවස තුළම සිටින්න.', ta: 'வீட்டுக்குள் இருங்கள்.' },
  [AlertType.DROUGHT]: { en: 'Save water.', si: 'ජලය ඉතිරි කරන්න.', ta: 'நீரைச் சேமியுங்கள்.' },
  [AlertType.FIRE]: { en: 'Move away from the fire.', si: 'ගින්නෙන් ඈත් වන්න.', ta: 'தீயிலிருந்து விலகுங்கள்.' },
  [AlertType.OTHER]: {
    en: 'Follow local officers.',
    si: 'නිලධාරී උපදෙස් පිළිපදින්න.',
    ta: 'அதிகாரிகளின் அறிவுறுத்தல்களைப் பின்பற்றுங்கள்.',
  },
};

export const ENDED_INSTRUCTION: Record<CapLanguage, string> = {
  en: 'The danger has passed. Follow local officers for any further notices.',
  si: 'අනතුර පහව ගොස් ඇත. වැඩිදුර දැනුම්දීම් සඳහා ප්‍රාදේශීය නිලධාරීන් අනුගමනය කරන්න.',
  ta: 'ஆபத்து நீங்கிவிட்டது. மேலதிக அறிவிப்புகளுக்கு உள்ளூர் அதிகாரிகளைப் பின்பற்றுங்கள்.',
};

export const SEVERITY_WORDS: Record<Severity, Record<CapLanguage, string>> = {
  [Severity.HIGH]: { en: 'High', si: 'ඉහළ', ta: 'உயர்' },
  [Severity.MEDIUM]: { en: 'Medium', si: 'මධ්‍යම', ta: 'நடுத்தரம்' },
  [Severity.LOW]: { en: 'Low', si: 'අඩු', ta: 'குறைவு' },
};

/** The place and facts an alert's texts are built from, already in one language. */
export interface AlertFacts {
  event: string;
  /** The event as it stands before "warning" (`eventModifier` in cap-mapping.ts). */
  eventModifier: string;
  severity: string;
  ds: string;
  district: string;
  /** "23 Nov 2026, 09:10" in Sri Lanka time. */
  time: string;
}

export type Phrases = {
  headline: (f: AlertFacts) => string;
  endedHeadline: (f: AlertFacts) => string;
  description: (f: AlertFacts) => string;
  ended: (f: AlertFacts) => string;
  sms: (f: AlertFacts) => string;
  /** The SMS for when the district does not fit one part with the DS name (long Sinhala and Tamil names). */
  smsWithoutDistrict?: (f: AlertFacts) => string;
  senderDistrict: (district: string) => string;
};

export const PHRASES: Record<CapLanguage, Phrases> = {
  en: {
    headline: (f) => `${f.event} warning (${f.severity}) for ${f.ds} DS division, ${f.district} district`,
    endedHeadline: (f) => `${f.event} warning for ${f.ds} DS division has ended`,
    description: (f) =>
      `The Disaster Management Centre issued a ${f.event.toLowerCase()} warning of ${f.severity.toLowerCase()} severity for the ${f.ds} divisional secretariat division of ${f.district} district at ${f.time} (Sri Lanka time).`,
    ended: (f) =>
      `The ${f.event.toLowerCase()} warning for the ${f.ds} divisional secretariat division of ${f.district} district was resolved at ${f.time} (Sri Lanka time).`,
    sms: (f) => `DMC ${f.event} warning (${f.severity}): ${f.ds}, ${f.district}.`,
    senderDistrict: (district) => `${district} district`,
  },
  si: {
    headline: (f) =>
      `${f.district} දිස්ත්‍රික්කයේ ${f.ds} ප්‍රාදේශීය ලේකම් කොට්ඨාසයට ${f.eventModifier} අනතුරු ඇඟවීමක් (${f.severity})`,
    endedHeadline: (f) => `${f.ds} ප්‍රාදේශීය ලේකම් කොට්ඨාසයේ ${f.eventModifier} අනතුරු ඇඟවීම අවසන්`,
    description: (f) =>
      `ආපදා කළමනාකරණ මධ්‍යස්ථානය ${f.time} ට (ශ්‍රී ලංකා වේලාව) ${f.district} දිස්ත්‍රික්කයේ ${f.ds} ප්‍රාදේශීය ලේකම් කොට්ඨාසයට ${f.severity} බරපතළකමින් යුත් ${f.eventModifier} අනතුරු ඇඟවීමක් නිකුත් කළේය.`,
    ended: (f) =>
      `${f.district} දිස්ත්‍රික්කයේ ${f.ds} ප්‍රාදේශීය ලේකම් කොට්ඨාසයේ ${f.eventModifier} අනතුරු ඇඟවීම ${f.time} ට (ශ්‍රී ලංකා වේලාව) අවසන් කරන ලදී.`,
    sms: (f) => `DMC: ${f.eventModifier} අනතුරු ඇඟවීම (${f.severity}): ${f.ds}, ${f.district}.`,
    smsWithoutDistrict: (f) => `DMC: ${f.eventModifier} අනතුරු ඇඟවීම (${f.severity}): ${f.ds}.`,
    senderDistrict: (district) => `${district} දිස්ත්‍රික්කය`,
  },
  ta: {
    headline: (f) =>
      `${f.district} மாவட்டம், ${f.ds} பிரதேச செயலகப் பிரிவுக்கு ${f.eventModifier} எச்சரிக்கை (${f.severity})`,
    endedHeadline: (f) => `${f.ds} பிரதேச செயலகப் பிரிவுக்கான ${f.eventModifier} எச்சரிக்கை முடிந்தது`,
    description: (f) =>
      `அனர்த்த முகாமைத்துவ நிலையம் ${f.time} மணிக்கு (இலங்கை நேரம்) ${f.district} மாவட்டத்தின் ${f.ds} பிரதேச செயலகப் பிரிவுக்கு ${f.eventModifier} எச்சரிக்கையை (தீவிரம்: ${f.severity}) வெளியிட்டது.`,
    ended: (f) =>
      `${f.district} மாவட்டத்தின் ${f.ds} பிரதேச செயலகப் பிரிவுக்கான ${f.eventModifier} எச்சரிக்கை ${f.time} மணிக்கு (இலங்கை நேரம்) முடிவுக்கு வந்தது.`,
    sms: (f) => `DMC: ${f.eventModifier} எச்சரிக்கை (${f.severity}): ${f.ds}, ${f.district}.`,
    smsWithoutDistrict: (f) => `DMC: ${f.eventModifier} எச்சரிக்கை (${f.severity}): ${f.ds}.`,
    senderDistrict: (district) => `${district} மாவட்டம்`,
  },
};
