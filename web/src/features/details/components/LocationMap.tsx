import 'leaflet/dist/leaflet.css';
import { CircleMarker, MapContainer } from 'react-leaflet';
import { ConfiguredTiles } from '#web/components/map/ConfiguredTiles';

interface LocationMapProps {
  latitude: number;
  longitude: number;
  label: string;
}

const coarsePointer = () => window.matchMedia('(pointer: coarse)').matches;

/**
 * The configured tiles with the ad's point. Loaded on demand (it carries Leaflet). Without tiles (no
 * network) the map stays a calm surface with the point on it. One finger scrolls the page on phones,
 * and the wheel scrolls it everywhere: the map never traps the reader.
 */
export default function LocationMap({ latitude, longitude, label }: LocationMapProps) {
  const center: [number, number] = [latitude, longitude];
  return (
    <div dir="ltr" role="region" aria-label={label} className="size-full">
      <MapContainer
        center={center}
        zoom={15}
        scrollWheelZoom={false}
        dragging={!coarsePointer()}
        className="size-full bg-line/40! dark:[&_.leaflet-tile]:brightness-[.8]"
      >
        <ConfiguredTiles />
        <CircleMarker
          center={center}
          radius={12}
          pathOptions={{
            color: '#0f5e66',
            weight: 3,
            fillOpacity: 0.3,
            className: 'stroke-brand fill-brand',
          }}
        />
      </MapContainer>
    </div>
  );
}
