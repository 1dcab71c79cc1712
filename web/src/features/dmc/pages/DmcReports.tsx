import { useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { useState } from 'react';
import { DismissReportDocument, PendingReportsDocument, ReportChangedDocument, VerifyReportImageDocument, type PendingReportsQuery, type VerificationFieldsFragment } from '../../../generated/signed-in/graphql';
import type { MessageId } from '../../../i18n/en';
import { useT } from '../../../i18n/I18nProvider';
import { Dialog } from '../../../ui/Dialog';
import { useFormatters } from '../../../ui/format';
import { LoadError } from '../../../ui/LoadError';
import { usePageTitle } from '../../../ui/usePageTitle';
import { useSession } from '../../accounts/session';
import { AlertForm } from '../components/AlertForm';
import { VerdictBadge, VerificationResults } from '../components/VerificationViews';

type PendingReport = PendingReportsQuery['pendingReports'][number];
/** The DMC reports screen checks photos with a 60 % confidence threshold (seed). */
const MIN_CONFIDENCE = 60;

/** Pending Early Warning Reports of the district: verification column, Detailed Report dialog, Create Alert, Dismiss. */
export function DmcReports() {
  const t = useT();
  usePageTitle('dmc.reports.title');
  const format = useFormatters();
  const { user } = useSession();
  const { data, error, refetch } = useQuery(PendingReportsDocument, { fetchPolicy: 'cache-and-network' });
  useSubscription(ReportChangedDocument, { onData: () => void refetch().catch(() => undefined) });
  const [verify] = useMutation(VerifyReportImageDocument);
  const [dismiss] = useMutation(DismissReportDocument);
  const [checks, setChecks] = useState<Record<number, VerificationFieldsFragment | 'verifying' | 'failed'>>({});
  const [open, setOpen] = useState<PendingReport | null>(null);
  const [alertFor, setAlertFor] = useState<PendingReport | null>(null);
  const [message, setMessage] = useState<{ text: MessageId; ok: boolean } | null>(null);

  const checkOf = (r: PendingReport) => checks[r.id] ?? r.image?.verification ?? null;
  const runCheck = async (reportId: number) => {
    setChecks((c) => ({ ...c, [reportId]: 'verifying' }));
    try {
      const { data: result } = await verify({ variables: { reportId, minConfidence: MIN_CONFIDENCE } });
      setChecks((c) => ({ ...c, [reportId]: result?.verifyReportImage ?? 'failed' }));
    } catch {
      setChecks((c) => ({ ...c, [reportId]: 'failed' }));
    }
  };
  const verificationCell = (r: PendingReport) => {
    if (!r.image) return <span className="muted">{t('dmc.reports.noImage')}</span>;
    const check = checkOf(r);
    if (check === 'verifying') return <span role="status">{t('dmc.reports.verifying')}</span>;
    if (check === 'failed') return <span className="field-error">{t('dmc.report.failedCheck')}</span>;
    if (check) return <VerdictBadge check={check} />;
    return <button type="button" className="button small secondary" onClick={() => void runCheck(r.id)}>{t('dmc.reports.verifyImage')}</button>;
  };

  return (
    <section className="dash-page">
      <h1>{t('dmc.reports.title')}</h1>
      {error && <LoadError onRetry={() => void refetch()} />}
      <div className="table-wrap">
        <table className="data-table">
          <thead>
            <tr><th scope="col">{t('dash.col.ds')}</th><th scope="col">{t('dmc.reports.col.dateTime')}</th><th scope="col">{t('dash.col.district')}</th><th scope="col">{t('dmc.reports.col.verification')}</th><th scope="col">{t('dash.col.description')}</th><th scope="col">{t('dash.col.actions')}</th></tr>
          </thead>
          <tbody>
            {data && data.pendingReports.length === 0 && <tr><td colSpan={6} className="empty">{t('dmc.reports.empty')}</td></tr>}
            {data?.pendingReports.map((r) => (
              <tr key={r.id}>
                <td>{r.dsDivision.name}</td>
                <td>{format.date(r.dateTime)} {format.time24(r.dateTime)}</td>
                <td>{r.district.name}</td>
                <td>{verificationCell(r)}</td>
                <td className="clip">{r.description}</td>
                <td><button type="button" className="button small primary" onClick={() => setOpen(r)}>{t('dmc.reports.view')}</button></td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      {open && !alertFor && (
        <Dialog
          title={t('dmc.report.title')}
          closeLabel={t('dmc.report.close')}
          onClose={() => setOpen(null)}
          actions={
            <>
              <button type="button" className="button danger" onClick={() => setAlertFor(open)}>{t('dmc.report.createAlert')}</button>
              <button type="button" className="button secondary" onClick={() => void dismiss({ variables: { id: open.id } }).then(() => { setOpen(null); return refetch(); })}>{t('dmc.report.dismiss')}</button>
            </>
          }
        >
          <dl className="details">
            <dt>{t('dmc.report.id')}</dt><dd>{open.id}</dd>
            <dt>{t('dmc.report.name')}</dt><dd>{open.reporterName}</dd>
            <dt>{t('dmc.report.nic')}</dt><dd>{open.nicNumber ?? t('common.na')}</dd>
            <dt>{t('dmc.report.contact')}</dt><dd>{open.contactNo}</dd>
            <dt>{t('field.description')}</dt><dd>{open.description}</dd>
            <dt>{t('field.dateTime')}</dt><dd>{format.date(open.dateTime)} {format.time24(open.dateTime)}</dd>
            <dt>{t('field.district')}</dt><dd>{open.district.name}</dd>
            <dt>{t('field.ds')}</dt><dd>{open.dsDivision.name}</dd>
            <dt>{t('dmc.report.latitude')}</dt><dd>{open.latitude.toFixed(5)}</dd>
            <dt>{t('dmc.report.longitude')}</dt><dd>{open.longitude.toFixed(5)}</dd>
          </dl>
          {open.image && <img className="report-thumb" src={open.image.url} alt={t('dmc.report.photo')} width={192} height={192} />}
          {open.image && (() => {
            const check = checkOf(open);
            if (check === 'verifying') return <p role="status">{t('dmc.report.analyzing')}</p>;
            if (check === 'failed') return <p className="field-error">{t('dmc.report.failedCheck')}</p>;
            if (check) return <VerificationResults check={check} />;
            return <button type="button" className="button secondary" onClick={() => void runCheck(open.id)}>{t('dmc.report.verifyAi')}</button>;
          })()}
        </Dialog>
      )}
      {alertFor && user && (
        <Dialog title={t('dmc.newAlert.title')} closeLabel={t('dmc.report.close')} onClose={() => setAlertFor(null)}>
          <AlertForm
            defaults={{ districtName: alertFor.district.name, dsCode: alertFor.dsDivision.code, dsName: alertFor.dsDivision.name, latitude: alertFor.latitude, longitude: alertFor.longitude, reporterContact: alertFor.contactNo, reportId: alertFor.id }}
            onPublished={() => {
              setAlertFor(null);
              setOpen(null);
              setMessage({ text: 'dmc.newAlert.published', ok: true });
              void refetch();
            }}
            onFailed={(text) => setMessage({ text, ok: false })}
            onCancel={() => setAlertFor(null)}
          />
        </Dialog>
      )}
      {message && <Dialog tone={message.ok ? 'success' : 'error'} title={t(message.text)} onClose={() => setMessage(null)} />}
    </section>
  );
}
