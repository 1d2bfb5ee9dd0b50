import fc from 'fast-check';
import type { OpenAPIV3 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as health from '#contract/endpoints/health.js';
import { createAd, loadLookups, residenceBody } from '#server/test/support/fixtures/catalogue-fixtures.js';
import { signIn, type SignedIn } from '#server/test/support/clients/sign-in-flow.js';
import { adminEnv, loginAdmin } from '#server/test/support/fixtures/staff-fixtures.js';
import { startTestServer, type TestServer } from '#server/test/support/servers/test-server.js';

/**
 * Issue 8 item 1: requests derived from the OpenAPI document for every route, bent every way a
 * client can bend them. Whatever arrives, the answer is never a 5xx, the server stays up, and an
 * error has the contract's shape. CI runs a fixed seed and a bounded count; `FUZZ_RUNS=5000
 * FUZZ_SEED=…` runs longer on demand.
 */
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 40);
const SEED = Number(process.env.FUZZ_SEED ?? 20261122);

let server: TestServer;
let user: SignedIn;
let staffToken: string;
let adId: number;

interface Operation {
  method: string;
  path: string;
  operation: OpenAPIV3.OperationObject;
}

let operations: Operation[] = [];
/** How often each status answered: the run must reach past validation, not only bounce off it. */
const statuses = new Map<number, number>();

beforeAll(async () => {
  server = await startTestServer({ MODERATION: 'off', ...adminEnv });
  user = await signIn(server);
  staffToken = await loginAdmin(server);
  adId = (await createAd(server, user.token, 'residence', residenceBody(await loadLookups(server)))).id;
  const document = (await server.call<OpenAPIV3.Document>('GET', '/api/docs/json')).body;
  operations = Object.entries(document.paths).flatMap(([path, item]) =>
    (['get', 'post', 'put', 'patch', 'delete'] as const).flatMap((method) => {
      const operation = item?.[method];
      if (!operation) return [];
      // An event stream never ends by itself: it is tested on its own (notification-stream.api.test.ts).
      if (JSON.stringify(operation.responses).includes('text/event-stream')) return [];
      if (path.endsWith('/stream')) return [];
      return [{ method: method.toUpperCase(), path, operation }];
    }),
  );
}, 60_000);
afterAll(async () => {
  await server.close();
});

const oddStrings = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '0',
    '-1',
    '1.5',
    '1e309',
    'NaN',
    'null',
    'true',
    '[]',
    '{}',
    '%00',
    '..%2F..%2Fetc',
  ),
  fc.constantFrom('٣٤٥', 'منزل', '𝕄𝕒𝕟𝕫𝕚𝕝', '\u202Eevil', 'a\u0000b', '<script>', "' or 1=1 --"),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.string({ minLength: 5000, maxLength: 5000 }).map((text) => text.repeat(4)),
);

const pathValue = fc.oneof(
  oddStrings,
  fc.integer({ min: -2, max: 3 }).map(String),
  fc.constant('2147483648'),
  fc.constant('99999999999999999999'),
  fc.uuid(),
  fc.constant('00000000-0000-0000-0000-000000000000'),
);

const deep = (depth: number): unknown => (depth === 0 ? 'x' : { a: [deep(depth - 1)] });

const jsonValue = fc.oneof(
  fc.anything({ maxDepth: 3 }),
  fc.constant(deep(200)),
  fc.array(fc.integer(), { minLength: 2000, maxLength: 2000 }),
  fc.constant({ __proto__: { admin: true }, constructor: { prototype: { admin: true } } }),
);

const PHONE_FIELD = /phone|dialCode|whatsapp/i;
const PHONE_RUNS_PER_ROUTE = Number(process.env.FUZZ_PHONE_RUNS ?? 150);

const digitsOf = (alphabet: string, maxLength: number) =>
  fc.string({ unit: fc.constantFrom(...Array.from(alphabet)), maxLength });

