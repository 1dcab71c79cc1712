import { Link } from 'react-router-dom';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { DismissReportDocument, PendingReportsDocument } from '../../../generated/signed-in/graphql';
import type { MessageId } from '../../../i18n/en';
import { useT } from '../../../i18n/I18nProvider';
import { DataTable } from '../../../ui/DataTable';
import { Dialog } from '../../../ui/Dialog';
import { useFormatters } from '../../../ui/format';
import { LoadError } from '../../../ui/LoadError';
import { useLiveQuery } from '../../../ui/useLiveQuery';
import { usePageTitle } from '../../../ui/usePageTitle';
import { useSession } from '../../accounts/session';
import { AlertForm } from '../components/AlertForm';
import { ReportDetails, VerificationCell } from '../components/ReportDetails';
import { groupPendingReports, otherReportsOf, type GroupedReports } from '../components/reportGroups';
import { useReportImageChecks, type PendingReport } from '../components/useReportImageChecks';
import { ExportLinks } from '../../exports/ExportLinks';
import { SmsMarker } from '../../sms/components/SmsMarker';
import { usePlaceNameByCode } from '../../geography/hooks/usePlaceNameByCode';

function GroupCell({ group }: { group: { number: number; size: number } | null }) {
  const t = useT();
  return group ? (
    <span className="badge" data-group={group.number}>
      {t('dmc.reports.group', { number: group.number, count: group.size })}
    </span>
  ) : null;
}

function ReportsTable({
  reports,
  checks,
  onOpen,
}: {
  reports: GroupedReports | null;
  checks: ReturnType<typeof useReportImageChecks>;
  onOpen(r: PendingReport): void;
}) {
  const t = useT();
  const place = usePlaceNameByCode();
  const format = useFormatters();
  return (
    <DataTable
      label={t('dmc.reports.title')}
      rows={reports?.rows}
      empty={t('dmc.reports.empty')}
      columns={[
        { header: t('dmc.reports.col.group'), cell: (r) => <GroupCell group={reports?.groupOf(r.id) ?? null} /> },
        { header: t('dash.col.ds'), cell: (r) => place(r.dsDivision) },
        {
          header: t('dmc.reports.col.dateTime'),
          cell: (r) => `${format.date(r.dateTime)} ${format.time24(r.dateTime)}`,
        },
        { header: t('dash.col.district'), cell: (r) => place(r.district) },
        {
          header: t('dmc.reports.col.verification'),
          cell: (r) => (
            <VerificationCell report={r} check={checks.checkOf(r)} onVerify={() => void checks.runCheck(r.id)} />
          ),
        },
        {
          header: t('dash.col.description'),
          cell: (r) => (
            <>
              {r.viaSms && <SmsMarker viaSms />} {r.description}
            </>
          ),
          className: 'clip',
        },
        {
          header: t('dash.col.actions'),
          cell: (r) => (
            <button type="button" className="button small primary" onClick={() => onOpen(r)}>
              {t('dmc.reports.view')}
            </button>
          ),
        },
      ]}
    />
  );
}

/** Pending Early Warning Reports of the district, grouped by place and time: verification column, Detailed Report dialog, Create Alert (closing the group's other reports too), Dismiss. */
export function DmcReports() {
  const t = useT();
  const place = usePlaceNameByCode();
  usePageTitle('dmc.reports.title');
  const { user } = useSession();
  const { data, error, refetch, refresh } = useLiveQuery(PendingReportsDocument);
  const [dismiss] = useMutation(DismissReportDocument);
  const checks = useReportImageChecks();
  const [open, setOpen] = useState<PendingReport | null>(null);
  const [alertFor, setAlertFor] = useState<PendingReport | null>(null);
  const [message, setMessage] = useState<{ text: MessageId; ok: boolean } | null>(null);
  const published = () => {
    setAlertFor(null);
    setOpen(null);
    setMessage({ text: 'dmc.newAlert.published', ok: true });
    refresh();
  };
  const actions = (report: PendingReport) => (
    <>
      {report.dsDivision ? (
        <button type="button" className="button danger" onClick={() => setAlertFor(report)}>
          {t('dmc.report.createAlert')}
        </button>
      ) : (
        // An alert covers DS divisions: a report whose place is to confirm is placed first.
        <Link className="button secondary" to="/dmc-dashboard/places-to-confirm">
          {t('dash.link.places')}
        </Link>
      )}
      <button
        type="button"
        className="button secondary"
        onClick={() =>
          void dismiss({ variables: { id: report.id } }).then(() => {
            setOpen(null);
            return refetch();
          })
        }
      >
        {t('dmc.report.dismiss')}
      </button>
    </>
  );

  return (
    <section className="dash-page">
      <h1>{t('dmc.reports.title')}</h1>
      <ExportLinks dataset="reports" />
      {error && <LoadError onRetry={refresh} />}
      <ReportsTable reports={groupPendingReports(data?.pendingReports.items)} checks={checks} onOpen={setOpen} />
      {open && !alertFor && (
        <Dialog
          title={t('dmc.report.title')}
          closeLabel={t('dmc.report.close')}
          onClose={() => setOpen(null)}
          actions={actions(open)}
        >
          <ReportDetails report={open} check={checks.checkOf(open)} onVerify={() => void checks.runCheck(open.id)} />
        </Dialog>
      )}
      {alertFor && user && (
        <Dialog title={t('dmc.newAlert.title')} closeButton={false} onClose={() => setAlertFor(null)}>
          <AlertForm
            defaults={{
              districtName: place(alertFor.district),
              dsCode: alertFor.dsDivision?.code ?? '',
              dsName: place(alertFor.dsDivision),
              latitude: alertFor.latitude,
              longitude: alertFor.longitude,
              reporterContact: alertFor.contactNo,
              reportId: alertFor.id,
              reportDescription: alertFor.description,
            }}
            groupReports={otherReportsOf(data?.pendingReports.items, alertFor.id)}
            onPublished={published}
            onFailed={(text) => setMessage({ text, ok: false })}
            onCancel={() => setAlertFor(null)}
          />
        </Dialog>
      )}
      {message && (
        <Dialog tone={message.ok ? 'success' : 'error'} title={t(message.text)} onClose={() => setMessage(null)} />
      )}
    </section>
  );
}
