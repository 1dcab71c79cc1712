import { useMutation } from '@apollo/client/react';
import { nameError, phoneError, QUICK_AID_SUPPORT_TYPES, sanitizePhoneInput } from '@rules';
import { useState, type FormEvent } from 'react';
import { CreateAidRequestDocument } from '../../../generated/signed-in/graphql';
import type { MessageId } from '../../../i18n/en';
import { useT } from '../../../i18n/I18nProvider';
import { Dialog } from '../../../ui/Dialog';
import { newIdempotencyKey } from '../../../ui/errors';
import { TextArea, TextField } from '../../../ui/fields';
import { messageIdFor } from '../../../ui/rule-messages';
import { usePageTitle } from '../../../ui/usePageTitle';
import { LocationNote } from '../../aid-requests/components/LocationNote';
import { SupportTypeField } from '../../aid-requests/components/SupportTypeField';
import { CurrentLocationButton } from '../../geography/components/CurrentLocationButton';
import { EMPTY_PLACE, LocationFields, useCoordinatesFor, type PlaceValue } from '../../geography/components/LocationFields';

/** The "Post Disaster Aid Request" variant (D7): a volunteer files for a family; no NIC, no date. */
export function NewAidRequest() {
  const t = useT();
  usePageTitle('dash.link.newAidRequest');
  const [fullName, setFullName] = useState('');
  const [contact, setContact] = useState('');
  const [familySize, setFamilySize] = useState('1');
  const [type, setType] = useState('');
  const [other, setOther] = useState('');
  const [description, setDescription] = useState('');
  const [place, setPlace] = useState<PlaceValue>(EMPTY_PLACE);
  const [errors, setErrors] = useState<Record<string, MessageId>>({});
  const [dialog, setDialog] = useState<MessageId | null>(null);
  const [key, setKey] = useState(newIdempotencyKey);
  const coordinatesFor = useCoordinatesFor();
  const [create, { loading }] = useMutation(CreateAidRequestDocument);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const found: Record<string, MessageId> = {};
    const name = messageIdFor(nameError(fullName));
    if (name) found.fullName = name;
    const phone = messageIdFor(phoneError(contact));
    if (phone) found.contact = phone;
    if (!place.districtCode) found.district = 'validation.required';
    if (!place.dsCode) found.ds = 'validation.required';
    if (!(Number(familySize) >= 1)) found.familySize = 'validation.familySize';
    if (!type) found.type = 'validation.required';
    setErrors(found);
    if (Object.keys(found).length) return;
    if (type === 'Other' && !other.trim()) return setDialog('validation.specifySupport');
    const point = coordinatesFor(place);
    if (!point) return setDialog('validation.noCoordinates');
    try {
      await create({
        variables: { input: { form: 'POST_DISASTER_QUICK', fullName: fullName.trim(), contactNo: contact, district: place.districtCode, dsDivision: place.dsCode, familySize: Number(familySize), typeSupport: type, otherSupport: other || null, description: description.trim() || null, ...point, idempotencyKey: key } },
      });
      setDialog('vol.newAid.success');
      setFullName('');
      setContact('');
      setType('');
      setOther('');
      setDescription('');
      setPlace(EMPTY_PLACE);
      setKey(newIdempotencyKey());
    } catch {
      setDialog('vol.newAid.failed');
    }
  };
  const err = (k: string) => (errors[k] ? t(errors[k]) : null);

  return (
    <section className="dash-page narrow">
      <h1>{t('dash.link.newAidRequest')}</h1>
      <form className="form-card" noValidate onSubmit={(e) => void onSubmit(e)}>
        <LocationNote place={place} />
        <TextField label={t('field.fullName')} required value={fullName} error={err('fullName')} onChange={(e) => setFullName(e.target.value)} />
        <TextField label={t('field.contact')} required type="tel" inputMode="numeric" maxLength={10} value={contact} error={err('contact')} onChange={(e) => setContact(sanitizePhoneInput(e.target.value))} />
        <LocationFields value={place} onChange={setPlace} errors={{ district: err('district'), ds: err('ds') }} locationButton={<CurrentLocationButton messages="aid" label={t('vol.newAid.useGps')} onDetected={setPlace} />} />
        <TextField label={t('field.familySize')} required type="number" min={1} value={familySize} error={err('familySize')} onChange={(e) => setFamilySize(e.target.value)} />
        <SupportTypeField options={QUICK_AID_SUPPORT_TYPES} value={type} other={other} onChange={setType} onOtherChange={setOther} error={err('type')} />
        <TextArea label={t('field.description')} rows={3} value={description} onChange={(e) => setDescription(e.target.value)} />
        <button type="submit" className="button primary wide" disabled={loading}>{loading ? t('common.submitting') : t('common.submit')}</button>
      </form>
      {dialog && <Dialog tone={dialog === 'vol.newAid.success' ? 'success' : 'error'} title={t(dialog)} onClose={() => setDialog(null)} />}
    </section>
  );
}
