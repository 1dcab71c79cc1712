import { useMutation } from '@apollo/client/react';
import { phoneError, sanitizePhoneInput } from '@rules';
import { useState, type FormEvent, type ReactNode } from 'react';
import { CreateAlertDocument, type AlertType, type CreateAlertMutation, type Severity } from '../../../generated/signed-in/graphql';
import type { MessageId } from '../../../i18n/en';
import { useT } from '../../../i18n/I18nProvider';
import { SelectField, TextField } from '../../../ui/fields';

const TYPES: AlertType[] = ['FLOOD', 'LANDSLIDE', 'CYCLONE', 'DROUGHT', 'FIRE', 'OTHER'];
const SEVERITIES: Severity[] = ['LOW', 'MEDIUM', 'HIGH'];

export interface AlertDefaults {
  districtName: string;
  dsCode: string;
  dsName: string;
  latitude: number;
  longitude: number;
  reporterContact: string;
  reportId?: number;
}

/** Alert Type (Other with its text), severity Low/Medium/High (default Medium): the report dialog's and the manual screen's form. */
export function AlertForm(props: {
  defaults: AlertDefaults;
  /** The manual screen lets the officer choose the DS and edit the point (D20). */
  editablePlace?: ReactNode;
  point?: { latitude: number; longitude: number };
  images?: string[];
  onPublished(alert: CreateAlertMutation['createAlert']): void;
  onFailed(message: MessageId): void;
  onCancel(): void;
}) {
  const t = useT();
  const [type, setType] = useState<AlertType | ''>('');
  const [custom, setCustom] = useState('');
  const [severity, setSeverity] = useState<Severity>('MEDIUM');
  const [contact, setContact] = useState(props.defaults.reporterContact);
  const [error, setError] = useState<MessageId | null>(null);
  const [create, { loading }] = useMutation(CreateAlertDocument);
  const point = props.point ?? { latitude: props.defaults.latitude, longitude: props.defaults.longitude };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!type) return setError('dmc.newAlert.typeRequired');
    if (type === 'OTHER' && !custom.trim()) return setError('validation.specifySupport');
    if (phoneError(contact)) return setError('validation.phone');
    setError(null);
    try {
      const { data } = await create({
        variables: { input: { dsDivision: props.defaults.dsCode, type, customType: type === 'OTHER' ? custom.trim() : null, severity, ...point, reporterContact: contact, reportId: props.defaults.reportId ?? null, images: props.images ?? null } },
      });
      if (data) props.onPublished(data.createAlert);
      else props.onFailed('dmc.newAlert.failed');
    } catch {
      props.onFailed('dmc.newAlert.failed');
    }
  };

  return (
    <form className="alert-form" noValidate onSubmit={(e) => void onSubmit(e)}>
      {props.editablePlace ?? (
        <>
          <TextField label={t('field.district')} value={props.defaults.districtName} readOnly />
          <TextField label={t('field.ds')} value={props.defaults.dsName} readOnly />
        </>
      )}
      <SelectField label={t('dmc.alerts.type')} required value={type} onChange={(e) => setType(e.target.value as AlertType | '')}>
        <option value="">{t('dmc.newAlert.selectType')}</option>
        {TYPES.map((x) => <option key={x} value={x}>{t(`alertType.${x}`)}</option>)}
      </SelectField>
      {type === 'OTHER' && <TextField label={t('alertType.OTHER')} placeholder={t('dmc.newAlert.specify')} required value={custom} onChange={(e) => setCustom(e.target.value)} />}
      <fieldset className="segmented">
        <legend>{t('dmc.newAlert.severity')}</legend>
        {SEVERITIES.map((s) => (
          <label key={s} className={severity === s ? `segment selected sev-${s}` : 'segment'}>
            <input type="radio" name="severity" value={s} checked={severity === s} onChange={() => setSeverity(s)} /> {t(`severity.${s}`)}
          </label>
        ))}
      </fieldset>
      {!props.editablePlace && (
        <div className="two-col">
          <TextField label={t('dmc.report.latitude')} value={point.latitude.toFixed(5)} readOnly />
          <TextField label={t('dmc.report.longitude')} value={point.longitude.toFixed(5)} readOnly />
        </div>
      )}
      <TextField label={t('dmc.newAlert.reporterContact')} type="tel" inputMode="numeric" maxLength={10} value={contact} onChange={(e) => setContact(sanitizePhoneInput(e.target.value))} />
      {error && <p className="field-error" role="alert">{t(error)}</p>}
      <div className="form-actions">
        <button type="submit" className="button danger" disabled={loading}>{loading ? t('common.submitting') : t('dmc.newAlert.publish')}</button>
        <button type="button" className="button secondary" onClick={props.onCancel}>{t('dmc.newAlert.cancel')}</button>
      </div>
    </form>
  );
}
