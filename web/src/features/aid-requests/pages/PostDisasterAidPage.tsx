import { useMutation } from '@apollo/client/react';
import { nameError, phoneError, POST_DISASTER_SUPPORT_TYPES, sanitizePhoneInput } from '@rules';
import { useState, type FormEvent } from 'react';
import { CreateAidRequestDocument } from '../../../generated/graphql';
import { useT } from '../../../i18n/I18nProvider';
import type { MessageId } from '../../../i18n/en';
import { Dialog } from '../../../ui/Dialog';
import { newIdempotencyKey, serverMessage } from '../../../ui/errors';
import { TextArea, TextField } from '../../../ui/fields';
import { sriLankaNowInput } from '../../../ui/format';
import { messageIdFor } from '../../../ui/rule-messages';
import { usePageTitle } from '../../../ui/usePageTitle';
import { CurrentLocationButton } from '../../geography/components/CurrentLocationButton';
import { EMPTY_PLACE, LocationFields, useCoordinatesFor, type PlaceValue } from '../../geography/components/LocationFields';
import { BackLink } from '../components/BackLink';
import { LocationNote } from '../components/LocationNote';
import { SupportTypeField } from '../components/SupportTypeField';

interface Form {
  fullName: string;
  nic: string;
  contact: string;
  familySize: string;
  dateTime: string;
  typeSupport: string;
  otherSupport: string;
  description: string;
}
type FieldName = keyof Form | 'district' | 'ds';
const empty = (): Form => ({ fullName: '', nic: '', contact: '', familySize: '1', dateTime: sriLankaNowInput(), typeSupport: '', otherSupport: '', description: '' });

/** /post-disaster-aid-request: the full post-disaster form (D7): NIC and date and time required, GPS optional. */
export function PostDisasterAidPage() {
  const t = useT();
  usePageTitle('page.postDisasterAid.title');
  const [form, setForm] = useState<Form>(empty);
  const [place, setPlace] = useState<PlaceValue>(EMPTY_PLACE);
  const [errors, setErrors] = useState<Partial<Record<FieldName, MessageId>>>({});
  const [result, setResult] = useState<{ ok: true } | { ok: false; message: string } | null>(null);
  const [alertText, setAlertText] = useState<MessageId | null>(null);
  const [key, setKey] = useState(newIdempotencyKey);
  const coordinatesFor = useCoordinatesFor();
  const [create, { loading }] = useMutation(CreateAidRequestDocument);

  const check = (name: FieldName): MessageId | null => {
    switch (name) {
      case 'fullName': return messageIdFor(nameError(form.fullName));
      case 'contact': return messageIdFor(phoneError(form.contact));
      case 'familySize': return Number.isInteger(Number(form.familySize)) && Number(form.familySize) >= 1 ? null : 'validation.familySize';
      case 'district': return place.districtCode ? null : 'validation.required';
      case 'ds': return place.dsCode ? null : 'validation.required';
      case 'otherSupport': return null;
      default: return String(form[name]).trim() ? null : 'validation.required';
    }
  };
  const blur = (name: FieldName) => setErrors((e) => ({ ...e, [name]: check(name) ?? undefined }));
  const set = (name: keyof Form, value: string) => setForm((f) => ({ ...f, [name]: value }));

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const names: FieldName[] = ['fullName', 'nic', 'contact', 'district', 'ds', 'familySize', 'dateTime', 'typeSupport', 'description'];
    const found = Object.fromEntries(names.map((n) => [n, check(n) ?? undefined]).filter(([, v]) => v)) as Partial<Record<FieldName, MessageId>>;
    setErrors(found);
    if (Object.keys(found).length) return;
    if (form.typeSupport === 'Other' && !form.otherSupport.trim()) return setAlertText('validation.specifySupport');
    const point = coordinatesFor(place);
    if (!point) return setAlertText('validation.noCoordinates');
    try {
      await create({
        variables: {
          input: {
            form: 'POST_DISASTER', fullName: form.fullName.trim(), nicNumber: form.nic.trim(), contactNo: form.contact, district: place.districtCode, dsDivision: place.dsCode,
            familySize: Number(form.familySize), dateTime: form.dateTime, typeSupport: form.typeSupport, otherSupport: form.otherSupport || null, description: form.description.trim(),
            ...point, idempotencyKey: key,
          },
        },
      });
      setResult({ ok: true });
      setForm(empty());
      setPlace(EMPTY_PLACE);
      setKey(newIdempotencyKey());
    } catch (error) {
      setResult({ ok: false, message: serverMessage(error, t) });
    }
  };

  const err = (name: FieldName) => (errors[name] ? t(errors[name]) : null);
  return (
    <section className="page narrow">
      <BackLink to="/request-aid" />
      <h1>{t('page.postDisasterAid.title')}</h1>
      <form className="form-card" noValidate onSubmit={(e) => void onSubmit(e)}>
        <TextField label={t('field.fullName')} required autoComplete="name" value={form.fullName} error={err('fullName')} onChange={(e) => set('fullName', e.target.value)} onBlur={() => blur('fullName')} />
        <TextField label={t('field.nic')} required value={form.nic} error={err('nic')} onChange={(e) => set('nic', e.target.value)} onBlur={() => blur('nic')} />
        <TextField label={t('field.contact')} required type="tel" inputMode="numeric" autoComplete="tel" maxLength={10} value={form.contact} error={err('contact')} onChange={(e) => set('contact', sanitizePhoneInput(e.target.value))} onBlur={() => blur('contact')} />
        <LocationFields value={place} onChange={setPlace} errors={{ district: err('district'), ds: err('ds') }} onBlurDistrict={() => blur('district')} onBlurDs={() => blur('ds')} locationButton={<CurrentLocationButton messages="aid" onDetected={setPlace} />} />
        <LocationNote place={place} />
        <TextField label={t('field.familySize')} required type="number" min={1} value={form.familySize} error={err('familySize')} onChange={(e) => set('familySize', e.target.value)} onBlur={() => blur('familySize')} />
        <TextField label={t('field.dateTime')} required type="datetime-local" value={form.dateTime} error={err('dateTime')} onChange={(e) => set('dateTime', e.target.value)} onBlur={() => blur('dateTime')} />
        <SupportTypeField options={POST_DISASTER_SUPPORT_TYPES} value={form.typeSupport} other={form.otherSupport} onChange={(v) => set('typeSupport', v)} onOtherChange={(v) => set('otherSupport', v)} error={err('typeSupport')} onBlur={() => blur('typeSupport')} />
        <TextArea label={t('field.description')} required rows={4} value={form.description} error={err('description')} onChange={(e) => set('description', e.target.value)} onBlur={() => blur('description')} />
        <button type="submit" className="button primary wide" disabled={loading}>
          {loading ? t('common.submitting') : t('common.submit')}
        </button>
      </form>
      {result?.ok && <Dialog tone="success" title={t('aid.success')} onClose={() => setResult(null)} />}
      {result && !result.ok && <Dialog tone="error" title={t('aid.failed', { message: result.message })} onClose={() => setResult(null)} />}
      {alertText && <Dialog tone="error" title={t(alertText)} onClose={() => setAlertText(null)} />}
    </section>
  );
}
