import { anyone, endpoint } from '../endpoint.js';
import { mapTiles } from '../map-tiles.js';

/** The tile server of every map on the site. */
export const getMapTiles = endpoint({
  method: 'GET',
  path: '/api/website/map-tiles',
  access: anyone,
  response: mapTiles,
  tags: ['Company'],
  summary: 'Where the maps take their tiles',
  description:
    'The Leaflet URL template and the attribution every map of the site uses, as the server is ' +
    'configured (MAP_TILE_URL).',
});
