import 'leaflet/dist/leaflet.css';
import { useQuery, useSubscription } from '@apollo/client/react';
import type { GeoJsonObject } from 'geojson';
import { useMemo, useState } from 'react';
import { CircleMarker, GeoJSON, MapContainer, Popup, TileLayer } from 'react-leaflet';
import { AidRequestChangedDocument, AlertChangedDocument, MapBackgroundDocument, MapDataDocument, type AidRequestFieldsFragment } from '../../../generated/graphql';
import { useT } from '../../../i18n/I18nProvider';
import { useFormatters } from '../../../ui/format';
import { LoadError } from '../../../ui/LoadError';
import { useLastLoaded } from '../../../ui/useLastLoaded';
import type { Layers } from './LiveMapSection';
import { COLORS, jitter, MAP_CENTER, MAP_ZOOM, MARKER_FILL_OPACITY, MARKER_RADIUS, validPoint } from './map-markers';

function AidMarkers({ items, color, prefix }: { items: AidRequestFieldsFragment[]; color: string; prefix: string }) {
  const t = useT();
  return (
    <>
      {items.filter((r) => validPoint(r.latitude, r.longitude)).map((r) => (
        <CircleMarker key={`${prefix}-${r.id}`} center={jitter(`${prefix}-${r.id}`, r.latitude, r.longitude)} radius={MARKER_RADIUS} pathOptions={{ color, fillColor: color, fillOpacity: MARKER_FILL_OPACITY }}>
          <Popup>
            <dl className="popup">
              <dt>{t('home.map.popup.recipient')}</dt><dd>{r.fullName ?? t('common.na')}</dd>
              <dt>{t('home.map.popup.support')}</dt><dd>{r.typeSupport}</dd>
              <dt>{t('home.map.popup.contact')}</dt><dd>{r.contactNo || t('common.na')}</dd>
              <dt>{t('home.map.popup.division')}</dt><dd>{r.dsDivision.name}</dd>
            </dl>
          </Popup>
        </CircleMarker>
      ))}
    </>
  );
}

/** The live map: district outlines from our own geography (works without tiles), then alerts and aid requests. */
export function LiveMap({ layers }: { layers: Layers }) {
  const t = useT();
  const format = useFormatters();
  const background = useQuery(MapBackgroundDocument, { fetchPolicy: 'cache-first' });
  const { data, error, refetch } = useQuery(MapDataDocument, { fetchPolicy: 'cache-and-network' });
  const refresh = () => void refetch().catch(() => undefined);
  useSubscription(AlertChangedDocument, { onData: refresh });
  useSubscription(AidRequestChangedDocument, { onData: refresh });
  const lastLoaded = useLastLoaded(data);
  const [tilesFailed, setTilesFailed] = useState(false);
  const outlines = useMemo<GeoJsonObject | null>(() => {
    const districts = background.data?.districtBoundaries;
    if (!districts) return null;
    return { type: 'FeatureCollection', features: districts.map((d) => ({ type: 'Feature', properties: { name: d.name }, geometry: { type: 'MultiPolygon', coordinates: d.coordinates as number[][][][] } })) } as GeoJsonObject;
  }, [background.data]);
  const tileUrl = background.data?.mapConfig.tileUrl;

  return (
    <div className="live-map">
      {error && <LoadError onRetry={refresh} lastLoaded={lastLoaded} />}
      {(tilesFailed || (background.data && !tileUrl)) && <p className="map-note muted">{t('home.map.noTiles')}</p>}
      <MapContainer center={MAP_CENTER} zoom={MAP_ZOOM} style={{ height: 600 }} className="leaflet-map" aria-label={t('home.map.label')}>
        {tileUrl && <TileLayer url={tileUrl} attribution={background.data?.mapConfig.attribution ?? undefined} eventHandlers={{ tileerror: () => setTilesFailed(true) }} />}
        {outlines && <GeoJSON data={outlines} style={{ color: '#0b5d4b', weight: 1, fillColor: '#e3f2ee', fillOpacity: tileUrl && !tilesFailed ? 0 : 0.6 }} interactive={false} />}
        {layers.ongoing && data && <AidMarkers items={data.ongoingAidRequests.items} color={COLORS.ongoing} prefix="ongoing" />}
        {layers.delivered && data && <AidMarkers items={data.deliveredAidRequests.items} color={COLORS.delivered} prefix="delivered" />}
        {/* Alerts last: drawn on top, they matter most. */}
        {layers.alerts &&
          data?.alerts.filter((a) => validPoint(a.latitude, a.longitude)).map((a) => (
            <CircleMarker key={`alert-${a.id}`} center={jitter(`alert-${a.id}`, a.latitude, a.longitude)} radius={MARKER_RADIUS} pathOptions={{ color: COLORS.alert, fillColor: COLORS.alert, fillOpacity: MARKER_FILL_OPACITY }}>
              <Popup>
                <dl className="popup">
                  <dt>{t('home.map.popup.type')}</dt><dd>{a.type === 'OTHER' ? a.typeLabel : t(`alertType.${a.type}`)}</dd>
                  <dt>{t('home.map.popup.severity')}</dt><dd>{t(`severity.${a.severity}`)}</dd>
                  <dt>{t('home.map.popup.date')}</dt><dd>{format.date(a.issuedAt)}</dd>
                  <dt>{t('home.map.popup.time')}</dt><dd>{format.time(a.issuedAt)}</dd>
                </dl>
              </Popup>
            </CircleMarker>
          ))}
      </MapContainer>
      <ul className="map-legend">
        <li><span className="dot red" aria-hidden="true" /> {t('home.map.legend.alert')}</li>
        <li><span className="dot orange" aria-hidden="true" /> {t('home.map.legend.ongoing')}</li>
        <li><span className="dot green" aria-hidden="true" /> {t('home.map.legend.delivered')}</li>
      </ul>
    </div>
  );
}
