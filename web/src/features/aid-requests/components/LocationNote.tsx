import { useT } from '../../../i18n/I18nProvider';
import { useGeography, usePlaceName } from '../../geography/hooks/useGeography';
import type { PlaceValue } from '../../geography/components/LocationFields';

/** "Location auto-detected: …" or "Location manually selected: …", with the hint that it can be changed. */
export function LocationNote({ place }: { place: PlaceValue }) {
  const t = useT();
  const geography = useGeography();
  const placeName = usePlaceName();
  const district = geography.district(place.districtCode);
  const ds = geography.dsDivision(place.districtCode, place.dsCode);
  if (!district || !ds) return null;
  const values = { district: placeName(district), ds: placeName(ds) };
  return (
    <div className="location-note" role="status">
      <strong>{place.autoDetected ? t('location.autoDetected', values) : t('location.manual', values)}</strong>
      <div className="muted">{t('location.hint')}</div>
    </div>
  );
}
