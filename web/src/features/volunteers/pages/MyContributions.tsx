import { useQuery } from '@apollo/client/react';
import { CONTRIBUTION_TYPES } from '@rules';
import { useState } from 'react';
import { MyContributionsDocument, type ContributionStatus } from '../../../generated/signed-in/graphql';
import type { MessageId } from '../../../i18n/en';
import { useT } from '../../../i18n/I18nProvider';
import { Badge } from '../../../ui/Badge';
import { SelectField } from '../../../ui/fields';
import { LoadError } from '../../../ui/LoadError';
import { usePageTitle } from '../../../ui/usePageTitle';

const STATUSES: ContributionStatus[] = ['PENDING', 'APPROVED', 'REJECTED'];
const TONE = { PENDING: 'yellow', APPROVED: 'green', REJECTED: 'red' } as const;

/** my-contributions: each with its status, filtered by status and type (D19). */
export function MyContributions() {
  const t = useT();
  usePageTitle('vol.mine.title');
  const [status, setStatus] = useState<ContributionStatus | ''>('');
  const [type, setType] = useState('');
  const { data, error, refetch } = useQuery(MyContributionsDocument, { variables: { filter: { status: status || null, typeSupport: type || null } }, fetchPolicy: 'cache-and-network' });
  const rows = data?.myContributions ?? [];
  return (
    <section className="dash-page">
      <h1>{t('vol.mine.title')}</h1>
      <div className="filters" role="group" aria-label={t('vol.mine.filter')}>
        <SelectField label={t('dash.col.status')} value={status} onChange={(e) => setStatus(e.target.value as ContributionStatus | '')}>
          <option value="">{t('vol.mine.allStatuses')}</option>
          {STATUSES.map((s) => <option key={s} value={s}>{t(`contribStatus.${s}`)}</option>)}
        </SelectField>
        <SelectField label={t('dash.col.type')} value={type} onChange={(e) => setType(e.target.value)}>
          <option value="">{t('vol.mine.allTypes')}</option>
          {CONTRIBUTION_TYPES.filter((c) => c !== 'Other').map((c) => <option key={c} value={c}>{t(`contribType.${c}` as MessageId)}</option>)}
        </SelectField>
      </div>
      {error && <LoadError onRetry={() => void refetch()} />}
      <div className="table-wrap">
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">{t('dash.col.district')}</th>
              <th scope="col">{t('dash.col.type')}</th>
              <th scope="col">{t('dash.col.description')}</th>
              <th scope="col">{t('dash.col.status')}</th>
            </tr>
          </thead>
          <tbody>
            {data && rows.length === 0 && <tr><td colSpan={4} className="empty">{t('vol.mine.empty')}</td></tr>}
            {rows.map((c) => (
              <tr key={c.id}>
                <td>{c.district.name}</td>
                <td>{c.typeSupport}</td>
                <td>{c.description}</td>
                <td><Badge tone={TONE[c.status]}>{t(`contribStatus.${c.status}`)}</Badge></td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
