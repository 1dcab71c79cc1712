import { useT } from '../../../i18n/I18nProvider';
import { useFormatters } from '../../../ui/format';
import { FieldError } from '../../../ui/form/FieldError';
import { usePlaceNameByCode } from '../../geography/hooks/usePlaceNameByCode';
import type { PendingReport } from './useReportImageChecks';

/**
 * The other pending reports of the report's group (same place and time): one alert closes those ticked, each linked to
 * it. Those whose words fit the alert's hazard come ticked (AlertForm); the officer ticks or unticks any.
 */
export function AlsoCloseField({
  reports,
  value,
  error,
  onChange,
}: {
  reports: readonly PendingReport[];
  value: string[];
  error?: string | null;
  onChange(ids: string[]): void;
}) {
  const t = useT();
  const format = useFormatters();
  const place = usePlaceNameByCode();
  if (!reports.length) return null;
  const when = (at: string) => `${format.date(at)} ${format.time24(at)}`;
  const toggle = (id: string) => onChange(value.includes(id) ? value.filter((x) => x !== id) : [...value, id]);
  return (
    <fieldset className="also-close" data-testid="also-close">
      <legend>{t('dmc.newAlert.alsoClose')}</legend>
      <p className="muted">{t('dmc.newAlert.alsoCloseHint')}</p>
      {reports.map((r) => (
        <label key={r.id} className="check">
          <input type="checkbox" value={r.id} checked={value.includes(r.id)} onChange={() => toggle(r.id)} />{' '}
          {t('dmc.newAlert.alsoCloseReport', {
            when: when(r.dateTime),
            place: place(r.dsDivision),
            description: r.description,
          })}
        </label>
      ))}
      <FieldError message={error ?? null} />
    </fieldset>
  );
}
