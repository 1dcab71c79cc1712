import { useQuery } from '@apollo/client/react';
import { GnDivisionsDocument } from '../../../generated/public-forms/graphql';
import { useT } from '../../../i18n/I18nProvider';
import { SelectField } from '../../../ui/fields';
import { usePlaceName } from '../hooks/useGeography';

/**
 * The GN division within a DS division, for a person who wants to narrow the place: optional, loaded when a DS division
 * is chosen, and left at "Not known" when the list cannot load (the form never waits for it).
 */
export function GnDivisionField({
  dsCode,
  value,
  onChange,
}: {
  dsCode: string;
  value: string;
  onChange(gnCode: string): void;
}) {
  const t = useT();
  const placeName = usePlaceName();
  const list = useQuery(GnDivisionsDocument, { variables: { dsDivision: dsCode } });
  return (
    <SelectField label={t('field.gn')} value={value} disabled={!list.data} onChange={(e) => onChange(e.target.value)}>
      <option value="">{t('field.gnUnknown')}</option>
      {list.data?.gnDivisions.map((gn) => (
        <option key={gn.code} value={gn.code}>
          {placeName(gn)}
        </option>
      ))}
    </SelectField>
  );
}
