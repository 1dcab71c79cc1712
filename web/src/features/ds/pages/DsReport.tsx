import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { SubmitOfficerReportDocument } from '../../../generated/signed-in/graphql';
import { useT } from '../../../i18n/I18nProvider';
import { DateTimeField } from '../../../ui/form/DateTimeField';
import { Dialog } from '../../../ui/Dialog';
import { TextArea, TextField } from '../../../ui/fields';
import { symptomsCheck } from '../../../ui/form/checks';
import { formRules } from '../../../ui/form/form-rules';
import { useForm } from '../../../ui/form/useForm';
import { useIdempotencyKey } from '../../../ui/form/useIdempotencyKey';
import { sriLankaNowInput } from '../../../ui/format';
import { usePageTitle } from '../../../ui/usePageTitle';
import { useSession } from '../../accounts/session';
import { PhotoInput } from '../../reports/components/PhotoInput';
import { usePlaceNameByCode } from '../../geography/hooks/usePlaceNameByCode';

interface Values {
  dateTime: string;
  description: string;
  photo: string | null;
}
const empty = (): Values => ({ dateTime: sriLankaNowInput(), description: '', photo: null });

const OFFICER_REPORT_RULES = formRules<'officerReport', Values, 'dateTime' | 'description'>('officerReport', {
  dateTime: { value: (v) => v.dateTime },
  description: { value: (v) => v.description, rule: symptomsCheck },
});

/** Report Early Warnings (DS): the officer's details are shown read-only; the server takes them from the session (D14). */
export function DsReport() {
  const t = useT();
  const place = usePlaceNameByCode();
  usePageTitle('ds.report.title');
  const { user } = useSession();
  const form = useForm<Values, 'dateTime' | 'description'>({ initial: empty, ...OFFICER_REPORT_RULES });
  const { values: v, set } = form;
  const [dialog, setDialog] = useState<'done' | 'failed' | 'notLoaded' | null>(null);
  const { key, renew: renewKey } = useIdempotencyKey();
  const [submit] = useMutation(SubmitOfficerReportDocument);

  const send = async ({ dateTime, description, photo }: Values) => {
    if (!user) return setDialog('notLoaded');
    await submit({
      variables: { input: { dateTime, description: description.trim(), image: photo, idempotencyKey: key } },
    });
    setDialog('done');
    form.reset();
    renewKey();
  };
  return (
    <section className="dash-page narrow">
      <h1>{t('ds.report.title')}</h1>
      <form className="form-card" noValidate onSubmit={form.handleSubmit(send, () => setDialog('failed'))}>
        <TextField label={t('ds.report.reporter')} value={user?.fullName ?? ''} readOnly />
        <TextField label={t('field.contact')} value={user?.contactNo ?? ''} readOnly />
        <TextField label={t('field.district')} value={user ? place(user.district) : ''} readOnly />
        <TextField label={t('field.ds')} value={user?.dsDivision ? place(user.dsDivision) : ''} readOnly />
        <DateTimeField {...form.field('dateTime')} />
        <TextArea label={t('field.description')} required rows={4} {...form.field('description')} />
        <PhotoInput value={v.photo} onChange={(p) => set('photo', p)} />
        <div className="form-actions">
          <button type="submit" className="button primary" disabled={form.submitting || !user}>
            {form.submitting ? t('common.submitting') : t('common.submit')}
          </button>
          <button type="button" className="button secondary" onClick={() => form.reset()}>
            {t('ds.report.clear')}
          </button>
        </div>
      </form>
      {dialog === 'done' && (
        <Dialog tone="success" title={t('ds.report.doneTitle')} onClose={() => setDialog(null)}>
          <p>{t('ds.report.doneBody')}</p>
        </Dialog>
      )}
      {dialog === 'failed' && <Dialog tone="error" title={t('ds.report.failed')} onClose={() => setDialog(null)} />}
      {dialog === 'notLoaded' && (
        <Dialog tone="error" title={t('ds.report.notLoaded')} onClose={() => setDialog(null)} />
      )}
    </section>
  );
}
