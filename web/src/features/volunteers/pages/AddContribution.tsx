import { useMutation } from '@apollo/client/react';
import { CONTRIBUTION_TYPES } from '@rules';
import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { AddContributionDocument } from '../../../generated/signed-in/graphql';
import type { MessageId } from '../../../i18n/en';
import { useT } from '../../../i18n/I18nProvider';
import { Dialog } from '../../../ui/Dialog';
import { newIdempotencyKey } from '../../../ui/errors';
import { SelectField, TextArea, TextField } from '../../../ui/fields';
import { usePageTitle } from '../../../ui/usePageTitle';
import { PhotoInput } from '../../reports/components/PhotoInput';

/** add-contribution: prefilled from the row the volunteer chose (its aid request id and district). */
export function AddContribution() {
  const t = useT();
  usePageTitle('vol.contrib.title');
  const state = useLocation().state as { aidRequestId?: number; district?: string } | null;
  const [aidRequestId, setAidRequestId] = useState(state?.aidRequestId ? String(state.aidRequestId) : '');
  const [type, setType] = useState('');
  const [other, setOther] = useState('');
  const [description, setDescription] = useState('');
  const [photo, setPhoto] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, MessageId>>({});
  const [dialog, setDialog] = useState<MessageId | null>(null);
  const [key, setKey] = useState(newIdempotencyKey);
  const [add, { loading }] = useMutation(AddContributionDocument);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const found: Record<string, MessageId> = {};
    if (!/^\d+$/.test(aidRequestId)) found.aidRequestId = 'validation.required';
    if (!type) found.type = 'validation.required';
    if (!description.trim()) found.description = 'validation.required';
    setErrors(found);
    if (Object.keys(found).length) return;
    if (!state?.district && !state?.aidRequestId) return setDialog('vol.contrib.noDistrict');
    if (type === 'Other' && !other.trim()) return setDialog('validation.specifySupport');
    try {
      await add({ variables: { input: { aidRequestId: Number(aidRequestId), typeSupport: type, otherType: other || null, description: description.trim(), image: photo, idempotencyKey: key } } });
      setDialog('vol.contrib.success');
      setType('');
      setOther('');
      setDescription('');
      setPhoto(null);
      setKey(newIdempotencyKey());
    } catch {
      setDialog('vol.contrib.failed');
    }
  };

  return (
    <section className="dash-page narrow">
      <h1>{t('vol.contrib.title')}</h1>
      {!state?.aidRequestId && <p className="muted"><Link to="/volunteer-dashboard/aid-requests">{t('vol.contrib.pickRequest')}</Link></p>}
      <form className="form-card" noValidate onSubmit={(e) => void onSubmit(e)}>
        <TextField label={t('vol.contrib.aidId')} required inputMode="numeric" readOnly={!!state?.aidRequestId} value={aidRequestId} error={errors.aidRequestId ? t(errors.aidRequestId) : null} onChange={(e) => setAidRequestId(e.target.value.replace(/\D/g, ''))} />
        <SelectField label={t('vol.contrib.type')} required value={type} error={errors.type ? t(errors.type) : null} onChange={(e) => setType(e.target.value)}>
          <option value="">{t('field.selectSupport')}</option>
          {CONTRIBUTION_TYPES.map((c) => <option key={c} value={c}>{t(`contribType.${c}` as MessageId)}</option>)}
        </SelectField>
        {type === 'Other' && <TextField label={t('vol.contrib.other')} required value={other} onChange={(e) => setOther(e.target.value)} />}
        <TextArea label={t('field.description')} required rows={3} value={description} error={errors.description ? t(errors.description) : null} onChange={(e) => setDescription(e.target.value)} />
        <PhotoInput value={photo} onChange={setPhoto} />
        <button type="submit" className="button primary wide" disabled={loading}>{loading ? t('common.submitting') : t('common.submit')}</button>
      </form>
      {dialog && <Dialog tone={dialog === 'vol.contrib.success' ? 'success' : 'error'} title={t(dialog)} onClose={() => setDialog(null)} />}
    </section>
  );
}
