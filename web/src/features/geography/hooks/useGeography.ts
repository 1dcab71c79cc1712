import { useMemo } from 'react';
import { useLocale } from '../../../i18n/I18nProvider';
import { usePlaceList, type PlaceList } from './usePlaceList';

export type DistrictOption = PlaceList[number];
export type DsOption = DistrictOption['dsDivisions'][number];

export type NamedPlace = { name: string; nameSi?: string | null; nameTa?: string | null };

/** A place name in the chosen language; English where the Sinhala or Tamil name is missing or held back (D25). */
export function usePlaceName(): (place: NamedPlace) => string {
  const { locale } = useLocale();
  return (place) => (locale === 'si' ? place.nameSi : locale === 'ta' ? place.nameTa : null) || place.name;
}

/** The 25 districts and their DS divisions (none until the list has arrived), with lookups by P-code. */
export function useGeography() {
  const list = usePlaceList();
  return useMemo(() => {
    const districts = list ?? [];
    const byCode = new Map(districts.map((d) => [d.code, d]));
    return {
      districts,
      district: (code: string) => byCode.get(code),
      dsDivisionsOf: (code: string): DsOption[] => byCode.get(code)?.dsDivisions ?? [],
      dsDivision: (districtCode: string, dsCode: string) =>
        byCode.get(districtCode)?.dsDivisions.find((d) => d.code === dsCode),
    };
  }, [list]);
}
