/**
 * The Sinhala and Tamil words the app uses for its key terms (docs/translators.md). `avoid` lists variants that were
 * found mixed in: each is matched where a word starts, so it also catches its inflected forms (தேதியும்); a phrase
 * pins a word that is right in other senses (Tamil எண் is also "numeral" and "integer").
 * glossary.test.ts checks every si/ta catalogue and the server's alert and SMS texts against it.
 */
export interface GlossaryTerm {
  /** The concept, in English as the catalogues' English says it. */
  term: string;
  si: string;
  ta: string;
  avoid: { si: string[]; ta: string[] };
  /** Why the variants are avoided, or what the choice rests on. */
  note: string;
  /** No text uses the term yet; it is here so the first one uses it. */
  unused?: true;
}

export const GLOSSARY: readonly GlossaryTerm[] = [
  {
    term: 'alert (warning)',
    si: 'අනතුරු ඇඟවීම',
    ta: 'எச்சரிக்கை',
    avoid: { si: ['} අවදානම'], ta: [] },
    note: 'අවදානම is "risk": right for people at risk, wrong as the name of the warning the DMC sends.',
  },
  {
    term: 'aid request',
    si: 'ආධාර ඉල්ලීම',
    ta: 'உதவிக் கோரிக்கை',
    avoid: { si: [], ta: ['நிவாரணக் கோரிக்கை'] },
    note: 'நிவாரணம் is the relief itself (and the app’s name); a request for it is உதவிக் கோரிக்கை.',
  },
  {
    term: 'DS division (Divisional Secretariat division)',
    si: 'ප්‍රාදේශීය ලේකම් කොට්ඨාසය',
    ta: 'பிரதேச செயலகப் பிரிவு',
    avoid: { si: [], ta: [] },
    note: 'Short labels may say කොට්ඨාසය / பிரிவு; SMS may abbreviate ප්‍රා.ලේ. / பிர.செ. The official Tamil is also பிரதேச செயலாளர் பிரிவு.',
  },
  {
    term: 'GN division (Grama Niladhari division)',
    si: 'ග්‍රාම නිලධාරී වසම',
    ta: 'கிராம அலுவலர் பிரிவு',
    avoid: { si: ['ග්‍රාම සේවක'], ta: ['கிராம சேவகர்', 'கிராம நிர்வாக அலுவலர்'] },
    note: 'Grama Sevaka is the title before 1989; கிராம நிர்வாக அலுவலர் is the Indian office. A native speaker should confirm the Tamil (கிராம உத்தியோகத்தர் பிரிவு is also used).',
    unused: true,
  },
  {
    term: 'volunteer',
    si: 'ස්වේච්ඡා සේවක',
    ta: 'தன்னார்வலர்',
    avoid: { si: ['ස්වේච්ඡා සේවකයින්'], ta: ['தொண்டர்'] },
    note: 'Sinhala plurals are spelt …යන් throughout (සේවකයන්, ග්‍රාහකයන්).',
  },
  {
    term: 'delivered (aid handed over)',
    si: 'ලබාදුන්',
    ta: 'வழங்கப்பட்டது',
    avoid: { si: ['බෙදා දුන්', 'බෙදා දී'], ta: [] },
    note: 'ලබා දුන් (spaced) is the same word. බෙදා දුන් is "distributed".',
  },
  {
    term: 'delivered (a message or call reached its receiver)',
    si: 'ලැබුණා',
    ta: 'சென்றடைந்தது',
    avoid: { si: [], ta: ['சேர்க்கப்பட்டது'] },
    note: 'சேர்க்கப்பட்டது means "added". ලැබී ඇත is the same word in written form.',
  },
  {
    term: 'date',
    si: 'දිනය',
    ta: 'திகதி',
    avoid: { si: [], ta: ['தேதி'] },
    note: 'தேதி is Indian Tamil; Sri Lankan Tamil writes திகதி.',
  },
  {
    term: 'phone number (and NIC, user and contact numbers)',
    si: 'දුරකථන අංකය',
    ta: 'தொலைபேசி இலக்கம்',
    avoid: {
      si: ['පරිශීලක හැඳුනුම්පත', 'හැඳුනුම්පත {id}'],
      ta: ['தொலைபேசி எண்', 'அட்டை எண்', 'அடையாள எண்', 'தொடர்பு எண்', 'அவசர எண்', 'இந்த எண்', '{number} எண்', 'தே.அ.அ. எண்'],
    },
    note: 'Sri Lankan Tamil says இலக்கம் for a number one dials or quotes; எண் stays for "numeral" and "integer" (முழு எண்). හැඳුනුම්පත is the identity card, not a user number (පරිශීලක අංකය).',
  },
  {
    term: 'log in',
    si: 'පිවිසෙන්න',
    ta: 'உள்நுழை',
    avoid: { si: ['පුරනය'], ta: [] },
    note: 'The noun is පිවිසීම; පුරනය was used only in server messages.',
  },
  {
    term: 'resolved (an alert that ended)',
    si: 'අවසන්',
    ta: 'முடிந்தது',
    avoid: { si: ['විසඳා ඇත', 'විසඳුවා'], ta: [] },
    note: 'An alert is not "solved"; it ends. Tamil தீர்ந்தது / தீர்க்கப்பட்டது are also read as ended.',
  },
  {
    term: 'optional',
    si: 'කැමති නම් පමණක්',
    ta: 'விரும்பினால்',
    avoid: { si: ['අවශ්‍ය නම් පමණක්'], ta: [] },
    note: '"Only if necessary" (අවශ්‍ය නම් පමණක්) can read as "required in some cases".',
  },
  {
    term: 'not found (what was asked for)',
    si: 'හමු නොවීය',
    ta: 'கிடைக்கவில்லை',
    avoid: { si: ['ඇමතුමක් නැත'], ta: ['அத்தகைய அழைப்பு'] },
    note: 'The API’s "no such call" is a request, not a telephone call (ඇමතුම, அழைப்பு).',
  },
  {
    term: 'Other (a category)',
    si: 'වෙනත්',
    ta: 'ஏனையது',
    avoid: { si: [], ta: ['ஏனையவை'] },
    note: 'One category is singular; ஏனையவை is "the others".',
  },
  {
    term: 'the app’s name (Lanka Relief)',
    si: 'ලංකා සහන',
    ta: 'லங்கா நிவாரணம்',
    avoid: { si: ['ලංකා රිලීෆ්'], ta: ['லங்கா ரிலீஃப்'] },
    note: 'Translated, as the web app’s brand.name; the SMS notification prefix stays the Latin "Lanka Relief:".',
  },
];
