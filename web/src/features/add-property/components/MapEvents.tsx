import { useEffect } from 'react';
import { useMap, useMapEvents } from 'react-leaflet';

interface MapEventsProps {
  /** Where the view stays: the chosen point, or the city while there is none. */
  at: [number, number];
  onPick: (latitude: number, longitude: number) => void;
}

/** Inside the Leaflet map: a click picks a point, and the view follows the point or the city. */
export function MapEvents({ at, onPick }: MapEventsProps) {
  const map = useMap();
  useMapEvents({ click: (event) => onPick(event.latlng.lat, event.latlng.lng) });
  const [lat, lng] = at;
  useEffect(() => {
    map.setView([lat, lng], map.getZoom());
  }, [map, lat, lng]);
  return null;
}
