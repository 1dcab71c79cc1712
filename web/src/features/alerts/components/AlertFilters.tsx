import { useState } from 'react';
import type { AlertFilter, AlertType, Severity } from '../../../generated/public-forms/graphql';
import { useT } from '../../../i18n/I18nProvider';
import { SelectField } from '../../../ui/fields';
import { changedSelects, useChangedBeforeHydration } from '../../../ui/useChangedBeforeHydration';
import { useGeography, usePlaceName } from '../../geography/hooks/useGeography';

const TYPES: AlertType[] = ['FLOOD', 'LANDSLIDE', 'CYCLONE', 'DROUGHT', 'FIRE', 'OTHER'];
const SEVERITIES: Severity[] = ['HIGH', 'MEDIUM', 'LOW'];
const DISTRICT_KEY = 'selectedDistrict';

const storedDistrict = () => {
  try {
    return localStorage.getItem(DISTRICT_KEY) ?? '';
  } catch {
    return '';
  }
};

function storeDistrict(code: string) {
  try {
    if (code) localStorage.setItem(DISTRICT_KEY, code);
    else localStorage.removeItem(DISTRICT_KEY);
  } catch {
    /* storage blocked */
  }
}

export interface AlertFilterState {
  type: AlertType | '';
  district: string;
  ds: string;
  severity: Severity | '';
}

/** The public alert filter; the chosen district is remembered across visits. */
export function useAlertFilter() {
  const [state, setState] = useState<AlertFilterState>(() => ({
    type: '',
    district: storedDistrict(),
    ds: '',
    severity: '',
  }));
  const set = (next: Partial<AlertFilterState>) => {
    if (next.district !== undefined) storeDistrict(next.district);
    setState((s) => ({ ...s, ...next, ...(next.district !== undefined ? { ds: '' } : {}) }));
  };
  const query: AlertFilter = {
    type: state.type || null,
    district: state.district || null,
    dsDivision: state.ds || null,
    severity: state.severity || null,
  };
  return { state, set, query, reset: () => set({ type: '', district: '', severity: '' }) };
}

/** Disaster type, district, DS (enabled once a district is chosen), severity and Reset Filters. */
export function AlertFilters({ filter }: { filter: ReturnType<typeof useAlertFilter> }) {
  const t = useT();
  const geography = useGeography();
  const placeName = usePlaceName();
  const { state, set } = filter;
  // A type, district or severity chosen before the scripts ran (the divisions' select is disabled until then).
  const filters = useChangedBeforeHydration<HTMLDivElement>((element) => {
    const chosen = changedSelects(element, state);
    if (chosen) set(chosen);
  });
  return (
    <div ref={filters} className="filters">
      <SelectField
        label={t('alerts.filter.type')}
        data-filter="type"
        value={state.type}
        onChange={(e) => set({ type: e.target.value as AlertType | '' })}
      >
        <option value="">{t('alerts.filter.allTypes')}</option>
        {TYPES.map((x) => (
          <option key={x} value={x}>
            {t(`alertType.${x}`)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('field.district')}
        data-filter="district"
        value={state.district}
        onChange={(e) => set({ district: e.target.value })}
      >
        <option value="">{t('field.allDistricts')}</option>
        {geography.districts.map((d) => (
          <option key={d.code} value={d.code}>
            {placeName(d)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('field.ds')}
        value={state.ds}
        disabled={!state.district}
        onChange={(e) => set({ ds: e.target.value })}
      >
        <option value="">{t('field.allDs')}</option>
        {geography.dsDivisionsOf(state.district).map((d) => (
          <option key={d.code} value={d.code}>
            {placeName(d)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('alerts.filter.severity')}
        data-filter="severity"
        value={state.severity}
        onChange={(e) => set({ severity: e.target.value as Severity | '' })}
      >
        <option value="">{t('alerts.filter.allSeverities')}</option>
        {SEVERITIES.map((x) => (
          <option key={x} value={x}>
            {t(`severity.${x}`)}
          </option>
        ))}
      </SelectField>
      <button type="button" className="button secondary" onClick={filter.reset}>
        {t('alerts.reset')}
      </button>
    </div>
  );
}
