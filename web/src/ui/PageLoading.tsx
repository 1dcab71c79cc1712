import { useT } from '../i18n/I18nProvider';

/** Shown while a screen's code arrives on a slow network. */
export function PageLoading() {
  const t = useT();
  return (
    <p className="page muted" role="status">
      {t('common.loading')}
    </p>
  );
}
