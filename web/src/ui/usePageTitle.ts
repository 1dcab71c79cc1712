import { useEffect } from 'react';
import type { MessageId } from '../i18n/en';
import { useT } from '../i18n/I18nProvider';

export function usePageTitle(titleId: MessageId): void {
  const t = useT();
  useEffect(() => {
    document.title = `${t(titleId)} · ${t('brand.name')}`;
  }, [t, titleId]);
}
