import { createContext, useState, type ReactNode } from 'react';
import { useT } from '../../../i18n/I18nProvider';

/**
 * The picture of the map (a MapSnapshot element). Only the server provides one: the browser never draws the picture,
 * it keeps the one that came with the page (so the drawing code stays out of the browser's bundle).
 */
export const ServerMapPicture = createContext<ReactNode>(null);

/**
 * In the browser: the picture the server drew, kept as it is (same markup, so hydration leaves it alone) until the
 * interactive map is ready. After navigating within the app there is no such picture: a loading note instead.
 */
export function KeptMapPicture() {
  const t = useT();
  const [html] = useState(() => document.querySelector('.map-snapshot')?.innerHTML ?? null);
  if (html === null)
    return (
      <div className="map-placeholder" role="status">
        {t('home.map.loading')}
      </div>
    );
  return <div className="map-snapshot" dangerouslySetInnerHTML={{ __html: html }} />;
}
