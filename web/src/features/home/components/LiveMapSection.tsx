import { useApolloClient } from '@apollo/client/react';
import { lazy, startTransition, Suspense, useContext, useEffect, useRef, useState } from 'react';
import { MapBackgroundDocument } from '../../../generated/graphql';
import { useT } from '../../../i18n/I18nProvider';
import { useNearViewport } from '../../../ui/useNearViewport';
import { KeptMapPicture, ServerMapPicture } from './map-picture';
import { ALL_LAYERS, type Layer, type Layers } from './map-markers';
import { useLayersTickedBeforeScripts } from './useLayersTickedBeforeScripts';

const LiveMap = lazy(() => import('./LiveMap').then((m) => ({ default: m.LiveMap })));

function MapLegend() {
  const t = useT();
  return (
    <ul className="map-legend">
      <li>
        <span className="dot red" aria-hidden="true" /> {t('home.map.legend.alert')}
      </li>
      <li>
        <span className="dot orange" aria-hidden="true" /> {t('home.map.legend.ongoing')}
      </li>
      <li>
        <span className="dot green" aria-hidden="true" /> {t('home.map.legend.delivered')}
      </li>
    </ul>
  );
}

/**
 * The map section. The server renders a picture of the map (MapSnapshot) into the page; in the browser the
 * interactive map (Leaflet, its own chunk) takes its place once the section comes near the screen: on a phone, whose
 * first screen does not show the map, Leaflet's download and start then wait until the visitor scrolls towards it.
 */
export function LiveMapSection() {
  const t = useT();
  const [layers, setLayers] = useState<Layers>(ALL_LAYERS);
  const toggle = (key: Layer) => setLayers((l) => ({ ...l, [key]: !l[key] }));
  const toggles = useLayersTickedBeforeScripts(setLayers);
  const picture = useContext(ServerMapPicture) ?? <KeptMapPicture />;
  // False on the server and during hydration, so that both show the same picture. A transition: the picture stays
  // on screen while Leaflet's code loads, instead of giving way to the Suspense fallback.
  const [inBrowser, setInBrowser] = useState(false);
  const frame = useRef<HTMLDivElement>(null);
  const near = useNearViewport(frame);
  const client = useApolloClient();
  useEffect(() => {
    if (!near) return;
    // The map's outlines download beside Leaflet's code (slow networks); its markers come with the page or are asked
    // for by the map itself, for the box it shows.
    void client.query({ query: MapBackgroundDocument }).catch(() => undefined);
    startTransition(() => setInBrowser(true));
  }, [near, client]);
  const hidden = (Object.keys(layers) as Layer[]).filter((k) => !layers[k]).map((k) => `hide-${k}`);
  return (
    <section id="map" className="section" aria-labelledby="map-title">
      <h2 id="map-title">{t('home.map.title')}</h2>
      <div ref={toggles} className="layer-toggles">
        <label className="check red">
          <input type="checkbox" data-layer="alerts" checked={layers.alerts} onChange={() => toggle('alerts')} />{' '}
          {t('home.map.showAlerts')}
        </label>
        <label className="check orange">
          <input type="checkbox" data-layer="ongoing" checked={layers.ongoing} onChange={() => toggle('ongoing')} />{' '}
          {t('home.map.showOngoing')}
        </label>
        <label className="check green">
          <input
            type="checkbox"
            data-layer="delivered"
            checked={layers.delivered}
            onChange={() => toggle('delivered')}
          />{' '}
          {t('home.map.showDelivered')}
        </label>
      </div>
      <div ref={frame} className={['map-frame', ...hidden].join(' ')}>
        <Suspense fallback={picture}>{inBrowser ? <LiveMap layers={layers} picture={picture} /> : picture}</Suspense>
        <MapLegend />
      </div>
    </section>
  );
}
