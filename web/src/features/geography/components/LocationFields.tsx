import { memo } from 'react';
import { useT } from '../../../i18n/I18nProvider';
import { pointOrCentroid } from '@shared/coordinates';
import { SelectField } from '../../../ui/fields';
import { useScriptsRunning } from '../../../ui/form/useForm';
import { useGeography, usePlaceName, type DistrictOption } from '../hooks/useGeography';
import { GnDivisionField } from './GnDivisionField';

export interface PlaceValue {
  districtCode: string;
  dsCode: string;
  /** The GN division within the DS division, when the person narrows the place (optional, never required). */
  gnCode?: string;
  /** Set by Current Location; cleared when the person changes the district (seed). */
  autoDetected: boolean;
  latitude: number | null;
  longitude: number | null;
}

export const EMPTY_PLACE: PlaceValue = {
  districtCode: '',
  dsCode: '',
  autoDetected: false,
  latitude: null,
  longitude: null,
};

interface Props {
  value: PlaceValue;
  onChange(value: PlaceValue): void;
  errors?: { district?: string | null; ds?: string | null };
  onBlurDistrict?(): void;
  onBlurDs?(): void;
  required?: boolean;
  /** Shown between the district and the DS select (the Current Location button). */
  locationButton?: React.ReactNode;
  /** The selects' names in a form posted without scripts. */
  names?: { district: string; ds: string };
  /** Offer the GN divisions of the chosen DS division (a form whose place may be narrowed; with scripts only). */
  gn?: boolean;
}

/**
 * Every DS division under its district: the DS list before scripts run (or without them), and while no district is
 * chosen. Drawn once: when the app starts, its few hundred options are neither drawn nor replaced again.
 */
const EveryDivision = memo(function EveryDivision({ districts }: { districts: readonly DistrictOption[] }) {
  const placeName = usePlaceName();
  return districts.map((district) => (
    <optgroup key={district.code} label={placeName(district)}>
      {district.dsDivisions.map((d) => (
        <option key={d.code} value={d.code}>
          {placeName(d)}
        </option>
      ))}
    </optgroup>
  ));
});

/**
 * District, then its DS divisions: once scripts run, the DS select stays disabled until a district is chosen, lists
 * only that district's divisions and resets with it. Before then (or without scripts) both are plain selects.
 */
export function LocationFields({
  value,
  onChange,
  errors,
  onBlurDistrict,
  onBlurDs,
  required = true,
  locationButton,
  names,
  gn = false,
}: Props) {
  const t = useT();
  const geography = useGeography();
  const placeName = usePlaceName();
  const scripts = useScriptsRunning();
  return (
    <>
      <SelectField
        label={t('field.district')}
        required={required}
        name={names?.district}
        value={value.districtCode}
        error={errors?.district}
        onBlur={onBlurDistrict}
        onChange={(e) => onChange({ ...EMPTY_PLACE, districtCode: e.target.value })}
      >
        <option value="">{t('field.selectDistrict')}</option>
        {geography.districts.map((d) => (
          <option key={d.code} value={d.code}>
            {placeName(d)}
          </option>
        ))}
      </SelectField>
      {scripts && locationButton}
      <SelectField
        label={t('field.ds')}
        required={required}
        name={names?.ds}
        value={value.dsCode}
        disabled={scripts && !value.districtCode}
        error={errors?.ds}
        onBlur={onBlurDs}
        onChange={(e) =>
          onChange({
            ...value,
            dsCode: e.target.value,
            gnCode: '',
            latitude: value.autoDetected ? value.latitude : null,
            longitude: value.autoDetected ? value.longitude : null,
          })
        }
      >
        <option value="">{t('field.selectDs')}</option>
        {scripts && value.districtCode ? (
          geography.dsDivisionsOf(value.districtCode).map((d) => (
            <option key={d.code} value={d.code}>
              {placeName(d)}
            </option>
          ))
        ) : (
          <EveryDivision districts={geography.districts} />
        )}
      </SelectField>
      {gn && scripts && value.dsCode && (
        <GnDivisionField
          dsCode={value.dsCode}
          value={value.gnCode ?? ''}
          onChange={(gnCode) => onChange({ ...value, gnCode })}
        />
      )}
    </>
  );
}

/** The place's coordinates: the detected point, else the DS centroid, else the district's (seed fallback). */
export function useCoordinatesFor() {
  const geography = useGeography();
  return (place: PlaceValue): { latitude: number; longitude: number } | null => {
    return pointOrCentroid(
      place.latitude,
      place.longitude,
      geography.dsDivision(place.districtCode, place.dsCode),
      geography.district(place.districtCode),
    );
  };
}
