import { useQuery } from '@apollo/client/react';
import { projectToPixels } from '@web-mercator';
import { MapOutlineDocument } from '../../../generated/graphql';
import { MapViewDocument } from '../../../generated/map/graphql';
import { useT } from '../../../i18n/I18nProvider';
import { clusterRadius, HOME_MAP_VIEW, mapItems } from './map-clusters';
import {
  ALL_LAYERS,
  MAP_CENTER,
  MAP_HEIGHT,
  MAP_ZOOM,
  MARKER_FILL_OPACITY,
  MARKER_RADIUS,
  MARKER_WEIGHT,
} from './map-markers';

/** Wider than any screen: at 600 px high the picture keeps the map's scale and is cropped to the frame's width. */
const VIEW_WIDTH = 2400;
const round = (n: number) => Math.round(n * 10) / 10;

/** The clusters by colour, in the order their colours first come. */
function clusterLayers<T extends { color: string }>(clusters: T[]): [string, T[]][] {
  const byColor = new Map<string, T[]>();
  for (const c of clusters) {
    const layer = byColor.get(c.color);
    if (layer) layer.push(c);
    else byColor.set(c.color, [c]);
  }
  return [...byColor];
}

/**
 * Server only: a still picture of the live map (outlines and markers, with Leaflet's projection, centre and zoom),
 * rendered into the home page's HTML so that a slow network shows the map before any script or tile arrives. Every
 * layer is drawn, clustered by the server (the page's size does not grow with the data); the layer check boxes hide markers by class until Leaflet replaces the picture.
 */
export function MapSnapshot() {
  const t = useT();
  const outline = useQuery(MapOutlineDocument, { variables: { zoom: MAP_ZOOM } });
  const { data } = useQuery(MapViewDocument, { variables: HOME_MAP_VIEW });
  const [centerX, centerY] = projectToPixels(MAP_CENTER[0], MAP_CENTER[1], MAP_ZOOM);
  const items = data ? mapItems(data, ALL_LAYERS) : { markers: [], clusters: [] };
  const place = <T extends { position: [number, number] }>(m: T) => {
    const [x, y] = projectToPixels(m.position[0], m.position[1], MAP_ZOOM);
    return { ...m, x: round(x - centerX), y: round(y - centerY) };
  };
  const markers = items.markers.map(place);
  const clusters = items.clusters.map(place);
  return (
    <div className="map-snapshot">
      <svg
        viewBox={`${-VIEW_WIDTH / 2} ${-MAP_HEIGHT / 2} ${VIEW_WIDTH} ${MAP_HEIGHT}`}
        preserveAspectRatio="xMidYMid slice"
        role="img"
        aria-label={t('home.map.label')}
      >
        {outline.data && (
          <path
            className="map-snapshot-outline"
            d={outline.data.mapOutline.path}
            transform={`translate(${round(-centerX)} ${round(-centerY)})`}
          />
        )}
        {clusterLayers(clusters).map(([color, layer]) => (
          // A layer's colours once, inherited by its clusters: at national scale they are most of the page's bytes.
          <g
            key={color}
            stroke={color}
            strokeWidth={MARKER_WEIGHT}
            fill={color}
            fillOpacity={MARKER_FILL_OPACITY}
            textAnchor="middle"
          >
            {layer.map((c) => (
              <g key={c.key} className={`map-cluster layer-${c.layer}`}>
                <circle cx={c.x} cy={c.y} r={round(clusterRadius(c.count))} />
                <text x={c.x} y={c.y}>
                  {c.count}
                </text>
              </g>
            ))}
          </g>
        ))}
        {markers.map((m) => (
          <circle
            key={m.key}
            className={`map-marker layer-${m.layer}`}
            cx={m.x}
            cy={m.y}
            r={MARKER_RADIUS}
            stroke={m.color}
            strokeWidth={MARKER_WEIGHT}
            fill={m.color}
            fillOpacity={MARKER_FILL_OPACITY}
          />
        ))}
      </svg>
      <p className="map-snapshot-note" role="status">
        {t('home.map.loading')}
      </p>
    </div>
  );
}
