import { useFormatters } from './format';
import { useT } from '../i18n/I18nProvider';

/** D23: a failed load is never shown as emptiness; it says so, offers a retry and dates the data still shown. */
export function LoadError({ onRetry, lastLoaded }: { onRetry(): void; lastLoaded?: Date | null }) {
  const t = useT();
  const { dateTime } = useFormatters();
  return (
    <div className="load-error" role="alert">
      <span>{t('common.loadFailed')}</span>
      {lastLoaded && <span className="muted"> {t('common.lastUpdated', { time: dateTime(lastLoaded) })}</span>}
      <button type="button" className="button small" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}
