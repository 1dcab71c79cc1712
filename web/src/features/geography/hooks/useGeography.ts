import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { DistrictsDocument, type DistrictsQuery } from '../../../generated/graphql';
import { useLocale } from '../../../i18n/I18nProvider';

export type DistrictOption = DistrictsQuery['districts'][number];
export type DsOption = DistrictOption['dsDivisions'][number];

export type NamedPlace = { name: string; nameSi?: string | null; nameTa?: string | null };

/** A place name in the chosen language; English where the Sinhala or Tamil name is missing or held back (D25). */
export function usePlaceName(): (place: NamedPlace) => string {
  const { locale } = useLocale();
  return (place) => (locale === 'si' ? place.nameSi : locale === 'ta' ? place.nameTa : null) || place.name;
}

/** The 25 districts and their DS divisions, loaded once and kept in the cache. */
export function useGeography() {
  const { data, loading, error, refetch } = useQuery(DistrictsDocument, { fetchPolicy: 'cache-first' });
  return useMemo(() => {
    const districts = data?.districts ?? [];
    const byCode = new Map(districts.map((d) => [d.code, d]));
    return {
      districts,
      loading,
      error,
      refetch,
      district: (code: string) => byCode.get(code),
      dsDivisionsOf: (code: string): DsOption[] => byCode.get(code)?.dsDivisions ?? [],
      dsDivision: (districtCode: string, dsCode: string) =>
        byCode.get(districtCode)?.dsDivisions.find((d) => d.code === dsCode),
    };
  }, [data, loading, error, refetch]);
}