/** What people and scripts type as a dial code: real ones, unused ones, odd prefixes and digits. */
const dialCodes = fc.oneof(
  fc.constantFrom('+966', '+971', '+1', '+44', '+999', '+0', '+1234', '999', '+00', '+', '٩٦٦', '+٩٩٩'),
  fc
    .tuple(fc.constantFrom('', '+', '00', '+0', '٠٠'), digitsOf('0123456789', 5))
    .map(([prefix, digits]) => prefix + digits),
  digitsOf('0123456789٠١٢٣٤٥٦٧٨٩+- ', 8),
);

/** What people type as a phone number: national, international, too short, too long, mixed digits. */
const phoneNumbers = fc.oneof(
  fc.constantFrom('0551234567', '551234567', '+966551234567', '00966551234567', '+9991234567', '+0'),
  fc
    .tuple(fc.constantFrom('', '0', '+', '00', '+966', '+999'), digitsOf('0123456789', 16))
    .map(([prefix, digits]) => prefix + digits),
  digitsOf('0123456789٠١٢٣٤٥٦٧٨٩ -()+', 20),
);

/** A body shaped like the route's schema, with some fields' types and values swapped for odd ones. */
function bentBody(schema: OpenAPIV3.SchemaObject | undefined) {
  const fields = Object.keys(schema?.properties ?? {});
  if (fields.length === 0) return jsonValue;
  return fc
    .record(Object.fromEntries(fields.map((field) => [field, fc.oneof(jsonValue, oddStrings)])), {
      requiredKeys: [],
    })
    .chain((record) => fc.record({ extra: fc.option(jsonValue) }).map(({ extra }) => ({ ...record, extra })));
}

const contentTypes = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-16',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=----x',
  'application/xml',
  undefined,
);

interface Sent {
  status: number;
  body: string;
  request: string;
}

async function send(
  method: string,
  url: string,
  contentType: string | undefined,
  payload: string | undefined,
  auth: string | undefined,
): Promise<Sent> {
  const headers: Record<string, string> = { 'accept-language': 'ar' };
  if (contentType) headers['content-type'] = contentType;
  if (auth) headers.authorization = auth;
  const answer = await server.app.inject({
    method: method as 'GET',
    url,
    headers,
    ...(payload !== undefined && method !== 'GET' && { payload }),
  });
  statuses.set(answer.statusCode, (statuses.get(answer.statusCode) ?? 0) + 1);
  return { status: answer.statusCode, body: answer.body, request: `${method} ${url} ${contentType ?? '-'}` };
}

function errorShapeProblem(sent: Sent): string | null {
  if (sent.status >= 500) return `${sent.status} for ${sent.request}: ${sent.body.slice(0, 300)}`;
  if (sent.status < 400) return null;
  try {
    const body = JSON.parse(sent.body) as { message?: unknown; statusCode?: unknown };
    if (typeof body.message !== 'string' || body.message === '') return `no message: ${sent.request}`;
    return null;
  } catch {
    return `not JSON (${sent.status}) for ${sent.request}: ${sent.body.slice(0, 120)}`;
  }
}

const jsonBodySchema = (operation: OpenAPIV3.OperationObject) =>
  (operation.requestBody as OpenAPIV3.RequestBodyObject | undefined)?.content['application/json']?.schema as
    OpenAPIV3.SchemaObject | undefined;

