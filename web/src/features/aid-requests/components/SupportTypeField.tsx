import type { MessageId } from '../../../i18n/en';
import { useT } from '../../../i18n/I18nProvider';
import { SelectField, TextField } from '../../../ui/fields';

/** Type of Support, with the specifying text when Other is chosen (it replaces the type on the server). */
export function SupportTypeField(props: {
  /** The fields' names, for a form that reads what was typed before its scripts ran. */
  names?: { type: string; other: string };
  options: readonly string[];
  value: string;
  other: string;
  onChange(value: string): void;
  onOtherChange(value: string): void;
  error?: string | null;
  otherError?: string | null;
  onBlur?(): void;
}) {
  const t = useT();
  return (
    <>
      <SelectField
        label={t('field.typeOfSupport')}
        required
        name={props.names?.type}
        value={props.value}
        error={props.error}
        onBlur={props.onBlur}
        onChange={(e) => props.onChange(e.target.value)}
      >
        <option value="">{t('field.selectSupport')}</option>
        {props.options.map((o) => (
          <option key={o} value={o}>
            {t(`support.${o}` as MessageId)}
          </option>
        ))}
      </SelectField>
      {props.value === 'Other' && (
        <TextField
          label={t('field.specifySupport')}
          required
          name={props.names?.other}
          value={props.other}
          error={props.otherError}
          onChange={(e) => props.onOtherChange(e.target.value)}
        />
      )}
    </>
  );
}
