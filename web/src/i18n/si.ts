import type { Catalogue } from './en';

/** Sinhala catalogue: partial; missing keys fall back to English. */
export const si: Catalogue = {
  'brand.name': 'ලංකා සහන',
  'nav.label': 'ප්‍රධාන සංචාලනය',
  'nav.home': 'මුල් පිටුව',
  'nav.alerts': 'ආපදා බලන්න',
  'nav.report': 'ආපදා වාර්තා කරන්න',
  'nav.requestSupport': 'සහාය ඉල්ලන්න',
  'nav.login': 'පිවිසෙන්න',
  'nav.signup': 'ස්වේච්ඡා සේවකයෙකු ලෙස ලියාපදිංචි වන්න',
  'nav.openMenu': 'මෙනුව විවෘත කරන්න',
  'nav.closeMenu': 'මෙනුව වසන්න',
  'language.label': 'භාෂාව',
  'skip.toContent': 'ප්‍රධාන අන්තර්ගතයට යන්න',
  'page.home.title': 'ශ්‍රී ලංකාව සඳහා ආපදා පූර්ව අනතුරු ඇඟවීම් සහ සහන',
  'page.notFound.title': 'පිටුව හමු නොවීය',
  'common.loading': 'පූරණය වෙමින්…',
  'common.retry': 'නැවත උත්සාහ කරන්න',
  'footer.emergency': 'හදිසි: 117 (ආපදා කළමනාකරණ මධ්‍යස්ථානය), 119 (පොලිසිය), 1990 (ගිලන් රථ)',
};
