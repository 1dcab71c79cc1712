import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useT } from '../i18n/I18nProvider';
import { useServerErrors } from '../ui/errors';
import { useOfflineQueue } from './useOfflineQueue';

/** What this phone still holds: submissions waiting for the network, and any the server refused (with why). */
export function QueueNotice() {
  const t = useT();
  const serverErrors = useServerErrors();
  const { waiting, refused, discard } = useOfflineQueue();
  if (waiting === 0 && refused.length === 0) return null;
  return (
    <div className="queue-notice" role="status">
      {waiting > 0 && <p data-testid="queue-waiting">{t('offline.waiting', { count: waiting })}</p>}
      {refused.map((s) => (
        <p key={s.key} className="queue-refused">
          {t('offline.refused', {
            message: serverErrors.message(new CombinedGraphQLErrors({ errors: [s.error ?? { message: '' }] })),
          })}
          <button type="button" className="button secondary small" onClick={() => void discard(s.key)}>
            {t('offline.discard')}
          </button>
        </p>
      ))}
    </div>
  );
}
