import { nationalPhone } from '@rules';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { QueueNotice } from '../../../offline/QueueNotice';
import { useQueuedSubmit } from '../../../offline/useQueuedSubmit';
import { FormMessages } from '../../../i18n/FormMessages';
import { CreateAidRequestDocument } from '../../../generated/public-forms/graphql';
import { useLocale, useT } from '../../../i18n/I18nProvider';
import { Dialog } from '../../../ui/Dialog';
import { postedFieldErrors, postedMessage, useServerErrors } from '../../../ui/errors';
import { FieldError } from '../../../ui/form/FieldError';
import { ContactField } from '../../../ui/form/IdentityFields';
import { TextField } from '../../../ui/fields';
import { nameCheck, phoneCheck } from '../../../ui/form/checks';
import { formRules, placeFields } from '../../../ui/form/form-rules';
import { postedValue, useForm, useServerForm, type Form } from '../../../ui/form/useForm';
import { useIdempotencyKey } from '../../../ui/form/useIdempotencyKey';
import { SubmitButton } from '../../../ui/form/SubmitButton';
import { sriLankaNowInput } from '../../../ui/format';
import { useTypedBeforeScripts } from '../../../ui/form/useTypedBeforeScripts';
import { usePageTitle } from '../../../ui/usePageTitle';
import {
  EMPTY_PLACE,
  LocationFields,
  useCoordinatesFor,
  type PlaceValue,
} from '../../geography/components/LocationFields';
import { useCurrentLocation } from '../../geography/hooks/useCurrentLocation';
import { BackLink } from '../components/BackLink';
import { LocationNote } from '../components/LocationNote';
import { LocationStatus } from '../components/LocationStatus';

interface Values {
  fullName: string;
  contact: string;
  place: PlaceValue;
}

/** GPS is asked for as soon as the form opens, once. */
function useLocateOnOpen(onFound: (place: PlaceValue) => void) {
  const location = useCurrentLocation('aid');
  const asked = useRef(false);
  const locate = async () => {
    const found = await location.detect();
    if (found)
      onFound({
        districtCode: found.districtCode,
        dsCode: found.dsCode,
        autoDetected: true,
        latitude: found.latitude,
        longitude: found.longitude,
      });
  };
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    void locate();
  });
  return { locate, detecting: location.detecting, error: location.error };
}

function EmergencyFields({ form, locationButton }: { form: Form<Values, FieldName>; locationButton: ReactNode }) {
  const t = useT();
  const { values: v, set, error } = form;
  return (
    <>
      <TextField label={t('field.fullNameOptional')} name="fullName" autoComplete="name" {...form.field('fullName')} />
      <ContactField form={form} />
      <LocationFields
        gn
        value={v.place}
        onChange={(p) => set('place', p)}
        errors={{ district: error('district'), ds: error('ds') }}
        locationButton={locationButton}
        names={{ district: 'district', ds: 'dsDivision' }}
      />
    </>
  );
}

type FieldName = 'fullName' | 'contact' | 'district' | 'ds';

const EMERGENCY_RULES = formRules<'EMERGENCY', Values, FieldName>('EMERGENCY', {
  fullName: { value: (v) => v.fullName, rule: nameCheck },
  contactNo: { as: 'contact', value: (v) => v.contact, rule: phoneCheck },
  ...placeFields<Values>(),
});

/** The form's values as posted without scripts (the server's answer shows them again), or empty. */
const postedValues = (post: Parameters<typeof postedValue>[0]): Values => ({
  fullName: postedValue(post, 'fullName'),
  contact: postedValue(post, 'contactNo'),
  place: { ...EMPTY_PLACE, districtCode: postedValue(post, 'district'), dsCode: postedValue(post, 'dsDivision') },
});

/**
 * /emergency-aid-request: phone and place only; GPS is asked for as soon as the form opens. Without scripts the same
 * form posts to the server (api/src/server/form-posts.ts), which answers this page with the outcome.
 */
