import { nationalPhone, storedNic } from '@rules';
import { useState } from 'react';
import { DateTimeField } from '../../../ui/form/DateTimeField';
import { SubmitReportDocument } from '../../../generated/public-forms/graphql';
import { QueueNotice } from '../../../offline/QueueNotice';
import { useQueuedSubmit } from '../../../offline/useQueuedSubmit';
import { FormMessages } from '../../../i18n/FormMessages';
import { useLocale, useT } from '../../../i18n/I18nProvider';
import { Dialog } from '../../../ui/Dialog';
import { postedFieldErrors, postedMessage } from '../../../ui/errors';
import { TextArea } from '../../../ui/fields';
import { nameCheck, nicCheck, phoneCheck, symptomsCheck } from '../../../ui/form/checks';
import { formRules, placeFields } from '../../../ui/form/form-rules';
import { IdentityFields } from '../../../ui/form/IdentityFields';
import { FieldError } from '../../../ui/form/FieldError';
import { postedValue, useForm, useScriptsRunning, useServerForm, type Form } from '../../../ui/form/useForm';
import { useIdempotencyKey } from '../../../ui/form/useIdempotencyKey';
import { sriLankaNowInput } from '../../../ui/format';
import { useTypedBeforeScripts } from '../../../ui/form/useTypedBeforeScripts';
import { usePageTitle } from '../../../ui/usePageTitle';
import {
  EMPTY_PLACE,
  LocationFields,
  useCoordinatesFor,
  type PlaceValue,
} from '../../geography/components/LocationFields';
import { CurrentLocationButton } from '../../geography/components/CurrentLocationButton';
import { PhotoInput, PlainPhotoInput } from '../components/PhotoInput';

interface Values {
  fullName: string;
  nic: string;
  contact: string;
  dateTime: string;
  description: string;
  place: PlaceValue;
  photo: string | null;
}
type FieldName = 'fullName' | 'nic' | 'contact' | 'district' | 'ds' | 'dateTime' | 'description';

const empty = (): Values => ({
  fullName: '',
  nic: '',
  contact: '',
  dateTime: sriLankaNowInput(),
  description: '',
  place: EMPTY_PLACE,
  photo: null,
});
/** The values as posted without scripts (the server's answer shows them again). */
const postedValues = (post: Parameters<typeof postedValue>[0]): Values => ({
  fullName: postedValue(post, 'fullName'),
  nic: postedValue(post, 'nicNumber'),
  contact: postedValue(post, 'contactNo'),
  dateTime: postedValue(post, 'dateTime'),
  description: postedValue(post, 'description'),
  place: { ...EMPTY_PLACE, districtCode: postedValue(post, 'district'), dsCode: postedValue(post, 'dsDivision') },
  photo: null,
});
const REPORT_RULES = formRules<'report', Values, FieldName>('report', {
  reporterName: { as: 'fullName', value: (v) => v.fullName, rule: nameCheck },
  nicNumber: { as: 'nic', value: (v) => v.nic, rule: nicCheck },
  contactNo: { as: 'contact', value: (v) => v.contact, rule: phoneCheck },
  ...placeFields<Values>(),
  dateTime: { value: (v) => v.dateTime },
  description: { value: (v) => v.description, rule: symptomsCheck },
});

/**
 * With scripts the photo is read in the browser (sent as data); without them it is posted as a file. It asks itself
 * whether the app runs: when the app starts, React draws this field again, not the whole form.
 */
function ReportPhoto(photo: Parameters<typeof PhotoInput>[0]) {
  return useScriptsRunning() ? <PhotoInput {...photo} /> : <PlainPhotoInput name="image" />;
}

function ReportFields({ form }: { form: Form<Values, FieldName> }) {
  const t = useT();
  const { values: v, set, error, blur } = form;
  return (
    <>
      <IdentityFields form={form} />
      <LocationFields
        gn
        value={v.place}
        onChange={(p) => set('place', p)}
        errors={{ district: error('district'), ds: error('ds') }}
        onBlurDistrict={() => blur('district')}
        onBlurDs={() => blur('ds')}
        names={{ district: 'district', ds: 'dsDivision' }}
        locationButton={<CurrentLocationButton messages="report" onDetected={(p) => set('place', p)} />}
      />
      <DateTimeField {...form.field('dateTime')} />
      <TextArea label={t('field.description')} required name="description" rows={4} {...form.field('description')} />
      <ReportPhoto value={v.photo} onChange={(p) => set('photo', p)} />
    </>
  );
}

