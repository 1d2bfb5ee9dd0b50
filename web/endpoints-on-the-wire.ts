import type { Plugin } from 'vite';
import { tsImport } from 'tsx/esm/api';

const ENDPOINT_MODULE = /[\\/]contract[\\/]endpoints[\\/].+\.ts$/;
/** One export's own module: `<prefix><read|other>:<export>:<file>`. */
const EXPORT_MODULE = '\0manzil-endpoint:';
/**
 * The modules of exports whose endpoints anyone may call to read (public GETs: lists, details, lookups,
 * agents, testimonials). Public pages ask for these; the others (an owner's, a user's, the
 * back-office's, the forms' posts) are loaded with the screens that call them.
 */
export const PUBLIC_READ_ENDPOINT = /^\0manzil-endpoint:read:/;
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

/** A public GET, or a record of them. */
function isPublicRead(value: unknown): boolean {
  const endpoints = isEndpoint(value) ? [value] : Object.values(value as Exported);
  return endpoints.every(
    (endpoint) =>
      isEndpoint(endpoint) &&
      endpoint.method === 'GET' &&
      (endpoint.access as { kind?: unknown }).kind === 'public',
  );
}

/**
 * The browser build loads `contract/endpoints/*` as plain data: each endpoint's method, path and
 * access, without its zod schemas. The schemas stay the single definition (the server validates and
 * documents with them, the compiler types every call from them), but shipping them made the
 * catalogue chunk 30 KB gzip heavier on every public page. Types still come from the source file, so
 * code that reads a schema off an endpoint in the browser is a mistake this plugin turns into
 * `undefined`: the client reads only the fields in WIRE_FIELDS.
 *
 * Each export is a module of its own, which the file's module re-exports: a chunk then carries the
 * endpoints its screens call, not every endpoint of a file one of them calls (the account's and the
 * owner's endpoints were in every public page's catalogue chunk). `PUBLIC_READ_ENDPOINT` names those
 * the public pages read.
 */
export function endpointsOnTheWire(): Plugin {
  /** Each file's exports as the browser sees them, read again whenever the file's module loads. */
  const wireExports = new Map<string, Map<string, unknown>>();
  async function exportsOf(file: string): Promise<Map<string, unknown>> {
    const exported = (await tsImport(file, import.meta.url)) as Exported;
    const wires = new Map<string, unknown>();
    for (const [name, value] of Object.entries(exported)) {
      const wire = wireValue(value);
      if (wire === undefined)
        throw new Error(`${file}: export ${name} is not an endpoint or a record of them`);
      wires.set(name, wire);
    }
    wireExports.set(file, wires);
    return wires;
  }

  return {
    name: 'manzil:endpoints-on-the-wire',
    enforce: 'pre',
    resolveId(source) {
      return source.startsWith(EXPORT_MODULE) ? source : null;
    },
    async load(id) {
      if (id.startsWith(EXPORT_MODULE)) {
        const [, name = '', ...file] = id.slice(EXPORT_MODULE.length).split(':');
        const path = file.join(':');
        this.addWatchFile(path);
        const wires = wireExports.get(path) ?? (await exportsOf(path));
        if (!wires.has(name)) throw new Error(`${path} has no export ${name}`);
        return {
          code: `export const ${name} = ${JSON.stringify(wires.get(name))};`,
          moduleSideEffects: false,
        };
      }
      if (!ENDPOINT_MODULE.test(id)) return null;
      const wires = await exportsOf(id);
      const lines = [...wires].map(([name, wire]) => {
        const module = `${EXPORT_MODULE}${isPublicRead(wire) ? 'read' : 'other'}:${name}:${id}`;
        return `export { ${name} } from ${JSON.stringify(module)};`;
      });
      return { code: lines.join('\n'), moduleSideEffects: false };
    },
  };
}
