import { nationalPhone, OTHER, POST_DISASTER_SUPPORT_TYPES, storedNic } from '@rules';
import { useState } from 'react';
import { QueueNotice } from '../../../offline/QueueNotice';
import { useQueuedSubmit } from '../../../offline/useQueuedSubmit';
import { FormMessages } from '../../../i18n/FormMessages';
import { CreateAidRequestDocument } from '../../../generated/public-forms/graphql';
import { useT } from '../../../i18n/I18nProvider';
import type { MessageId } from '../../../i18n/en';
import { Dialog } from '../../../ui/Dialog';
import { useServerErrors } from '../../../ui/errors';
import { TextArea, TextField } from '../../../ui/fields';
import { familySizeCheck, nameCheck, nicCheck, phoneCheck } from '../../../ui/form/checks';
import { formRules, otherTextCheck, placeFields } from '../../../ui/form/form-rules';
import { otherChoiceOf } from '../../../ui/form/OtherChoiceField';
import { DateTimeField } from '../../../ui/form/DateTimeField';
import { IdentityFields } from '../../../ui/form/IdentityFields';
import { postedValue, useForm, type Form } from '../../../ui/form/useForm';
import { useIdempotencyKey } from '../../../ui/form/useIdempotencyKey';
import { needsScripts, SubmitButton } from '../../../ui/form/SubmitButton';
import { useTypedBeforeScripts } from '../../../ui/form/useTypedBeforeScripts';
import { sriLankaNowInput } from '../../../ui/format';
import { usePageTitle } from '../../../ui/usePageTitle';
import { CurrentLocationButton } from '../../geography/components/CurrentLocationButton';
import {
  EMPTY_PLACE,
  LocationFields,
  useCoordinatesFor,
  type PlaceValue,
} from '../../geography/components/LocationFields';
import { BackLink } from '../components/BackLink';
import { LocationNote } from '../components/LocationNote';
import { SupportTypeField } from '../components/SupportTypeField';

interface Values {
  fullName: string;
  nic: string;
  contact: string;
  familySize: string;
  dateTime: string;
  typeSupport: string;
  otherSupport: string;
  description: string;
  place: PlaceValue;
}
type FieldName =
  'fullName' | 'nic' | 'contact' | 'district' | 'ds' | 'familySize' | 'dateTime' | 'typeSupport' | 'description';
const empty = (): Values => ({
  fullName: '',
  nic: '',
  contact: '',
  familySize: '1',
  dateTime: sriLankaNowInput(),
  typeSupport: '',
  otherSupport: '',
  description: '',
  place: EMPTY_PLACE,
});

/** What was typed before the scripts ran (by the fields' names), over the empty form. */
function typedValues(typed: Parameters<typeof postedValue>[0]): Values {
  const start = empty();
  const typedOr = (name: string, fallback: string) => postedValue(typed, name) || fallback;
  return {
    fullName: typedOr('fullName', start.fullName),
    nic: typedOr('nicNumber', start.nic),
    contact: typedOr('contactNo', start.contact),
    familySize: typedOr('familySize', start.familySize),
    dateTime: typedOr('dateTime', start.dateTime),
    typeSupport: typedOr('typeSupport', start.typeSupport),
    otherSupport: typedOr('otherSupport', start.otherSupport),
    description: typedOr('description', start.description),
    place: { ...EMPTY_PLACE, districtCode: postedValue(typed, 'district'), dsCode: postedValue(typed, 'dsDivision') },
  };
}

const POST_DISASTER_RULES = formRules<'POST_DISASTER', Values, FieldName>('POST_DISASTER', {
  fullName: { value: (v) => v.fullName, rule: nameCheck },
  nicNumber: { as: 'nic', value: (v) => v.nic, rule: nicCheck },
  contactNo: { as: 'contact', value: (v) => v.contact, rule: phoneCheck },
  ...placeFields<Values>(),
  familySize: { value: (v) => v.familySize, rule: familySizeCheck },
  dateTime: { value: (v) => v.dateTime },
  typeSupport: { value: (v) => v.typeSupport },
  description: { value: (v) => v.description },
});

function usePostDisasterForm() {
  return useForm<Values, FieldName>({ initial: empty, ...POST_DISASTER_RULES });
}

