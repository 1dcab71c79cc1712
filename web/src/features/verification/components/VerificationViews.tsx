import type { VerificationFieldsFragment } from '../../../generated/signed-in/graphql';
import { useT } from '../../../i18n/I18nProvider';
import { Badge } from '../../../ui/Badge';

/** AUTHENTIC green, SUSPICIOUS red, UNKNOWN a grey UNVERIFIED (D24), with "N% confident". */
export function VerdictBadge({ check }: { check: VerificationFieldsFragment }) {
  const t = useT();
  const tone = check.verdict === 'AUTHENTIC' ? 'green' : check.verdict === 'SUSPICIOUS' ? 'red' : 'grey';
  return (
    <span className="verdict">
      <Badge tone={tone}>{t(`verdict.${check.verdict}`)}</Badge>{' '}
      <span className="muted">{t('dmc.reports.confident', { percent: check.confidence })}</span>
    </span>
  );
}

/** AI Verification Results, as the seed lays them out. */
export function VerificationResults({ check }: { check: VerificationFieldsFragment }) {
  const t = useT();
  return (
    <section className="verification" aria-label={t('dmc.report.results')}>
      <h3>{t('dmc.report.results')}</h3>
      {check.verdict === 'SUSPICIOUS' && (
        <p className="warning-box" role="alert">
          {t('dmc.report.warning')}
        </p>
      )}
      <p>
        <VerdictBadge check={check} />
      </p>
      <p>{t('dmc.report.confidence', { percent: check.confidence })}</p>
      <p>
        {check.matchScore === null || check.matchScore === undefined
          ? t('dmc.report.matchNotAssessed')
          : t('dmc.report.match', { percent: check.matchScore })}
      </p>
      <h4>{t('dmc.report.analysis')}</h4>
      <p>{check.analysis}</p>
      {check.flags.length > 0 && (
        <>
          <h4>{t('dmc.report.issues')}</h4>
          <ul className="chips">
            {check.flags.map((f) => (
              <li key={f} className="chip">
                {f.replace(/_/g, ' ')}
              </li>
            ))}
          </ul>
        </>
      )}
      <h4>{t('dmc.report.recommendation')}</h4>
      <p>{check.verdict === 'AUTHENTIC' ? t('dmc.report.authentic') : t('dmc.report.review')}</p>
      <p className="muted">{t('dmc.report.provider', { provider: check.provider })}</p>
    </section>
  );
}
