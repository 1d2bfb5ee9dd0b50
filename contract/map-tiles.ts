import { z } from 'zod';
import { openApiSchemas } from './openapi-registry.js';

/** Where the site's maps take their tiles, and the credit shown with them (MAP_TILE_URL, MAP_TILE_ATTRIBUTION). */
export const mapTiles = z
  .object({
    /** A Leaflet URL template: `{z}`, `{x}`, `{y}`, maybe `{s}` (subdomain) and `{r}` (retina). */
    url: z.string(),
    /** HTML: text and links. */
    attribution: z.string(),
  })
  .register(openApiSchemas, { id: 'MapTiles' });
export type MapTiles = z.infer<typeof mapTiles>;