function PostDisasterFields({ form }: { form: Form<Values, FieldName> }) {
  const t = useT();
  const { values: v, set, error, blur } = form;
  return (
    <>
      <IdentityFields form={form} />
      {/* Its hint speaks of the fields "below". */}
      <LocationNote place={v.place} />
      <LocationFields
        gn
        value={v.place}
        onChange={(p) => set('place', p)}
        errors={{ district: error('district'), ds: error('ds') }}
        onBlurDistrict={() => blur('district')}
        onBlurDs={() => blur('ds')}
        names={{ district: 'district', ds: 'dsDivision' }}
        locationButton={<CurrentLocationButton messages="aid" onDetected={(p) => set('place', p)} />}
      />
      <TextField
        label={t('field.familySize')}
        required
        name="familySize"
        type="number"
        min={1}
        step={1}
        {...form.field('familySize')}
      />
      <DateTimeField {...form.field('dateTime')} />
      <SupportTypeField
        names={{ type: 'typeSupport', other: 'otherSupport' }}
        options={POST_DISASTER_SUPPORT_TYPES}
        {...otherChoiceOf(form, 'typeSupport', 'otherSupport')}
      />
      <TextArea label={t('field.description')} required name="description" rows={4} {...form.field('description')} />
    </>
  );
}

const POST_DISASTER_FORM_ID = 'post-disaster-aid-request';

/** /post-disaster-aid-request: the full post-disaster form (D7): NIC and date and time required, GPS optional. */
export function PostDisasterAidPage() {
  return (
    <FormMessages>
      <PostDisasterAidForm />
    </FormMessages>
  );
}

function PostDisasterAidForm() {
  const t = useT();
  const serverErrors = useServerErrors();
  usePageTitle('page.postDisasterAid.title');
  const form = usePostDisasterForm();
  useTypedBeforeScripts(POST_DISASTER_FORM_ID, (typed) => form.reset(typedValues(typed)));
  const [result, setResult] = useState<
    { ok: true; queued: boolean; id?: string } | { ok: false; message: string } | null
  >(null);
  const [alertText, setAlertText] = useState<MessageId | null>(null);
  const { key, renew: renewKey } = useIdempotencyKey();
  const coordinatesFor = useCoordinatesFor();
  const submit = useQueuedSubmit();

  const send = async (f: Values) => {
    const noOtherText = otherTextCheck(f.typeSupport === OTHER, f.otherSupport);
    if (noOtherText) return setAlertText(noOtherText);
    const point = coordinatesFor(f.place);
    if (!point) return setAlertText('validation.noCoordinates');
    const sent = await submit(
      CreateAidRequestDocument,
      {
        input: {
          form: 'POST_DISASTER',
          fullName: f.fullName.trim(),
          nicNumber: storedNic(f.nic) ?? f.nic.trim(),
          contactNo: nationalPhone(f.contact),
          district: f.place.districtCode,
          dsDivision: f.place.dsCode,
          gnDivision: f.place.gnCode || null,
          familySize: Number(f.familySize),
          dateTime: f.dateTime,
          typeSupport: f.typeSupport,
          otherSupport: f.otherSupport || null,
          description: f.description.trim(),
          ...point,
          idempotencyKey: key,
        },
      },
      key,
    );
    setResult(
      sent.queued ? { ok: true, queued: true } : { ok: true, queued: false, id: sent.data.createAidRequest.id },
    );
    form.reset();
    renewKey();
  };

  return (
    <section className="page narrow">
      <BackLink to="/request-aid" />
      <h1>{t('page.postDisasterAid.title')}</h1>
      <QueueNotice />
      <form
        id={POST_DISASTER_FORM_ID}
        // Its fields are named (what was typed before the scripts ran is read by name): never sent in a URL.
        method="post"
        className="form-card"
        noValidate
        onSubmit={form.handleSubmit(send, (failure) =>
          setResult({ ok: false, message: serverErrors.message(failure) }),
        )}
      >
        <PostDisasterFields form={form} />
        <SubmitButton className="button primary wide" disabled={needsScripts(form.submitting)}>
          {form.submitting ? t('common.submitting') : t('common.submit')}
        </SubmitButton>
      </form>
      {result?.ok && (
        <Dialog
          tone="success"
          title={t(result.queued ? 'offline.queued' : 'aid.success')}
          onClose={() => setResult(null)}
        >
          {result.id && <p>{t('aid.reference', { id: result.id })}</p>}
        </Dialog>
      )}
      {result && !result.ok && (
        <Dialog tone="error" title={t('aid.failed', { message: result.message })} onClose={() => setResult(null)} />
      )}
      {alertText && <Dialog tone="error" title={t(alertText)} onClose={() => setAlertText(null)} />}
    </section>
  );
}
