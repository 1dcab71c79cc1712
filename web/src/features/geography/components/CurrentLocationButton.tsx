import { useT } from '../../../i18n/I18nProvider';
import { useCurrentLocation, type LocationMessages } from '../hooks/useCurrentLocation';
import type { PlaceValue } from './LocationFields';

/** "Current Location": GPS, then the server says which district and DS that is. */
export function CurrentLocationButton({
  messages,
  onDetected,
  label,
}: {
  messages: LocationMessages;
  onDetected(place: PlaceValue): void;
  label?: string;
}) {
  const t = useT();
  const { detect, detecting, error } = useCurrentLocation(messages);
  const run = async () => {
    const found = await detect();
    if (found)
      onDetected({
        districtCode: found.districtCode,
        dsCode: found.dsCode,
        autoDetected: true,
        latitude: found.latitude,
        longitude: found.longitude,
      });
  };
  return (
    <div className="location-button">
      <button type="button" className="button secondary" disabled={detecting} onClick={() => void run()}>
        {detecting ? t('field.locating') : (label ?? t('field.currentLocation'))}
      </button>
      {error && (
        <div className="field-error" role="alert">
          {t(error)}
        </div>
      )}
    </div>
  );
}
