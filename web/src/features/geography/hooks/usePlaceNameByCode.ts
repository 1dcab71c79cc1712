import { useMemo } from 'react';
import { useLocale, useT } from '../../../i18n/I18nProvider';
import { usePlaceName, type NamedPlace } from './useGeography';
import { usePlaceList } from './usePlaceList';

// In a file of its own: the home page does not use it, and its bytes stay out of the home route's budget.
/**
 * A district's or DS division's name in the chosen language, looked up by its P-code in the geography list (for
 * screens whose data carry the English name only); the English name where none is known. English readers load nothing.
 * A request or report whose place is to confirm has no DS division yet: it says so.
 */
export function usePlaceNameByCode(): (place: { code: string; name: string } | null) => string {
  const { locale } = useLocale();
  const t = useT();
  const placeName = usePlaceName();
  const list = usePlaceList(locale !== 'en');
  const byCode = useMemo(() => {
    const places = new Map<string, NamedPlace>();
    for (const district of list ?? []) {
      places.set(district.code, district);
      for (const ds of district.dsDivisions) places.set(ds.code, ds);
    }
    return places;
  }, [list]);
  return (place) => {
    if (!place) return t('place.toConfirm');
    const found = locale === 'en' ? undefined : byCode.get(place.code);
    return found ? placeName(found) : place.name;
  };
}
