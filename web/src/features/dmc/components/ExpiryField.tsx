import { DEFAULT_EXPIRY_HOURS, EXPIRY_CHOICES_HOURS } from '@shared/alert-expiry';
import type { AlertType } from '../../../generated/signed-in/graphql';
import { useT } from '../../../i18n/I18nProvider';
import { SelectField } from '../../../ui/fields';

type Translate = ReturnType<typeof useT>;
const duration = (t: Translate, hours: number) =>
  hours % 24 === 0 && hours >= 72 ? t('duration.days', { n: hours / 24 }) : t('duration.hours', { n: hours });

/** How long the alert stays in force (CAP expires): the type's usual time unless the officer chooses another. */
export function ExpiryField({
  type,
  hours,
  error,
  onChange,
}: {
  type: AlertType | '';
  hours: number | null;
  error?: string | null;
  onChange(hours: number | null): void;
}) {
  const t = useT();
  const usual = type ? DEFAULT_EXPIRY_HOURS[type] : null;
  return (
    <SelectField
      label={t('dmc.newAlert.expiry')}
      value={hours === null ? '' : String(hours)}
      error={error ?? undefined}
      onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}
    >
      <option value="">
        {usual === null
          ? t('dmc.newAlert.expiryUsual')
          : t('dmc.newAlert.expiryDefault', { duration: duration(t, usual) })}
      </option>
      {EXPIRY_CHOICES_HOURS.filter((h) => h !== usual).map((h) => (
        <option key={h} value={h}>
          {duration(t, h)}
        </option>
      ))}
    </SelectField>
  );
}
