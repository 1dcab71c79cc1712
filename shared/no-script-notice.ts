import type { Locale } from './locales.js';

/**
 * The notice a browser without scripts shows on every page (web/index.html's `<noscript>` holds the English one; the
 * server puts the page's language in its place).
 */
export const NO_SCRIPT_NOTICE: Record<Locale, string> = {
  en: 'Without JavaScript the maps and the signed-in areas do not work; the emergency aid request and the early-warning report do. In an emergency call 117 (Disaster Management Centre) or 119 (Police).',
  si: 'JavaScript නොමැතිව සිතියම් සහ පිවිසීමෙන් පසු කොටස් ක්‍රියා නොකරයි; හදිසි සහාය ඉල්ලීම සහ පූර්ව අනතුරු ලකුණු වාර්තාව ක්‍රියා කරයි. හදිසි අවස්ථාවකදී 117 (ආපදා කළමනාකරණ මධ්‍යස්ථානය) හෝ 119 (පොලිසිය) අමතන්න.',
  ta: 'JavaScript இல்லாமல் வரைபடங்களும் உள்நுழைந்த பின் உள்ள பகுதிகளும் இயங்காது; அவசர உதவிக் கோரிக்கையும் முன்னெச்சரிக்கை அறிக்கையும் இயங்கும். அவசர நிலையில் 117 (அனர்த்த முகாமைத்துவ நிலையம்) அல்லது 119 (பொலிஸ்) ஐ அழைக்கவும்.',
};
