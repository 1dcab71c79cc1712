import { useT } from '../../../i18n/I18nProvider';
import { useFormatters } from '../../../ui/format';
import type { ImageCheck, PendingReport } from './useReportImageChecks';
import { VerdictBadge, VerificationResults } from '../../verification/components/VerificationViews';
import { usePlaceNameByCode } from '../../geography/hooks/usePlaceNameByCode';
import { SmsMarker } from '../../sms/components/SmsMarker';

/** The reports table's verification column: no photo, checking, failed, the verdict, or a Verify Image button. */
export function VerificationCell({
  report,
  check,
  onVerify,
}: {
  report: PendingReport;
  check: ImageCheck;
  onVerify(): void;
}) {
  const t = useT();
  if (!report.image) return <span className="muted">{t('dmc.reports.noImage')}</span>;
  if (check === 'verifying') return <span role="status">{t('dmc.reports.verifying')}</span>;
  if (check === 'failed') return <span className="field-error">{t('dmc.report.failedCheck')}</span>;
  if (check) return <VerdictBadge check={check} />;
  return (
    <button type="button" className="button small secondary" onClick={onVerify}>
      {t('dmc.reports.verifyImage')}
    </button>
  );
}

function PhotoCheck({ check, onVerify }: { check: ImageCheck; onVerify(): void }) {
  const t = useT();
  if (check === 'verifying') return <p role="status">{t('dmc.report.analyzing')}</p>;
  if (check === 'failed') return <p className="field-error">{t('dmc.report.failedCheck')}</p>;
  if (check) return <VerificationResults check={check} />;
  return (
    <button type="button" className="button secondary" onClick={onVerify}>
      {t('dmc.report.verifyAi')}
    </button>
  );
}

/** The Detailed Report dialog's body: every field of the report, its photo and the photo's check. */
export function ReportDetails({
  report,
  check,
  onVerify,
}: {
  report: PendingReport;
  check: ImageCheck;
  onVerify(): void;
}) {
  const t = useT();
  const place = usePlaceNameByCode();
  const format = useFormatters();
  return (
    <>
      <dl className="details">
        <dt>{t('dmc.report.id')}</dt>
        <dd>{report.id}</dd>
        <dt>{t('dmc.report.name')}</dt>
        <dd>{report.reporterName}</dd>
        <dt>{t('dmc.report.nic')}</dt>
        <dd>{report.nicNumber ?? t('common.na')}</dd>
        <dt>{t('dmc.report.contact')}</dt>
        <dd>{report.contactNo}</dd>
        <dt>{t('field.description')}</dt>
        <dd>{report.description}</dd>
        {report.viaSms && (
          <>
            <dt>{t('sms.originalText')}</dt>
            <dd>
              <SmsMarker viaSms smsText={report.smsText} />
            </dd>
          </>
        )}
        <dt>{t('field.dateTime')}</dt>
        <dd>
          {format.date(report.dateTime)} {format.time24(report.dateTime)}
        </dd>
        <dt>{t('field.district')}</dt>
        <dd>{place(report.district)}</dd>
        <dt>{t('field.ds')}</dt>
        <dd>{place(report.dsDivision)}</dd>
        <dt>{t('dmc.report.latitude')}</dt>
        <dd>{report.latitude.toFixed(5)}</dd>
        <dt>{t('dmc.report.longitude')}</dt>
        <dd>{report.longitude.toFixed(5)}</dd>
      </dl>
      {report.image && (
        <img className="report-thumb" src={report.image.url} alt={t('dmc.report.photo')} width={192} height={192} />
      )}
      {report.image && <PhotoCheck check={check} onVerify={onVerify} />}
    </>
  );
}
