import { z } from 'zod';

export const DEFAULT_MAP_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const DEFAULT_MAP_TILE_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';

/** The address a template's tiles come from, `{s}` (Leaflet's subdomains) made a wildcard. */
const originOf = (template: string): URL | undefined => {
  try {
    return new URL(template.replaceAll('{s}', 'subdomain'));
  } catch {
    return undefined;
  }
};

/** A Leaflet tile URL template: http(s), with `{z}`, `{x}` and `{y}`, maybe `{s}` in the host. */
export const mapTileUrl = z
  .string()
  .trim()
  .refine((value) => ['http:', 'https:'].includes(originOf(value)?.protocol ?? ''), {
    message: 'an http(s) address of tiles, e.g. https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  })
  .refine((value) => ['{z}', '{x}', '{y}'].every((part) => value.includes(part)), {
    message: 'the address must hold {z}, {x} and {y}, e.g. https://tile.example.com/{z}/{x}/{y}.png',
  });

/** Text and links: what Leaflet shows in the map's corner, as HTML. */
const LINK = /<a href="https?:\/\/[^"<>]+">|<\/a>/g;
export const mapTileAttribution = z
  .string()
  .trim()
  .min(1)
  .refine((value) => !/[<>]/.test(value.replace(LINK, '')), {
    message: 'text and <a href="https://…">…</a> links only',
  });

/** The content security policy's `img-src` source that lets pages load the template's tiles. */
export function tileImageSource(template: string): string {
  const url = originOf(template);
  if (!url) throw new Error(`not a tile address: ${template}`);
  const host = url.host.replaceAll('subdomain', '*');
  return `${url.protocol}//${host}`;
}
