import type { Catalogue } from './en';

/** Tamil catalogue: partial; missing keys fall back to English. */
export const ta: Catalogue = {
  'brand.name': 'லங்கா நிவாரணம்',
  'nav.label': 'முதன்மை வழிசெலுத்தல்',
  'nav.home': 'முகப்பு',
  'nav.alerts': 'அனர்த்தங்களைப் பார்க்க',
  'nav.report': 'அனர்த்தங்களை அறிவிக்க',
  'nav.requestSupport': 'உதவி கோர',
  'nav.login': 'உள்நுழைய',
  'nav.signup': 'தன்னார்வலராக பதிவு செய்ய',
  'nav.openMenu': 'பட்டியைத் திற',
  'nav.closeMenu': 'பட்டியை மூடு',
  'language.label': 'மொழி',
  'skip.toContent': 'முதன்மை உள்ளடக்கத்திற்குச் செல்ல',
  'page.home.title': 'இலங்கைக்கான அனர்த்த முன்னெச்சரிக்கை மற்றும் நிவாரணம்',
  'page.notFound.title': 'பக்கம் கிடைக்கவில்லை',
  'common.loading': 'ஏற்றுகிறது…',
  'common.retry': 'மீண்டும் முயற்சிக்க',
  'footer.emergency': 'அவசரம்: 117 (அனர்த்த முகாமைத்துவ நிலையம்), 119 (பொலிஸ்), 1990 (அம்புலன்ஸ்)',
};
