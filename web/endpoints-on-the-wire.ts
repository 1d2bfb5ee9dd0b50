import type { Plugin } from 'vite';
import { tsImport } from 'tsx/esm/api';

const ENDPOINT_MODULE = /[\\/]contract[\\/]endpoints[\\/].+\.ts$/;
/** What the browser's client reads of an endpoint: where it goes and who may see its answer. */
const WIRE_FIELDS = ['method', 'path', 'access'] as const;

type Exported = Record<string, unknown>;
const isEndpoint = (value: unknown): value is Exported =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'access' in value;

function onTheWire(endpoint: Exported): Exported {
  return Object.fromEntries(
    WIRE_FIELDS.filter((field) => field in endpoint).map((field) => [field, endpoint[field]]),
  );
}

/** An endpoint, or a record of endpoints (the lookup lists), as the browser needs it; else nothing. */
function wireValue(value: unknown): unknown {
  if (isEndpoint(value)) return onTheWire(value);
  if (typeof value !== 'object' || value === null) return undefined;
  const entries = Object.entries(value);
  return entries.every(([, item]) => isEndpoint(item))
    ? Object.fromEntries(entries.map(([name, item]) => [name, onTheWire(item as Exported)]))
    : undefined;
}

/**
 * The browser build loads `contract/endpoints/*` as plain data: each endpoint's method, path and
 * access, without its zod schemas. The schemas stay the single definition (the server validates and
 * documents with them, the compiler types every call from them), but shipping them made the
 * catalogue chunk 30 KB gzip heavier on every public page. Types still come from the source file, so
 * code that reads a schema off an endpoint in the browser is a mistake this plugin turns into
 * `undefined`: the client reads only the fields in WIRE_FIELDS.
 */
export function endpointsOnTheWire(): Plugin {
  return {
    name: 'manzil:endpoints-on-the-wire',
    enforce: 'pre',
    async load(id) {
      if (!ENDPOINT_MODULE.test(id)) return null;
      const exported = (await tsImport(id, import.meta.url)) as Exported;
      const lines: string[] = [];
      for (const [name, value] of Object.entries(exported)) {
        const wire = wireValue(value);
        if (wire === undefined)
          throw new Error(`${id}: export ${name} is not an endpoint or a record of them`);
        lines.push(`export const ${name} = ${JSON.stringify(wire)};`);
      }
      return lines.join('\n');
    },
  };
}