describe('fuzzing every route of the OpenAPI document', () => {
  it('finds routes to fuzz, on the website and the back-office', () => {
    expect(operations.length).toBeGreaterThan(60);
    expect(operations.some((op) => op.path.startsWith('/api/dashboard'))).toBe(true);
  });

  it('no 5xx, no crash, errors in the contract’s shape', async () => {
    const problems: string[] = [];
    for (const { method, path, operation } of operations) {
      const parameters = (operation.parameters ?? []) as OpenAPIV3.ParameterObject[];
      const queryNames = parameters.filter((p) => p.in === 'query').map((p) => p.name);
      const bodySchema = jsonBodySchema(operation);

      const request = fc.record({
        pathValues: fc.array(fc.oneof(pathValue, fc.constant(String(adId)), fc.constant(user.userId)), {
          minLength: 4,
          maxLength: 4,
        }),
        query: fc.array(
          fc.tuple(fc.oneof(fc.constantFrom(...queryNames, 'extra', '__proto__'), fc.string()), oddStrings),
          { maxLength: 4 },
        ),
        body: fc.oneof(
          bentBody(bodySchema).map((value) => JSON.stringify(value)),
          oddStrings,
        ),
        contentType: contentTypes,
        auth: fc.constantFrom(
          undefined,
          `Bearer ${user.token}`,
          `Bearer ${staffToken}`,
          'Bearer not-a-token',
          'Basic YTpi',
          `Bearer ${'x'.repeat(9000)}`,
        ),
      });

      await fc
        .assert(
          fc.asyncProperty(request, async ({ pathValues, query, body, contentType, auth }) => {
            let index = 0;
            const filled = path.replace(/\{[^}]+\}/g, () =>
              encodeURIComponent(pathValues[index++ % 4] ?? ''),
            );
            const search = new URLSearchParams(query).toString();
            const sent = await send(method, search ? `${filled}?${search}` : filled, contentType, body, auth);
            const problem = errorShapeProblem(sent);
            if (problem) problems.push(problem);
            return problem === null;
          }),
          { numRuns: RUNS_PER_ROUTE, seed: SEED, endOnFailure: true },
        )
        .catch(() => undefined);
    }
    expect(problems.slice(0, 10)).toEqual([]);
    const sent = [...statuses.values()].reduce((sum, n) => sum + n, 0);
    expect(sent).toBeGreaterThanOrEqual(operations.length * Math.min(RUNS_PER_ROUTE, 10));
    // Some requests get through (2xx), most are refused for what they are (400, 401, 403, 404, 415, 422).
    expect([...statuses.keys()].filter((status) => status < 300).length).toBeGreaterThan(0);
    console.info(`fuzz: ${operations.length} routes, ${sent} requests`, Object.fromEntries(statuses));
    const healthy = await server.send(health.checkHealth);
    expect(healthy.status).toBe(200);
  }, 600_000);

  it('phone fields: generated dial codes and numbers never answer 5xx', async () => {
    const phoneRoutes = operations.filter(({ operation }) =>
      Object.keys(jsonBodySchema(operation)?.properties ?? {}).some((field) => PHONE_FIELD.test(field)),
    );
    expect(phoneRoutes.map(({ path }) => path)).toContain('/api/website/account/register');
    const problems: string[] = [];
    let cases = 0;
    for (const { method, path, operation } of phoneRoutes) {
      const fields = Object.keys(jsonBodySchema(operation)?.properties ?? {});
      const body = fc.record(
        Object.fromEntries(
          fields.map((field) => [
            field,
            /dialCode/i.test(field) ? dialCodes : PHONE_FIELD.test(field) ? phoneNumbers : fc.constant('x'),
          ]),
        ),
      );
      await fc
        .assert(
          fc.asyncProperty(body, async (value) => {
            cases += 1;
            const url = path.replace(/\{[^}]+\}/g, () => String(adId));
            const auth = `Bearer ${path.startsWith('/api/dashboard') ? staffToken : user.token}`;
            const sent = await send(method, url, 'application/json', JSON.stringify(value), auth);
            const problem = errorShapeProblem(sent);
            if (problem) problems.push(`${problem} ${JSON.stringify(value)}`);
            return problem === null;
          }),
          { numRuns: PHONE_RUNS_PER_ROUTE, seed: SEED, endOnFailure: true },
        )
        .catch(() => undefined);
    }
    expect(problems.slice(0, 10)).toEqual([]);
    expect(cases).toBe(phoneRoutes.length * PHONE_RUNS_PER_ROUTE);
    console.info(`fuzz: ${phoneRoutes.length} routes with phone fields, ${cases} phone cases`);
  }, 600_000);
});
