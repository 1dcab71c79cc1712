import { useMutation } from '@apollo/client/react';
import {
  PlaceAidRequestDocument,
  PlaceReportDocument,
  PlaceVolunteerDocument,
  PlacesToConfirmDocument,
} from '../../../generated/signed-in/graphql';
import { useT } from '../../../i18n/I18nProvider';
import { useFormatters } from '../../../ui/format';
import { LoadError } from '../../../ui/LoadError';
import { useLiveQuery } from '../../../ui/useLiveQuery';
import { usePageTitle } from '../../../ui/usePageTitle';
import { useSession } from '../../accounts/session';
import { useGeography } from '../../geography/hooks/useGeography';
import { PlaceItForm } from '../components/PlaceItForm';

/**
 * Places to confirm, in the DS and DMC dashboards: the district's aid requests, early-warning reports and volunteers'
 * sign-ups that were kept because the place sent stood in no one DS division. Each is placed in one action, live for
 * every officer.
 */
export function PlacesToConfirmPage() {
  const t = useT();
  usePageTitle('places.title');
  const { user } = useSession();
  const geography = useGeography();
  const { data, error, refresh, lastLoaded } = useLiveQuery(PlacesToConfirmDocument);
  const [placeRequest] = useMutation(PlaceAidRequestDocument);
  const [placeReport] = useMutation(PlaceReportDocument);
  const [placeVolunteer] = useMutation(PlaceVolunteerDocument);
  const divisions = user?.district ? geography.dsDivisionsOf(user.district.code) : [];
  const requests = data?.aidRequestsToPlace.items;
  const reports = data?.reportsToPlace.items;
  const volunteers = data?.volunteersToPlace.items;
  const placed = () => refresh();
  return (
    <section className="dash-page">
      <h1>{t('places.title')}</h1>
      <p className="muted">{t('places.intro')}</p>
      {error && <LoadError onRetry={refresh} lastLoaded={lastLoaded} />}
      {!data && !error && <p role="status">{t('places.loading')}</p>}
      {requests?.length === 0 && reports?.length === 0 && volunteers?.length === 0 && (
        <p className="empty-note">{t('places.empty')}</p>
      )}
      <ul className="card-list" aria-live="polite">
        {requests?.map((r) => (
          <PlaceCard
            key={`r${r.id}`}
            kind="aid-request"
            title={t('places.aidRequest', { id: r.id })}
            item={r}
            more={r.smsText ? { label: t('places.sms'), text: r.smsText } : null}
          >
            <PlaceItForm
              divisions={divisions}
              onPlace={(dsDivision, gnDivision) =>
                placeRequest({ variables: { id: r.id, dsDivision, gnDivision } }).then(placed)
              }
            />
          </PlaceCard>
        ))}
        {reports?.map((r) => (
          <PlaceCard
            key={`p${r.id}`}
            kind="report"
            title={t('places.report', { id: r.id })}
            item={r}
            more={{ label: t('places.description'), text: r.description }}
          >
            <PlaceItForm
              divisions={divisions}
              onPlace={(dsDivision, gnDivision) =>
                placeReport({ variables: { id: r.id, dsDivision, gnDivision } }).then(placed)
              }
            />
          </PlaceCard>
        ))}
        {volunteers?.map((v) => (
          <PlaceCard key={`v${v.id}`} kind="volunteer" title={t('places.volunteer', { name: v.fullName })} item={v}>
            <PlaceItForm
              divisions={divisions}
              withGn={false}
              onPlace={(dsDivision) => placeVolunteer({ variables: { id: v.id, dsDivision } }).then(placed)}
            />
          </PlaceCard>
        ))}
      </ul>
    </section>
  );
}

/** One kept request, report or sign-up: what its place was called, when it came, how to reach the person, and the placing form. */
function PlaceCard({
  kind,
  title,
  item,
  more,
  children,
}: {
  kind: 'aid-request' | 'report' | 'volunteer';
  title: string;
  item: { id: string; placeAsSent?: string | null; createdAt?: string; contactNo: string };
  more?: { label: string; text: string } | null;
  children: React.ReactNode;
}) {
  const t = useT();
  const format = useFormatters();
  return (
    <li className="item-card" data-place-item={`${kind}-${item.id}`}>
      <h2 className="item-title">{title}</h2>
      <dl className="details">
        <dt>{t('places.sentAs')}</dt>
        <dd dir="auto">{item.placeAsSent ?? t('common.na')}</dd>
        {item.createdAt && (
          <>
            <dt>{t('places.received')}</dt>
            <dd>{format.dateTime(item.createdAt)}</dd>
          </>
        )}
        <dt>{t('places.contact')}</dt>
        <dd>
          <a href={`tel:${item.contactNo}`}>{item.contactNo}</a>
        </dd>
        {more && (
          <>
            <dt>{more.label}</dt>
            <dd dir="auto">{more.text}</dd>
          </>
        )}
      </dl>
      {children}
    </li>
  );
}