export function EmergencyAidPage() {
  return (
    <FormMessages>
      <EmergencyAidForm />
    </FormMessages>
  );
}

function EmergencyAidForm() {
  const t = useT();
  const { locale } = useLocale();
  const serverErrors = useServerErrors();
  const serverForm = useServerForm();
  const posted = serverForm?.post;
  usePageTitle('page.emergencyAid.title');
  const form = useForm<Values, FieldName>({
    initial: () => postedValues(posted),
    ...EMERGENCY_RULES,
    initialServerErrors: postedFieldErrors(posted, locale),
  });
  useTypedBeforeScripts('emergency-aid-request', (typed) => form.reset(postedValues(typed)));
  const { values: v, set } = form;
  const [result, setResult] = useState<
    { ok: true; queued: boolean; id?: string } | { ok: false; message: string } | null
  >(null);
  const [noCoordinates, setNoCoordinates] = useState(false);
  const { key, renew: renewKey } = useIdempotencyKey();
  const { locate, detecting, error: locationError } = useLocateOnOpen((p) => set('place', p));
  const coordinatesFor = useCoordinatesFor();
  const submit = useQueuedSubmit();
  const placeChosen = !!v.place.districtCode && !!v.place.dsCode;

  const send = async ({ fullName, contact, place }: Values) => {
    if (!placeChosen) return;
    const point = coordinatesFor(place);
    if (!point) return setNoCoordinates(true);
    const sent = await submit(
      CreateAidRequestDocument,
      {
        input: {
          form: 'EMERGENCY',
          fullName: fullName.trim() || null,
          contactNo: nationalPhone(contact),
          district: place.districtCode,
          dsDivision: place.dsCode,
          gnDivision: place.gnCode || null,
          dateTime: sriLankaNowInput(),
          ...point,
          idempotencyKey: key,
        },
      },
      key,
    );
    setResult(
      sent.queued ? { ok: true, queued: true } : { ok: true, queued: false, id: sent.data.createAidRequest.id },
    );
    renewKey();
    form.reset({ fullName: '', contact: '', place });
  };

  return (
    <section className="page narrow">
      <BackLink to="/request-aid" />
      <h1>{t('page.emergencyAid.title')}</h1>
      <QueueNotice />
      <LocationStatus detecting={detecting} error={locationError}>
        <LocationNote place={v.place} />
      </LocationStatus>
      {posted?.sent && (
        <p className="status-line" role="status">
          {t('aid.success')}
        </p>
      )}
      {posted?.error && (
        <FieldError message={t('aid.failedEmergency', { message: postedMessage(posted, locale) ?? '' })} />
      )}
      <form
        id="emergency-aid-request"
        className="form-card"
        method="post"
        action="/emergency-aid-request"
        noValidate
        onSubmit={form.handleSubmit(send, (failure) =>
          setResult({ ok: false, message: serverErrors.message(failure) }),
        )}
      >
        <EmergencyFields
          form={form}
          locationButton={
            <button type="button" className="button secondary" disabled={detecting} onClick={() => void locate()}>
              {detecting ? t('field.locating') : t('field.currentLocation')}
            </button>
          }
        />
        {/* The server's key (one per page served) or this form's own: a post sent twice makes one request. */}
        <input type="hidden" name="idempotencyKey" value={serverForm?.idempotencyKey ?? key} suppressHydrationWarning />
        {/* Without scripts it always posts: the server answers a missing place in the page. */}
        <SubmitButton
          className="button danger wide"
          disabled={(scripts) => scripts && (!placeChosen || form.submitting)}
        >
          {form.submitting ? t('common.submitting') : t('aid.emergency.submit')}
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
        <Dialog
          tone="error"
          title={t('aid.failedEmergency', { message: result.message })}
          onClose={() => setResult(null)}
        />
      )}
      {noCoordinates && (
        <Dialog tone="error" title={t('validation.noCoordinates')} onClose={() => setNoCoordinates(false)} />
      )}
    </section>
  );
}
