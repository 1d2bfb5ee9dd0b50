import { CircleMarker, Polygon, Polyline } from 'react-leaflet';
import type { LatLng } from '#contract/geo/polygon';

const toPosition = ({ lat, lng }: LatLng): [number, number] => [lat, lng];

/** The searched area on the map, or what is being drawn: the line so far and its first vertex. */
export function DrawnArea({ area, path }: { area: LatLng[] | undefined; path: LatLng[] | undefined }) {
  const [first] = path ?? [];
  if (path)
    return (
      <>
        {path.length > 1 && <Polyline positions={path.map(toPosition)} className="manzil-area-trace" />}
        {first && <CircleMarker center={toPosition(first)} radius={6} className="manzil-area-vertex" />}
      </>
    );
  return area ? (
    <Polygon positions={area.map(toPosition)} className="manzil-area" interactive={false} />
  ) : null;
}
