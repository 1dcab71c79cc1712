import type { ReactNode } from 'react';
import { useLocale } from '../../../i18n/I18nProvider';

/** The alert's public page (drawn by the server, shareable), in the reader's language: a full page load, not a route. */
export function AlertPageLink({ id, children }: { id: string; children: ReactNode }) {
  const { locale } = useLocale();
  return <a href={`/alerts/${id}?lang=${locale}`}>{children}</a>;
}
