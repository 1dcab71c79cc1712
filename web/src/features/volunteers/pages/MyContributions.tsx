import { useQuery } from '@apollo/client/react';
import { CONTRIBUTION_TYPES } from '@rules';
import { useState } from 'react';
import { MyContributionsDocument, type ContributionStatus } from '../../../generated/signed-in/graphql';
import type { MessageId } from '../../../i18n/en';
import { useT } from '../../../i18n/I18nProvider';
import { Badge } from '../../../ui/Badge';
import { DataTable } from '../../../ui/DataTable';
import { SelectField } from '../../../ui/fields';
import { LoadError } from '../../../ui/LoadError';
import { usePageTitle } from '../../../ui/usePageTitle';
import { useSupportLabels } from '../../aid-requests/support-labels';
import { usePlaceNameByCode } from '../../geography/hooks/usePlaceNameByCode';

const STATUSES: ContributionStatus[] = ['PENDING', 'APPROVED', 'REJECTED'];
const TONE = { PENDING: 'yellow', APPROVED: 'green', REJECTED: 'red' } as const;

/** my-contributions: each with its status, filtered by status and type (D19). */
export function MyContributions() {
  const t = useT();
  const support = useSupportLabels();
  const place = usePlaceNameByCode();
  usePageTitle('vol.mine.title');
  const [status, setStatus] = useState<ContributionStatus | ''>('');
  const [type, setType] = useState('');
  const { data, error, refetch } = useQuery(MyContributionsDocument, {
    variables: { filter: { status: status || null, typeSupport: type || null } },
    fetchPolicy: 'cache-and-network',
  });
  return (
    <section className="dash-page">
      <h1>{t('vol.mine.title')}</h1>
      <div className="filters" role="group" aria-label={t('vol.mine.filter')}>
        <SelectField
          label={t('dash.col.status')}
          value={status}
          onChange={(e) => setStatus(e.target.value as ContributionStatus | '')}
        >
          <option value="">{t('vol.mine.allStatuses')}</option>
          {STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`contribStatus.${s}`)}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('dash.col.type')} value={type} onChange={(e) => setType(e.target.value)}>
          <option value="">{t('vol.mine.allTypes')}</option>
          {CONTRIBUTION_TYPES.filter((c) => c !== 'Other').map((c) => (
            <option key={c} value={c}>
              {t(`contribType.${c}` as MessageId)}
            </option>
          ))}
        </SelectField>
      </div>
      {error && <LoadError onRetry={() => void refetch()} />}
      <DataTable
        label={t('vol.mine.title')}
        rows={data?.myContributions.items}
        empty={t('vol.mine.empty')}
        columns={[
          { header: t('dash.col.district'), cell: (c) => place(c.district) },
          { header: t('dash.col.type'), cell: (c) => support.contribution(c.typeSupport) },
          { header: t('dash.col.description'), cell: (c) => c.description },
          {
            header: t('dash.col.status'),
            cell: (c) => <Badge tone={TONE[c.status]}>{t(`contribStatus.${c.status}`)}</Badge>,
          },
        ]}
      />
    </section>
  );
}
