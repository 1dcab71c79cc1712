import { useT } from '../../../i18n/I18nProvider';
import { FieldError } from '../../../ui/form/FieldError';
import { useSession } from '../../accounts/session';
import { useGeography } from '../../geography/hooks/useGeography';
import { usePlaceNameByCode } from '../../geography/hooks/usePlaceNameByCode';

/**
 * Further DS divisions of the officer's district the alert also covers (NBRO lists several per warning), folded
 * away: most alerts cover one. The first DS stays the one chosen above.
 */
export function AlsoCoversField({
  firstDsCode,
  value,
  error,
  onChange,
}: {
  firstDsCode: string;
  value: string[];
  error?: string | null;
  onChange(codes: string[]): void;
}) {
  const t = useT();
  const { user } = useSession();
  const geography = useGeography();
  const place = usePlaceNameByCode();
  const others = user ? geography.dsDivisionsOf(user.district.code).filter((d) => d.code !== firstDsCode) : [];
  if (!others.length) return null;
  const toggle = (code: string) => onChange(value.includes(code) ? value.filter((c) => c !== code) : [...value, code]);
  const chosen = value.filter((code) => code !== firstDsCode);
  return (
    <details className="also-covers" open={chosen.length > 0 || undefined}>
      <summary>{t('dmc.newAlert.alsoCovers', { count: chosen.length })}</summary>
      <fieldset>
        <legend className="muted">{t('dmc.newAlert.alsoCoversHint')}</legend>
        {others.map((d) => (
          <label key={d.code} className="check">
            <input type="checkbox" checked={chosen.includes(d.code)} onChange={() => toggle(d.code)} /> {place(d)}
          </label>
        ))}
      </fieldset>
      <FieldError message={error ?? null} />
    </details>
  );
}