/**
 * /submit-symptoms: the public early-warning form (seed 000, section 5). Without scripts the same form posts to the
 * server (api/src/server/form-posts.ts), with the photo as a file, and the server answers this page with the outcome.
 */
export function ReportPage() {
  return (
    <FormMessages>
      <ReportForm />
    </FormMessages>
  );
}

function ReportForm() {
  const t = useT();
  const { locale } = useLocale();
  const serverForm = useServerForm();
  const posted = serverForm?.post;
  usePageTitle('page.report.title');
  const form = useForm<Values, FieldName>({
    initial: () => (posted && !posted.sent ? postedValues(posted) : empty()),
    ...REPORT_RULES,
    initialServerErrors: postedFieldErrors(posted, locale),
  });
  useTypedBeforeScripts('report', (typed) => form.reset(postedValues(typed)));
  const [dialog, setDialog] = useState<'success' | 'queued' | 'failed' | 'noCoordinates' | null>(null);
  const [reference, setReference] = useState<string | null>(null);
  const { key, renew: renewKey } = useIdempotencyKey();
  const coordinatesFor = useCoordinatesFor();
  const submit = useQueuedSubmit();

  const send = async ({ fullName, nic, contact, place, dateTime, description, photo }: Values) => {
    const point = coordinatesFor(place);
    if (!point) return setDialog('noCoordinates');
    const sent = await submit(
      SubmitReportDocument,
      {
        input: {
          reporterName: fullName.trim(),
          nicNumber: storedNic(nic) ?? nic.trim(),
          contactNo: nationalPhone(contact),
          district: place.districtCode,
          dsDivision: place.dsCode,
          gnDivision: place.gnCode || null,
          dateTime,
          description: description.trim(),
          image: photo,
          ...point,
          idempotencyKey: key,
        },
      },
      key,
    );
    setReference(sent.queued ? null : sent.data.submitReport.id);
    setDialog(sent.queued ? 'queued' : 'success');
    form.reset();
    renewKey();
  };

  return (
    <section className="page narrow">
      <h1>{t('page.report.title')}</h1>
      <QueueNotice />
      <p className="muted">{t('report.intro')}</p>
      {posted?.sent && (
        <p className="status-line" role="status">
          {t('report.success')}
        </p>
      )}
      {posted?.error && <FieldError message={t('report.failed')} />}
      {/* A refusal of no one field (the photo, a limit) says why, as fields' messages do beside them. */}
      {posted?.error && !Object.keys(posted.error.fields ?? {}).length && (
        <FieldError message={postedMessage(posted, locale)} />
      )}
      <form
        id="report"
        className="form-card"
        method="post"
        action="/submit-symptoms"
        encType="multipart/form-data"
        noValidate
        onSubmit={form.handleSubmit(send, () => setDialog('failed'))}
      >
        <ReportFields form={form} />
        {/* The server's key (one per page served) or this form's own: a post sent twice makes one report. */}
        <input type="hidden" name="idempotencyKey" value={serverForm?.idempotencyKey ?? key} suppressHydrationWarning />
        <button type="submit" className="button primary wide" disabled={form.submitting}>
          {form.submitting ? t('common.submitting') : t('common.submit')}
        </button>
      </form>
      {dialog === 'queued' && <Dialog tone="success" title={t('offline.queued')} onClose={() => setDialog(null)} />}
      {dialog === 'success' && (
        <Dialog tone="success" title={t('report.success')} onClose={() => setDialog(null)}>
          {reference && <p>{t('report.reference', { id: reference })}</p>}
        </Dialog>
      )}
      {dialog === 'failed' && <Dialog tone="error" title={t('report.failed')} onClose={() => setDialog(null)} />}
      {dialog === 'noCoordinates' && (
        <Dialog tone="error" title={t('validation.noCoordinates')} onClose={() => setDialog(null)} />
      )}
    </section>
  );
}
