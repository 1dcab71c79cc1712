import { useMutation } from '@apollo/client/react';
import { CONTRIBUTION_TYPES, OTHER } from '@rules';
import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { AddContributionDocument } from '../../../generated/signed-in/graphql';
import type { MessageId } from '../../../i18n/en';
import { useT } from '../../../i18n/I18nProvider';
import { Dialog } from '../../../ui/Dialog';
import { TextArea, TextField } from '../../../ui/fields';
import { formRules, otherTextCheck } from '../../../ui/form/form-rules';
import { otherChoiceOf, OtherChoiceField } from '../../../ui/form/OtherChoiceField';
import { useForm } from '../../../ui/form/useForm';
import { useIdempotencyKey } from '../../../ui/form/useIdempotencyKey';
import { usePageTitle } from '../../../ui/usePageTitle';
import { PhotoInput } from '../../reports/components/PhotoInput';

interface Values {
  aidRequestId: string;
  type: string;
  other: string;
  description: string;
  photo: string | null;
}

type FieldName = 'aidRequestId' | 'type' | 'other' | 'description';

const CONTRIBUTION_RULES = formRules<'contribution', Values, FieldName>('contribution', {
  aidRequestId: { value: (v) => v.aidRequestId, rule: (id) => (/^\d+$/.test(id) ? null : 'validation.required') },
  typeSupport: { as: 'type', value: (v) => v.type },
  otherType: { as: 'other', value: (v) => v.other },
  description: { value: (v) => v.description },
});

/** add-contribution: prefilled from the row the volunteer chose (its aid request id and district). */
export function AddContribution() {
  const t = useT();
  usePageTitle('vol.contrib.title');
  const state = useLocation().state as { aidRequestId?: number; district?: string } | null;
  const form = useForm<Values, FieldName>({
    initial: () => ({
      aidRequestId: state?.aidRequestId ? String(state.aidRequestId) : '',
      type: '',
      other: '',
      description: '',
      photo: null,
    }),
    ...CONTRIBUTION_RULES,
  });
  const { values: v, set, error } = form;
  const [dialog, setDialog] = useState<MessageId | null>(null);
  const { key, renew: renewKey } = useIdempotencyKey();
  const [add] = useMutation(AddContributionDocument);

  const send = async ({ aidRequestId, type, other, description, photo }: Values) => {
    if (!state?.district && !state?.aidRequestId) return setDialog('vol.contrib.noDistrict');
    const noOtherText = otherTextCheck(type === OTHER, other);
    if (noOtherText) return setDialog(noOtherText);
    await add({
      variables: {
        input: {
          aidRequestId: Number(aidRequestId),
          typeSupport: type,
          otherType: other || null,
          description: description.trim(),
          image: photo,
          idempotencyKey: key,
        },
      },
    });
    setDialog('vol.contrib.success');
    form.reset({ aidRequestId, type: '', other: '', description: '', photo: null });
    renewKey();
  };

  return (
    <section className="dash-page narrow">
      <h1>{t('vol.contrib.title')}</h1>
      {!state?.aidRequestId && (
        <p className="muted">
          <Link to="/volunteer-dashboard/aid-requests">{t('vol.contrib.pickRequest')}</Link>
        </p>
      )}
      <form className="form-card" noValidate onSubmit={form.handleSubmit(send, () => setDialog('vol.contrib.failed'))}>
        <TextField
          label={t('vol.contrib.aidId')}
          required
          inputMode="numeric"
          readOnly={!!state?.aidRequestId}
          value={v.aidRequestId}
          error={error('aidRequestId')}
          onChange={(e) => set('aidRequestId', e.target.value.replace(/\D/g, ''))}
          onBlur={() => form.blur('aidRequestId')}
        />
        <OtherChoiceField
          label={t('vol.contrib.type')}
          otherLabel={t('vol.contrib.other')}
          placeholder={t('field.selectSupport')}
          options={CONTRIBUTION_TYPES}
          optionLabel={(type) => t(`contribType.${type}` as MessageId)}
          {...otherChoiceOf(form, 'type', 'other')}
        />
        <TextArea label={t('field.description')} required rows={3} {...form.field('description')} />
        <PhotoInput value={v.photo} onChange={(p) => set('photo', p)} />
        <button type="submit" className="button primary wide" disabled={form.submitting}>
          {form.submitting ? t('common.submitting') : t('common.submit')}
        </button>
      </form>
      {dialog && (
        <Dialog
          tone={dialog === 'vol.contrib.success' ? 'success' : 'error'}
          title={t(dialog)}
          onClose={() => setDialog(null)}
        />
      )}
    </section>
  );
}
