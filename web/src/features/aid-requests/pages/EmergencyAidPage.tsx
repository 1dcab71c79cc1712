import { useMutation } from '@apollo/client/react';
import { nameError, phoneError, sanitizePhoneInput } from '@rules';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { CreateAidRequestDocument } from '../../../generated/graphql';
import { useT } from '../../../i18n/I18nProvider';
import type { MessageId } from '../../../i18n/en';
import { Dialog } from '../../../ui/Dialog';
import { newIdempotencyKey, serverMessage } from '../../../ui/errors';
import { TextField } from '../../../ui/fields';
import { sriLankaNowInput } from '../../../ui/format';
import { messageIdFor } from '../../../ui/rule-messages';
import { usePageTitle } from '../../../ui/usePageTitle';
import { EMPTY_PLACE, LocationFields, useCoordinatesFor, type PlaceValue } from '../../geography/components/LocationFields';
import { useCurrentLocation } from '../../geography/hooks/useCurrentLocation';
import { BackLink } from '../components/BackLink';
import { LocationNote } from '../components/LocationNote';

/** /emergency-aid-request: phone and place only; GPS is asked for as soon as the form opens. */
export function EmergencyAidPage() {
  const t = useT();
  usePageTitle('page.emergencyAid.title');
  const [fullName, setFullName] = useState('');
  const [contact, setContact] = useState('');
  const [place, setPlace] = useState<PlaceValue>(EMPTY_PLACE);
  const [errors, setErrors] = useState<{ fullName?: MessageId | null; contact?: MessageId | null }>({});
  const [result, setResult] = useState<{ ok: true } | { ok: false; message: string } | null>(null);
  const [noCoordinates, setNoCoordinates] = useState(false);
  const [key, setKey] = useState(newIdempotencyKey);
  const { detect, detecting, error: locationError } = useCurrentLocation('aid');
  const coordinatesFor = useCoordinatesFor();
  const [create, { loading }] = useMutation(CreateAidRequestDocument);
  const asked = useRef(false);

  const locate = async () => {
    const found = await detect();
    if (found) setPlace({ districtCode: found.districtCode, dsCode: found.dsCode, autoDetected: true, latitude: found.latitude, longitude: found.longitude });
  };
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    void locate();
  });

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const found = { fullName: messageIdFor(nameError(fullName, false)), contact: messageIdFor(phoneError(contact)) };
    setErrors(found);
    if (found.fullName || found.contact || !place.districtCode || !place.dsCode) return;
    const point = coordinatesFor(place);
    if (!point) return setNoCoordinates(true);
    try {
      await create({
        variables: { input: { form: 'EMERGENCY', fullName: fullName.trim() || null, contactNo: contact, district: place.districtCode, dsDivision: place.dsCode, dateTime: sriLankaNowInput(), ...point, idempotencyKey: key } },
      });
      setResult({ ok: true });
      setKey(newIdempotencyKey());
      setFullName('');
      setContact('');
    } catch (error) {
      setResult({ ok: false, message: serverMessage(error, t) });
    }
  };

  return (
    <section className="page narrow">
      <BackLink to="/request-aid" />
      <h1>{t('page.emergencyAid.title')}</h1>
      {detecting && <p className="status-line" role="status">{t('location.autoDetecting')}</p>}
      {locationError && !detecting && (
        <p className="field-error" role="alert">
          {t('location.error', { reason: t(locationError) })}
        </p>
      )}
      <form className="form-card" noValidate onSubmit={(e) => void onSubmit(e)}>
        <TextField label={t('field.fullNameOptional')} autoComplete="name" value={fullName} error={errors.fullName ? t(errors.fullName) : null} onChange={(e) => setFullName(e.target.value)} onBlur={() => setErrors((x) => ({ ...x, fullName: messageIdFor(nameError(fullName, false)) }))} />
        <TextField label={t('field.contact')} required type="tel" inputMode="numeric" autoComplete="tel" maxLength={10} value={contact} error={errors.contact ? t(errors.contact) : null} onChange={(e) => setContact(sanitizePhoneInput(e.target.value))} onBlur={() => setErrors((x) => ({ ...x, contact: messageIdFor(phoneError(contact)) }))} />
        <LocationFields
          value={place}
          onChange={setPlace}
          locationButton={
            <button type="button" className="button secondary" disabled={detecting} onClick={() => void locate()}>
              {detecting ? t('field.locating') : t('field.currentLocation')}
            </button>
          }
        />
        <LocationNote place={place} />
        <button type="submit" className="button danger wide" disabled={!place.districtCode || !place.dsCode || loading}>
          {loading ? t('common.submitting') : t('aid.emergency.submit')}
        </button>
      </form>
      {result?.ok && <Dialog tone="success" title={t('aid.success')} onClose={() => setResult(null)} />}
      {result && !result.ok && <Dialog tone="error" title={t('aid.failedEmergency', { message: result.message })} onClose={() => setResult(null)} />}
      {noCoordinates && <Dialog tone="error" title={t('validation.noCoordinates')} onClose={() => setNoCoordinates(false)} />}
    </section>
  );
}
