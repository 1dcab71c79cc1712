import 'leaflet/dist/leaflet.css';
import { useQuery } from '@apollo/client/react';
import type { GeoJsonObject } from 'geojson';
import { memo, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { CircleMarker, GeoJSON, MapContainer, Popup, TileLayer, Tooltip, useMap, useMapEvents } from 'react-leaflet';
import { MapBackgroundDocument } from '../../../generated/graphql';
import { MapViewDocument, type MapViewQueryVariables } from '../../../generated/map/graphql';
import { useT } from '../../../i18n/I18nProvider';
import { usePlaceNameByCode } from '../../geography/hooks/usePlaceNameByCode';
import { LoadError } from '../../../ui/LoadError';
import { useLiveQuery } from '../../../ui/useLiveQuery';
import { useSupportLabels } from '../../aid-requests/support-labels';
import { AlertPopup } from './AlertPopup';
import { clusterRadius, HOME_MAP_VIEW, mapItems, type MapCluster, type MapMarker } from './map-clusters';
import {
  MAP_CENTER,
  MAP_HEIGHT,
  MAP_ZOOM,
  MARKER_FILL_OPACITY,
  MARKER_RADIUS,
  MARKER_WEIGHT,
  type Layers,
} from './map-markers';

/** A pan or zoom asks for its box once the map has been still this long. */
const VIEW_DEBOUNCE_MS = 300;
/** Clicking a cluster zooms in this many levels on it (each level halves the grid's cells). */
const CLUSTER_ZOOM_STEP = 2;

function MarkerPopup({ marker }: { marker: MapMarker }) {
  const t = useT();
  const support = useSupportLabels();
  const place = usePlaceNameByCode();
  if (marker.kind === 'alert') return <AlertPopup alert={marker.alert} />;
  const r = marker.aidRequest;
  return (
    <dl className="popup">
      <dt>{t('home.map.popup.recipient')}</dt>
      <dd>{r.fullName ?? t('common.na')}</dd>
      <dt>{t('home.map.popup.support')}</dt>
      <dd>{r.typeSupport && support.aid(r.typeSupport)}</dd>
      <dt>{t('home.map.popup.contact')}</dt>
      <dd>{r.contactNo || t('common.na')}</dd>
      <dt>{t('home.map.popup.division')}</dt>
      <dd>{r.dsDivision ? place(r.dsDivision) : t('place.toConfirm')}</dd>
    </dl>
  );
}

/**
 * Reports the box and zoom the map shows once it has been still a moment, and whether it is settled: a new grid of
 * clusters drawn during a pan or zoom makes long frames, so answers wait until the map settles.
 */
function ViewWatcher({
  onView,
  onSettled,
}: {
  onView: (view: MapViewQueryVariables) => void;
  onSettled: (settled: boolean) => void;
}) {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const map = useMapEvents({
    movestart: () => {
      clearTimeout(timer.current);
      onSettled(false);
    },
    moveend: () => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        onSettled(true);
        const box = map.getBounds();
        const zoom = Math.round(map.getZoom());
        // Up to the home zoom the whole island is asked for (a few dozen cells): a pan, or a popup's own pan, then
        // never drops a marker, and the page's first answer stays the one shown.
        if (zoom <= HOME_MAP_VIEW.zoom) onView({ ...HOME_MAP_VIEW, zoom });
        else onView({ south: box.getSouth(), west: box.getWest(), north: box.getNorth(), east: box.getEast(), zoom });
      }, VIEW_DEBOUNCE_MS);
    },
  });
  useEffect(() => () => clearTimeout(timer.current), []);
  return null;
}

/**
 * A cluster: one circle with its count; a click zooms in on it, towards its single markers. Kept from one answer to
 * the next while its cell, count and colour stay (a pan redraws only what changed).
 */
