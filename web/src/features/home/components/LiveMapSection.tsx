import { lazy, Suspense, useState } from 'react';
import { useT } from '../../../i18n/I18nProvider';

const LiveMap = lazy(() => import('./LiveMap').then((m) => ({ default: m.LiveMap })));

export interface Layers {
  alerts: boolean;
  ongoing: boolean;
  delivered: boolean;
}

/** The map section; the map itself (Leaflet) loads as its own chunk after first paint. */
export function LiveMapSection() {
  const t = useT();
  const [layers, setLayers] = useState<Layers>({ alerts: true, ongoing: true, delivered: true });
  const toggle = (key: keyof Layers) => setLayers((l) => ({ ...l, [key]: !l[key] }));
  return (
    <section id="map" className="section" aria-labelledby="map-title">
      <h2 id="map-title">{t('home.map.title')}</h2>
      <div className="layer-toggles">
        <label className="check red"><input type="checkbox" checked={layers.alerts} onChange={() => toggle('alerts')} /> {t('home.map.showAlerts')}</label>
        <label className="check orange"><input type="checkbox" checked={layers.ongoing} onChange={() => toggle('ongoing')} /> {t('home.map.showOngoing')}</label>
        <label className="check green"><input type="checkbox" checked={layers.delivered} onChange={() => toggle('delivered')} /> {t('home.map.showDelivered')}</label>
      </div>
      <div className="map-frame">
        <Suspense fallback={<div className="map-placeholder" role="status">{t('home.map.loading')}</div>}>
          <LiveMap layers={layers} />
        </Suspense>
      </div>
    </section>
  );
}
