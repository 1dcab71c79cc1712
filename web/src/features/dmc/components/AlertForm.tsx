import { useMutation } from '@apollo/client/react';
import { nationalPhone } from '@rules';
import { hazardOfAlertType, hazardsNamedIn, reportFitsHazards } from '@shared/report-hazards';
import { useState, type ReactNode } from 'react';
import {
  CreateAlertDocument,
  type AlertType,
  type CreateAlertMutation,
  type Severity,
} from '../../../generated/signed-in/graphql';
import type { MessageId } from '../../../i18n/en';
import { useT } from '../../../i18n/I18nProvider';
import { SelectField, TextField } from '../../../ui/fields';
import { phoneCheck } from '../../../ui/form/checks';
import { otherTextCheck } from '../../../ui/form/form-rules';
import { FieldError } from '../../../ui/form/FieldError';
import { PhoneField } from '../../../ui/form/PhoneField';
import { useForm } from '../../../ui/form/useForm';
import { SmsPreview } from '../../alerts/components/SmsPreview';
import { AlertTextsFields, alertTextsInput, emptyAlertTexts } from './AlertTextsFields';
import { AlsoCloseField } from './AlsoCloseField';
import { AlsoCoversField } from './AlsoCoversField';
import { ExpiryField } from './ExpiryField';
import type { PendingReport } from './useReportImageChecks';
import { FormMessages } from '../../../i18n/FormMessages';

const TYPES: AlertType[] = ['FLOOD', 'LANDSLIDE', 'CYCLONE', 'DROUGHT', 'FIRE', 'OTHER'];
const SEVERITIES: Severity[] = ['LOW', 'MEDIUM', 'HIGH'];

interface AlertValues {
  type: AlertType | '';
  customType: string;
  severity: Severity;
  reporterContact: string;
}
const ALERT_CHECKS = {
  type: (v: AlertValues): MessageId | null => (v.type ? null : 'dmc.newAlert.typeRequired'),
  customType: (v: AlertValues) => otherTextCheck(v.type === 'OTHER', v.customType),
  reporterContact: (v: AlertValues) => phoneCheck(v.reporterContact),
};

export interface AlertDefaults {
  districtName: string;
  dsCode: string;
  dsName: string;
  latitude: number;
  longitude: number;
  reporterContact: string;
  reportId?: string;
  /** The source report's words: until a type is chosen, they decide which of its group are ticked to close. */
  reportDescription?: string;
}

/**
 * The group's reports an alert closes by default: those whose words fit its hazard (the chosen type's, else what the
 * source report names). One about another hazard (cracks on a slope, under a flood alert) is shown unticked.
 */
function fittingReports(reports: readonly PendingReport[] | undefined, type: string, source: string): string[] {
  const hazard = hazardOfAlertType(type);
  const hazards = hazard ? new Set([hazard]) : hazardsNamedIn(source);
  return (reports ?? []).filter((r) => reportFitsHazards(r.description, hazards)).map((r) => r.id);
}

