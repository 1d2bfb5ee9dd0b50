import L from 'leaflet';
import markerIcon2x from 'leaflet/dist/images/marker-icon-2x.png';
import markerIcon from 'leaflet/dist/images/marker-icon.png';
import markerShadow from 'leaflet/dist/images/marker-shadow.png';
import 'leaflet/dist/leaflet.css';
import { MapContainer, Marker } from 'react-leaflet';
import { ConfiguredTiles } from '#web/components/map/ConfiguredTiles';
import { MapEvents } from './MapEvents';

/** Leaflet finds its marker pictures through CSS, which a bundler breaks: name them outright. */
const markerPicture = L.icon({
  iconUrl: markerIcon,
  iconRetinaUrl: markerIcon2x,
  shadowUrl: markerShadow,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  shadowSize: [41, 41],
});

interface LocationMapProps {
  center: [number, number];
  position: [number, number] | null;
  label: string;
  onPick: (latitude: number, longitude: number) => void;
}

/** A map: a click or a dragged pin sets the ad's point. */
export default function LocationMap({ center, position, label, onPick }: LocationMapProps) {
  return (
    <div dir="ltr" className="mt-3 h-72 overflow-hidden rounded-xl border border-line sm:h-96">
      <MapContainer
        center={position ?? center}
        zoom={position ? 15 : 12}
        className="size-full"
        aria-label={label}
      >
        <ConfiguredTiles />
        <MapEvents at={position ?? center} onPick={onPick} />
        {position && (
          <Marker
            position={position}
            icon={markerPicture}
            draggable
            alt={label}
            eventHandlers={{
              dragend: (event) => {
                const point = (event.target as L.Marker).getLatLng();
                onPick(point.lat, point.lng);
              },
            }}
          />
        )}
      </MapContainer>
    </div>
  );
}
