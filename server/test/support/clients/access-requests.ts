import sharp from 'sharp';
import type { WebsiteRoute } from '#server/lib/auth/route-access.js';
import type { OwnedTarget } from '../fixtures/access-fixtures.js';

export interface MatrixRequest {
  url: string;
  body: unknown;
}

export const nameOf = (route: WebsiteRoute) => `${route.method} ${route.url}`;

const isFile = (field: { format?: string; items?: object }) =>
  field.format === 'binary' || (field.items as { format?: string } | undefined)?.format === 'binary';

let photo: Promise<Buffer> | undefined;
const smallPhoto = () =>
  (photo ??= sharp({ create: { width: 64, height: 48, channels: 3, background: '#c0ffee' } })
    .jpeg()
    .toBuffer());

/**
 * The request a route receives for a target: path parameters, query and JSON body or multipart
 * fields taken by name from the target's values. Throws when the target lacks a value the path names.
 */
function scalar(target: OwnedTarget, name: string, where: string): string {
  const value = target.values[name];
  if (typeof value !== 'string' && typeof value !== 'number') {
    throw new Error(`${target.label} has no value for ${where} ${name}`);
  }
  return String(value);
}

export async function requestFor(route: WebsiteRoute, target: OwnedTarget): Promise<MatrixRequest> {
  const path = route.url.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(scalar(target, name, 'path parameter')),
  );
  const query = new URLSearchParams(
    Object.entries(target.query ?? {}).map(([key, value]): [string, string] => [key, String(value)]),
  ).toString();
  const url = query ? `${path}?${query}` : path;

  if (route.multipartForm) {
    const form = new FormData();
    const fields = Object.entries(route.multipartForm.properties);
    // Plain fields first: the server reads them before the files.
    for (const [name] of fields.filter(([, field]) => !isFile(field))) {
      form.append(name, scalar(target, name, 'form field'));
    }
    for (const [name] of fields.filter(([, field]) => isFile(field))) {
      const file = target.files?.[route.url];
      form.append(
        name,
        new Blob([new Uint8Array(file ?? (await smallPhoto()))]),
        file ? 'file' : 'photo.jpg',
      );
    }
    return { url, body: form };
  }
  return { url, body: route.jsonBody ? target.values : undefined };
}
