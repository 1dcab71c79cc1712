import { useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import { GnDivisionsDocument } from '../../../generated/signed-in/graphql';
import { useT } from '../../../i18n/I18nProvider';
import { useServerErrors } from '../../../ui/errors';
import { usePlaceName, type DsOption } from '../../geography/hooks/useGeography';

/**
 * Placing a request, report or volunteer whose place is to confirm: a DS division of the district, and (for a request
 * or report) the GN division when the officer knows it. One action: the item leaves the queue (the queue reloads on the push).
 */
export function PlaceItForm({
  divisions,
  withGn = true,
  onPlace,
}: {
  divisions: DsOption[];
  withGn?: boolean;
  onPlace: (dsDivision: string, gnDivision: string | null) => Promise<unknown>;
}) {
  const t = useT();
  const placeName = usePlaceName();
  const errors = useServerErrors();
  const dsId = useId();
  const gnId = useId();
  const [ds, setDs] = useState('');
  const [gn, setGn] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const gnList = useQuery(GnDivisionsDocument, { variables: { dsDivision: ds }, skip: !ds || !withGn });
  const place = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await onPlace(ds, gn || null);
    } catch (error) {
      setFailure(errors.message(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="place-it">
      <div className="field">
        <label htmlFor={dsId}>{t('places.ds')}</label>
        <select
          id={dsId}
          value={ds}
          onChange={(e) => {
            setDs(e.target.value);
            setGn('');
          }}
        >
          <option value="">{t('places.chooseDs')}</option>
          {divisions.map((option) => (
            <option key={option.code} value={option.code}>
              {placeName(option)}
            </option>
          ))}
        </select>
      </div>
      {withGn && (
        <div className="field">
          <label htmlFor={gnId}>{t('places.gn')}</label>
          <select id={gnId} value={gn} disabled={!ds || gnList.loading} onChange={(e) => setGn(e.target.value)}>
            <option value="">{t('places.gnUnknown')}</option>
            {gnList.data?.gnDivisions.map((option) => (
              <option key={option.code} value={option.code}>
                {placeName(option)}
              </option>
            ))}
          </select>
        </div>
      )}
      <button type="button" className="button primary" disabled={busy || !ds} onClick={() => void place()}>
        {busy ? t('places.placing') : t('places.place')}
      </button>
      {failure && (
        <p className="field-error" role="alert">
          {failure}
        </p>
      )}
    </div>
  );
}
