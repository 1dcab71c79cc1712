import type { ReactNode } from 'react';
import type { MessageId } from '../../../i18n/en';
import { useT } from '../../../i18n/I18nProvider';
import { FieldError } from '../../../ui/form/FieldError';

/**
 * "Auto-detecting your location..." or why GPS failed, and `children` (where the place stands, and that the fields
 * below can change it), above the form. Its place is kept from the server's first paint,
 * whether or not it has anything to say yet: the line appears only once the scripts ask for GPS, and the form moving
 * down under a visitor who is already typing or about to tap (the page is usable long before its code on
 * 2G) is what Lighthouse counted as the page's layout shift.
 */
export function LocationStatus({
  detecting,
  error,
  children,
}: {
  detecting: boolean;
  error: MessageId | null;
  children?: ReactNode;
}) {
  const t = useT();
  return (
    <div className="location-status">
      {detecting ? (
        <p className="status-line" role="status">
          {t('location.autoDetecting')}
        </p>
      ) : (
        <FieldError message={error && t('location.error', { reason: t(error) })} />
      )}
      {children}
    </div>
  );
}
