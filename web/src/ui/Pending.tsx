import { useT } from '../i18n/I18nProvider';

/** A value still loading: an ellipsis drawn by CSS, announced as loading. */
export function Pending() {
  const t = useT();
  return <span className="pending-dots" role="status" aria-label={t('common.loading')} />;
}

/** A visual separator between pieces of a line (drawn by CSS). */
export const Sep = () => <span className="sep" aria-hidden="true" />;