const ClusterMarker = memo(
  function ClusterMarker({ cluster }: { cluster: MapCluster }) {
    const map = useMap();
    const [latitude, longitude] = cluster.position;
    const pathOptions = useMemo(
      () => ({
        color: cluster.color,
        weight: MARKER_WEIGHT,
        fillColor: cluster.color,
        fillOpacity: MARKER_FILL_OPACITY,
      }),
      [cluster.color],
    );
    const eventHandlers = useMemo(
      () => ({ click: () => map.setView([latitude, longitude], map.getZoom() + CLUSTER_ZOOM_STEP) }),
      [map, latitude, longitude],
    );
    return (
      <CircleMarker
        center={cluster.position}
        radius={clusterRadius(cluster.count)}
        className={`map-cluster layer-${cluster.layer}`}
        pathOptions={pathOptions}
        eventHandlers={eventHandlers}
      >
        <Tooltip permanent direction="center" className={`map-cluster-count layer-${cluster.layer}`}>
          {cluster.count}
        </Tooltip>
      </CircleMarker>
    );
  },
  (a, b) =>
    a.cluster.key === b.cluster.key &&
    a.cluster.count === b.cluster.count &&
    a.cluster.color === b.cluster.color &&
    String(a.cluster.position) === String(b.cluster.position),
);

/** A single point with its popup; kept as drawn when the map re-renders without a new answer. */
const SingleMarker = memo(function SingleMarker({ marker }: { marker: MapMarker }) {
  const pathOptions = useMemo(
    () => ({ color: marker.color, weight: MARKER_WEIGHT, fillColor: marker.color, fillOpacity: MARKER_FILL_OPACITY }),
    [marker.color],
  );
  return (
    <CircleMarker
      center={marker.position}
      radius={MARKER_RADIUS}
      className={`map-marker layer-${marker.layer}`}
      pathOptions={pathOptions}
    >
      <Popup>
        <MarkerPopup marker={marker} />
      </Popup>
    </CircleMarker>
  );
});

/**
 * The live map: district outlines from our own geography (works without tiles), then alerts and aid requests of the
 * box shown, clustered by the server; a pan or zoom asks for the new box.
 * `picture` (the server-drawn map) shows until the outlines have arrived: a cut-off district may have no tiles either.
 */
export function LiveMap({ layers, picture }: { layers: Layers; picture: ReactNode }) {
  const t = useT();
  const background = useQuery(MapBackgroundDocument, { fetchPolicy: 'cache-first' });
  const [view, setView] = useState<MapViewQueryVariables>(HOME_MAP_VIEW);
  const { data, previousData, error, refresh, lastLoaded } = useLiveQuery(MapViewDocument, { variables: view });
  const [settled, setSettled] = useState(true);
  // The answer drawn: a newer one waits while the map moves, and one for a box left behind is never drawn.
  const [drawn, setDrawn] = useState(data);
  if (settled && data && data !== drawn) setDrawn(data);
  const shown = drawn ?? previousData;
  const [tilesFailed, setTilesFailed] = useState(false);
  const outlines = useMemo<GeoJsonObject | null>(() => {
    const districts = background.data?.districtBoundaries;
    if (!districts) return null;
    return {
      type: 'FeatureCollection',
      features: districts.map((d) => ({
        type: 'Feature',
        properties: { name: d.name },
        geometry: { type: 'MultiPolygon', coordinates: d.coordinates as number[][][][] },
      })),
    } as GeoJsonObject;
  }, [background.data]);
  const { markers, clusters } = useMemo(
    () => (shown ? mapItems(shown, layers) : { markers: [], clusters: [] }),
    [shown, layers],
  );
  const tileUrl = background.data?.mapConfig.tileUrl;

  if (!background.data && !background.error) return picture;
  return (
    <div className="live-map">
      {error && <LoadError onRetry={refresh} lastLoaded={lastLoaded} />}
      {(tilesFailed || (background.data && !tileUrl)) && <p className="map-note muted">{t('home.map.noTiles')}</p>}
      <MapContainer
        center={MAP_CENTER}
        zoom={MAP_ZOOM}
        style={{ height: MAP_HEIGHT }}
        className="leaflet-map"
        aria-label={t('home.map.label')}
      >
        {tileUrl && (
          <TileLayer
            url={tileUrl}
            attribution={background.data?.mapConfig.attribution ?? undefined}
            eventHandlers={{ tileerror: () => setTilesFailed(true) }}
          />
        )}
        {outlines && (
          <GeoJSON
            data={outlines}
            style={{
              color: '#0b5d4b',
              weight: 1,
              fillColor: '#e3f2ee',
              fillOpacity: tileUrl && !tilesFailed ? 0 : 0.6,
            }}
            interactive={false}
          />
        )}
        <ViewWatcher onView={setView} onSettled={setSettled} />
        {clusters.map((c) => (
          <ClusterMarker key={c.key} cluster={c} />
        ))}
        {markers.map((m) => (
          <SingleMarker key={m.key} marker={m} />
        ))}
      </MapContainer>
    </div>
  );
}
