import { useMutation } from '@apollo/client/react';
import { symptomsError } from '@rules';
import { useState, type FormEvent } from 'react';
import { SubmitOfficerReportDocument } from '../../../generated/signed-in/graphql';
import type { MessageId } from '../../../i18n/en';
import { useT } from '../../../i18n/I18nProvider';
import { Dialog } from '../../../ui/Dialog';
import { newIdempotencyKey } from '../../../ui/errors';
import { TextArea, TextField } from '../../../ui/fields';
import { sriLankaNowInput } from '../../../ui/format';
import { messageIdFor } from '../../../ui/rule-messages';
import { usePageTitle } from '../../../ui/usePageTitle';
import { useSession } from '../../accounts/session';
import { PhotoInput } from '../../reports/components/PhotoInput';

/** Report Early Warnings (DS): the officer's details are shown read-only; the server takes them from the session (D14). */
export function DsReport() {
  const t = useT();
  usePageTitle('ds.report.title');
  const { user } = useSession();
  const [dateTime, setDateTime] = useState(sriLankaNowInput);
  const [description, setDescription] = useState('');
  const [photo, setPhoto] = useState<string | null>(null);
  const [errors, setErrors] = useState<{ dateTime?: MessageId | null; description?: MessageId | null }>({});
  const [dialog, setDialog] = useState<'done' | 'failed' | 'notLoaded' | null>(null);
  const [key, setKey] = useState(newIdempotencyKey);
  const [submit, { loading }] = useMutation(SubmitOfficerReportDocument);
  const clear = () => {
    setDescription('');
    setPhoto(null);
    setDateTime(sriLankaNowInput());
    setErrors({});
  };
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!user) return setDialog('notLoaded');
    const found = { dateTime: dateTime ? null : ('validation.required' as MessageId), description: messageIdFor(symptomsError(description)) };
    setErrors(found);
    if (found.dateTime || found.description) return;
    try {
      await submit({ variables: { input: { dateTime, description: description.trim(), image: photo, idempotencyKey: key } } });
      setDialog('done');
      clear();
      setKey(newIdempotencyKey());
    } catch {
      setDialog('failed');
    }
  };
  return (
    <section className="dash-page narrow">
      <h1>{t('ds.report.title')}</h1>
      <form className="form-card" noValidate onSubmit={(e) => void onSubmit(e)}>
        <TextField label={t('ds.report.reporter')} value={user?.fullName ?? ''} readOnly />
        <TextField label={t('field.contact')} value={user?.contactNo ?? ''} readOnly />
        <TextField label={t('field.district')} value={user?.district.name ?? ''} readOnly />
        <TextField label={t('field.ds')} value={user?.dsDivision?.name ?? ''} readOnly />
        <TextField label={t('field.dateTime')} required type="datetime-local" value={dateTime} error={errors.dateTime ? t(errors.dateTime) : null} onChange={(e) => setDateTime(e.target.value)} />
        <TextArea label={t('field.description')} required rows={4} value={description} error={errors.description ? t(errors.description) : null} onChange={(e) => setDescription(e.target.value)} onBlur={() => setErrors((x) => ({ ...x, description: messageIdFor(symptomsError(description)) }))} />
        <PhotoInput value={photo} onChange={setPhoto} />
        <div className="form-actions">
          <button type="submit" className="button primary" disabled={loading || !user}>{loading ? t('common.submitting') : t('common.submit')}</button>
          <button type="button" className="button secondary" onClick={clear}>{t('ds.report.clear')}</button>
        </div>
      </form>
      {dialog === 'done' && <Dialog tone="success" title={t('ds.report.doneTitle')} onClose={() => setDialog(null)}><p>{t('ds.report.doneBody')}</p></Dialog>}
      {dialog === 'failed' && <Dialog tone="error" title={t('ds.report.failed')} onClose={() => setDialog(null)} />}
      {dialog === 'notLoaded' && <Dialog tone="error" title={t('ds.report.notLoaded')} onClose={() => setDialog(null)} />}
    </section>
  );
}