/** Alert Type (Other with its text), severity Low/Medium/High (default Medium): the report dialog's and the manual screen's form. */
function AlertFormForm(props: {
  defaults: AlertDefaults;
  /** The manual screen lets the officer choose the DS and edit the point (D20). */
  editablePlace?: ReactNode;
  point?: { latitude: number; longitude: number };
  images?: string[];
  /** From a report: the other pending reports of its group, offered to close with the alert. */
  groupReports?: readonly PendingReport[];
  onPublished(alert: CreateAlertMutation['createAlert']): void;
  onFailed(message: MessageId): void;
  onCancel(): void;
}) {
  const t = useT();
  const form = useForm<AlertValues, 'type' | 'customType' | 'reporterContact'>({
    initial: () => ({ type: '', customType: '', severity: 'MEDIUM', reporterContact: props.defaults.reporterContact }),
    checks: ALERT_CHECKS,
  });
  const { values: v, set, error } = form;
  const [texts, setTexts] = useState(emptyAlertTexts);
  const [expiresInHours, setExpiresInHours] = useState<number | null>(null);
  const [alsoDsDivisions, setAlsoDsDivisions] = useState<string[]>([]);
  const alsoCovered = alsoDsDivisions.filter((code) => code !== props.defaults.dsCode);
  const source = props.defaults.reportDescription ?? '';
  const [alsoClose, setAlsoClose] = useState<string[]>(() => fittingReports(props.groupReports, '', source));
  // Until the officer ticks or unticks one, the ticks follow the chosen type.
  const [ticksChosen, setTicksChosen] = useState(false);
  const chooseType = (type: string) => {
    set('type', type as AlertType | '');
    if (!ticksChosen) setAlsoClose(fittingReports(props.groupReports, type, source));
  };
  const [create] = useMutation(CreateAlertDocument);
  const point = props.point ?? { latitude: props.defaults.latitude, longitude: props.defaults.longitude };

  const send = async ({ type, customType, severity, reporterContact }: AlertValues) => {
    if (!type) return;
    const { data } = await create({
      variables: {
        input: {
          dsDivision: props.defaults.dsCode,
          type,
          customType: type === 'OTHER' ? customType.trim() : null,
          severity,
          ...point,
          reporterContact: nationalPhone(reporterContact),
          reportId: props.defaults.reportId ?? null,
          images: props.images ?? null,
          texts: alertTextsInput(texts),
          expiresInHours,
          alsoDsDivisions: alsoCovered,
          alsoCloseReportIds: alsoClose,
        },
      },
    });
    if (data) props.onPublished(data.createAlert);
    else props.onFailed('dmc.newAlert.failed');
  };

  return (
    <form
      className="alert-form"
      noValidate
      onSubmit={form.handleSubmit(send, () => props.onFailed('dmc.newAlert.failed'))}
    >
      {props.editablePlace ?? (
        <>
          <TextField label={t('field.district')} value={props.defaults.districtName} readOnly />
          <TextField label={t('field.ds')} value={props.defaults.dsName} readOnly />
        </>
      )}
      <SelectField
        label={t('dmc.alerts.type')}
        required
        value={v.type}
        error={error('type')}
        onChange={(e) => chooseType(e.target.value)}
        onBlur={() => form.blur('type')}
      >
        <option value="">{t('dmc.newAlert.selectType')}</option>
        {TYPES.map((x) => (
          <option key={x} value={x}>
            {t(`alertType.${x}`)}
          </option>
        ))}
      </SelectField>
      {v.type === 'OTHER' && (
        <TextField
          label={t('alertType.OTHER')}
          placeholder={t('dmc.newAlert.specify')}
          required
          {...form.field('customType')}
        />
      )}
      <fieldset className="segmented">
        <legend>{t('dmc.newAlert.severity')}</legend>
        {SEVERITIES.map((s) => (
          <label key={s} className={v.severity === s ? `segment selected sev-${s}` : 'segment'}>
            <input
              type="radio"
              name="severity"
              value={s}
              checked={v.severity === s}
              onChange={() => set('severity', s)}
            />{' '}
            {t(`severity.${s}`)}
          </label>
        ))}
      </fieldset>
      <ExpiryField type={v.type} hours={expiresInHours} error={error('expiresInHours')} onChange={setExpiresInHours} />
      {!props.editablePlace && (
        <div className="two-col">
          <TextField label={t('dmc.report.latitude')} value={point.latitude.toFixed(5)} readOnly />
          <TextField label={t('dmc.report.longitude')} value={point.longitude.toFixed(5)} readOnly />
        </div>
      )}
      <PhoneField label={t('dmc.newAlert.reporterContact')} field={form.field('reporterContact')} />
      <FieldError message={error('dsDivision')} />
      {props.defaults.dsCode && (
        <AlsoCoversField
          firstDsCode={props.defaults.dsCode}
          value={alsoDsDivisions}
          error={error('alsoDsDivisions')}
          onChange={setAlsoDsDivisions}
        />
      )}
      <AlsoCloseField
        reports={props.groupReports ?? []}
        value={alsoClose}
        error={error('alsoCloseReportIds')}
        onChange={(ids) => {
          setTicksChosen(true);
          setAlsoClose(ids);
        }}
      />
      <AlertTextsFields texts={texts} onChange={setTexts} />
      <SmsPreview
        dsCode={props.defaults.dsCode}
        alsoDsCodes={alsoCovered}
        type={v.type}
        customType={v.customType}
        severity={v.severity}
        texts={alertTextsInput(texts)}
      />
      <div className="form-actions">
        <button type="submit" className="button danger" disabled={form.submitting}>
          {form.submitting ? t('common.submitting') : t('dmc.newAlert.publish')}
        </button>
        <button type="button" className="button secondary" onClick={props.onCancel}>
          {t('dmc.newAlert.cancel')}
        </button>
      </div>
    </form>
  );
}

/** The phone, NIC and GN division texts of the forms' catalogue (FormMessages), which this form shows too. */
export function AlertForm(props: Parameters<typeof AlertFormForm>[0]) {
  return (
    <FormMessages>
      <AlertFormForm {...props} />
    </FormMessages>
  );
}
