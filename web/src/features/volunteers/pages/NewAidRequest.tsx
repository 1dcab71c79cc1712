import { useMutation } from '@apollo/client/react';
import { nationalPhone, OTHER, QUICK_AID_SUPPORT_TYPES } from '@rules';
import { useState } from 'react';
import { CreateAidRequestDocument } from '../../../generated/signed-in/graphql';
import type { MessageId } from '../../../i18n/en';
import { useT } from '../../../i18n/I18nProvider';
import { Dialog } from '../../../ui/Dialog';
import { TextArea, TextField } from '../../../ui/fields';
import { familySizeCheck, nameCheck, phoneCheck } from '../../../ui/form/checks';
import { formRules, otherTextCheck, placeFields } from '../../../ui/form/form-rules';
import { otherChoiceOf } from '../../../ui/form/OtherChoiceField';
import { PhoneField } from '../../../ui/form/PhoneField';
import { useForm } from '../../../ui/form/useForm';
import { useIdempotencyKey } from '../../../ui/form/useIdempotencyKey';
import { usePageTitle } from '../../../ui/usePageTitle';
import { LocationNote } from '../../aid-requests/components/LocationNote';
import { SupportTypeField } from '../../aid-requests/components/SupportTypeField';
import { CurrentLocationButton } from '../../geography/components/CurrentLocationButton';
import {
  EMPTY_PLACE,
  LocationFields,
  useCoordinatesFor,
  type PlaceValue,
} from '../../geography/components/LocationFields';
import { FormMessages } from '../../../i18n/FormMessages';

interface Values {
  fullName: string;
  contact: string;
  familySize: string;
  type: string;
  other: string;
  description: string;
  place: PlaceValue;
}
const empty = (): Values => ({
  fullName: '',
  contact: '',
  familySize: '1',
  type: '',
  other: '',
  description: '',
  place: EMPTY_PLACE,
});

type FieldName = 'fullName' | 'contact' | 'district' | 'ds' | 'familySize' | 'type';

const QUICK_RULES = formRules<'POST_DISASTER_QUICK', Values, FieldName>('POST_DISASTER_QUICK', {
  fullName: { value: (v) => v.fullName, rule: nameCheck },
  contactNo: { as: 'contact', value: (v) => v.contact, rule: phoneCheck },
  ...placeFields<Values>(),
  familySize: { value: (v) => v.familySize, rule: familySizeCheck },
  typeSupport: { as: 'type', value: (v) => v.type },
});

/** The "Post Disaster Aid Request" variant (D7): a volunteer files for a family; no NIC, no date. */
function NewAidRequestForm() {
  const t = useT();
  usePageTitle('dash.link.newAidRequest');
  const form = useForm<Values, FieldName>({ initial: empty, ...QUICK_RULES });
  const [dialog, setDialog] = useState<MessageId | null>(null);
  const { key, renew: renewKey } = useIdempotencyKey();
  const coordinatesFor = useCoordinatesFor();
  const [create] = useMutation(CreateAidRequestDocument);
  const { values: v, set, error } = form;

  const send = async ({ fullName, contact, familySize, type, other, description, place }: Values) => {
    const noOtherText = otherTextCheck(type === OTHER, other);
    if (noOtherText) return setDialog(noOtherText);
    const point = coordinatesFor(place);
    if (!point) return setDialog('validation.noCoordinates');
    await create({
      variables: {
        input: {
          form: 'POST_DISASTER_QUICK',
          fullName: fullName.trim(),
          contactNo: nationalPhone(contact),
          district: place.districtCode,
          dsDivision: place.dsCode,
          gnDivision: place.gnCode || null,
          familySize: Number(familySize),
          typeSupport: type,
          otherSupport: other || null,
          description: description.trim() || null,
          ...point,
          idempotencyKey: key,
        },
      },
    });
    setDialog('vol.newAid.success');
    form.reset({ ...empty(), familySize });
    renewKey();
  };

  return (
    <section className="dash-page narrow">
      <h1>{t('dash.link.newAidRequest')}</h1>
      <form className="form-card" noValidate onSubmit={form.handleSubmit(send, () => setDialog('vol.newAid.failed'))}>
        <LocationNote place={v.place} />
        <TextField label={t('field.fullName')} required {...form.field('fullName')} />
        <PhoneField label={t('field.contact')} required field={form.field('contact')} />
        <LocationFields
          gn
          value={v.place}
          onChange={(p) => set('place', p)}
          errors={{ district: error('district'), ds: error('ds') }}
          onBlurDistrict={() => form.blur('district')}
          onBlurDs={() => form.blur('ds')}
          locationButton={
            <CurrentLocationButton messages="aid" label={t('vol.newAid.useGps')} onDetected={(p) => set('place', p)} />
          }
        />
        <TextField
          label={t('field.familySize')}
          required
          type="number"
          min={1}
          step={1}
          {...form.field('familySize')}
        />
        <SupportTypeField options={QUICK_AID_SUPPORT_TYPES} {...otherChoiceOf(form, 'type', 'other', 'otherSupport')} />
        <TextArea
          label={t('field.description')}
          rows={3}
          value={v.description}
          error={error('description')}
          onChange={(e) => set('description', e.target.value)}
        />
        <button type="submit" className="button primary wide" disabled={form.submitting}>
          {form.submitting ? t('common.submitting') : t('common.submit')}
        </button>
      </form>
      {dialog && (
        <Dialog
          tone={dialog === 'vol.newAid.success' ? 'success' : 'error'}
          title={t(dialog)}
          onClose={() => setDialog(null)}
        />
      )}
    </section>
  );
}

/** The phone, NIC and GN division texts of the forms' catalogue (FormMessages), which this form shows too. */
export function NewAidRequest() {
  return (
    <FormMessages>
      <NewAidRequestForm />
    </FormMessages>
  );
}
