import type { AlertStatus, Severity } from '../../../generated/graphql';
import { useT } from '../../../i18n/I18nProvider';
import { Badge } from '../../../ui/Badge';

/** Severity: red High, yellow Medium, green otherwise (seed). */
export function SeverityBadge({ severity }: { severity: Severity }) {
  const t = useT();
  return (
    <Badge tone={severity === 'HIGH' ? 'red' : severity === 'MEDIUM' ? 'yellow' : 'green'}>
      {t(`severity.${severity}`)}
    </Badge>
  );
}

/** Status: red Ongoing, green otherwise (seed). */
export function AlertStatusBadge({ status }: { status: AlertStatus }) {
  const t = useT();
  return <Badge tone={status === 'ONGOING' ? 'red' : 'green'}>{t(`alertStatus.${status}`)}</Badge>;
}
