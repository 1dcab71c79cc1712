import { useMutation } from '@apollo/client/react';
import { nameError, phoneError, sanitizePhoneInput, symptomsError } from '@rules';
import { useState, type FormEvent } from 'react';
import { SubmitReportDocument } from '../../../generated/graphql';
import { useT } from '../../../i18n/I18nProvider';
import type { MessageId } from '../../../i18n/en';
import { Dialog } from '../../../ui/Dialog';
import { newIdempotencyKey } from '../../../ui/errors';
import { TextArea, TextField } from '../../../ui/fields';
import { sriLankaNowInput } from '../../../ui/format';
import { usePageTitle } from '../../../ui/usePageTitle';
import { EMPTY_PLACE, LocationFields, useCoordinatesFor, type PlaceValue } from '../../geography/components/LocationFields';
import { CurrentLocationButton } from '../../geography/components/CurrentLocationButton';
import { PhotoInput } from '../components/PhotoInput';
import { messageIdFor } from '../../../ui/rule-messages';

interface Form {
  fullName: string;
  nic: string;
  contact: string;
  dateTime: string;
  description: string;
}

const EMPTY: Form = { fullName: '', nic: '', contact: '', dateTime: '', description: '' };
type FieldName = keyof Form | 'district' | 'ds';

/** /submit-symptoms: the public early-warning form (seed 000, section 5). */
export function ReportPage() {
  const t = useT();
  usePageTitle('page.report.title');
  const [form, setForm] = useState<Form>(() => ({ ...EMPTY, dateTime: sriLankaNowInput() }));
  const [place, setPlace] = useState<PlaceValue>(EMPTY_PLACE);
  const [photo, setPhoto] = useState<string | null>(null);
  const [errors, setErrors] = useState<Partial<Record<FieldName, MessageId>>>({});
  const [dialog, setDialog] = useState<'success' | 'failed' | 'noCoordinates' | null>(null);
  const [key, setKey] = useState(newIdempotencyKey);
  const coordinatesFor = useCoordinatesFor();
  const [submit, { loading }] = useMutation(SubmitReportDocument);

  const check = (name: FieldName, f = form, p = place): MessageId | null => {
    switch (name) {
      case 'fullName': return messageIdFor(nameError(f.fullName));
      case 'contact': return messageIdFor(phoneError(f.contact));
      case 'description': return messageIdFor(symptomsError(f.description));
      case 'nic': return f.nic.trim() ? null : 'validation.required';
      case 'dateTime': return f.dateTime ? null : 'validation.required';
      case 'district': return p.districtCode ? null : 'validation.required';
      case 'ds': return p.dsCode ? null : 'validation.required';
    }
  };
  const blur = (name: FieldName) => setErrors((e) => ({ ...e, [name]: check(name) ?? undefined }));
  const set = (name: keyof Form, value: string) => setForm((f) => ({ ...f, [name]: value }));

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const all: FieldName[] = ['fullName', 'nic', 'contact', 'district', 'ds', 'dateTime', 'description'];
    const found = Object.fromEntries(all.map((n) => [n, check(n) ?? undefined]).filter(([, v]) => v)) as Partial<Record<FieldName, MessageId>>;
    setErrors(found);
    if (Object.keys(found).length) return;
    const point = coordinatesFor(place);
    if (!point) return setDialog('noCoordinates');
    try {
      await submit({
        variables: {
          input: {
            reporterName: form.fullName.trim(), nicNumber: form.nic.trim(), contactNo: form.contact, district: place.districtCode, dsDivision: place.dsCode,
            dateTime: form.dateTime, description: form.description.trim(), image: photo, ...point, idempotencyKey: key,
          },
        },
      });
      setDialog('success');
      setForm({ ...EMPTY, dateTime: sriLankaNowInput() });
      setPlace(EMPTY_PLACE);
      setPhoto(null);
      setKey(newIdempotencyKey());
    } catch {
      setDialog('failed');
    }
  };

  const err = (name: FieldName) => (errors[name] ? t(errors[name]) : null);
  return (
    <section className="page narrow">
      <h1>{t('page.report.title')}</h1>
      <p className="muted">{t('report.intro')}</p>
      <form className="form-card" noValidate onSubmit={(e) => void onSubmit(e)}>
        <TextField label={t('field.fullName')} required autoComplete="name" value={form.fullName} error={err('fullName')} onChange={(e) => set('fullName', e.target.value)} onBlur={() => blur('fullName')} />
        <TextField label={t('field.nic')} required value={form.nic} error={err('nic')} onChange={(e) => set('nic', e.target.value)} onBlur={() => blur('nic')} />
        <TextField label={t('field.contact')} required type="tel" inputMode="numeric" autoComplete="tel" maxLength={10} value={form.contact} error={err('contact')} onChange={(e) => set('contact', sanitizePhoneInput(e.target.value))} onBlur={() => blur('contact')} />
        <LocationFields
          value={place}
          onChange={setPlace}
          errors={{ district: err('district'), ds: err('ds') }}
          onBlurDistrict={() => blur('district')}
          onBlurDs={() => blur('ds')}
          locationButton={<CurrentLocationButton messages="report" onDetected={setPlace} />}
        />
        <TextField label={t('field.dateTime')} required type="datetime-local" value={form.dateTime} error={err('dateTime')} onChange={(e) => set('dateTime', e.target.value)} onBlur={() => blur('dateTime')} />
        <TextArea label={t('field.description')} required rows={4} value={form.description} error={err('description')} onChange={(e) => set('description', e.target.value)} onBlur={() => blur('description')} />
        <PhotoInput value={photo} onChange={setPhoto} />
        <button type="submit" className="button primary wide" disabled={loading}>
          {loading ? t('common.submitting') : t('common.submit')}
        </button>
      </form>
      {dialog === 'success' && <Dialog tone="success" title={t('report.success')} onClose={() => setDialog(null)} />}
      {dialog === 'failed' && <Dialog tone="error" title={t('report.failed')} onClose={() => setDialog(null)} />}
      {dialog === 'noCoordinates' && <Dialog tone="error" title={t('validation.noCoordinates')} onClose={() => setDialog(null)} />}
    </section>
  );
}
