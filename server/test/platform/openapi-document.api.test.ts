import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  Document,
  getDiagnosticSeverity,
  Spectral,
  type ISpectralDiagnostic,
  type RulesetDefinition,
} from '@stoplight/spectral-core';
import spectralParsers from '@stoplight/spectral-parsers';
import { oas } from '@stoplight/spectral-rulesets';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiTags } from '#contract/openapi-tags.js';
import type { OpenApiMethod } from '#server/test/support/readers/openapi-document.js';
import { useTestServer } from '#server/test/support/suite.js';

/**
 * Issue 32 item 6: the document at /api/docs/json is what outside clients (a mobile app) start from.
 * It passes Spectral's OpenAPI ruleset clean, and a real generator makes types of it that a client
 * compiles against.
 */
let document: ClientDocument;
const server = useTestServer();
beforeAll(async () => {
  document = (await server.call<ClientDocument>('GET', '/api/docs/json')).body;
});

// A CommonJS package whose named exports Node cannot see: read them off the default export.
const { Json } = spectralParsers;

/** What this test reads of the document besides what Spectral and the generator read. */
interface ClientDocument {
  tags?: { name: string; description?: string }[];
  paths: Record<string, Partial<Record<OpenApiMethod, ClientOperation>>>;
}
interface ClientOperation {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
}

/** The severities this test refuses; information and hints may stay. */
const refused = [getDiagnosticSeverity('error'), getDiagnosticSeverity('warn')];
const describeResult = (result: ISpectralDiagnostic) =>
  `${result.code} at ${result.path.join('.')}: ${result.message}`;

const operations = () =>
  Object.entries(document.paths).flatMap(([where, item]) =>
    Object.entries(item).map(([method, operation]) => ({ name: `${method} ${where}`, operation })),
  );

describe('the OpenAPI document for outside clients', () => {
  it('passes the spectral:oas ruleset with no error and no warning', async () => {
    const spectral = new Spectral();
    // The ruleset's declared type lacks `extends`, which RulesetDefinition asks of a ruleset object.
    spectral.setRuleset({ extends: [[oas as RulesetDefinition, 'recommended']] });
    const results = await spectral.run(new Document(JSON.stringify(document, null, 2), Json, 'openapi.json'));
    const serious = results.filter((result) => refused.includes(result.severity));
    expect(serious.slice(0, 10).map(describeResult), `${serious.length} errors and warnings`).toEqual([]);
  });

  it('names, sums up and describes every operation, under tags the document declares', () => {
    const declared = new Set((document.tags ?? []).map((tag) => tag.name));
    expect([...declared].sort()).toEqual(Object.keys(apiTags).sort());
    expect((document.tags ?? []).filter((tag) => !tag.description)).toEqual([]);
    const all = operations();
    expect(all.length).toBeGreaterThan(140);
    for (const { name, operation } of all) {
      expect(operation.operationId, name).toMatch(/^[a-z][A-Za-z0-9]+$/);
      expect(operation.summary, name).toBeTruthy();
      expect(operation.description, name).toBeTruthy();
      for (const tag of operation.tags ?? []) expect(declared.has(tag), `${name}: ${tag}`).toBe(true);
    }
    const ids = all.map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(document.paths['/api/website/saved-searches']?.post?.operationId).toBe('createSavedSearch');
    expect(document.paths['/api/dashboard/agents']?.get?.operationId).toBe('dashboardListAgents');
  });

  it('makes TypeScript types (openapi-typescript) that a client compiles against, and that refuse a wrong call', async () => {
    const types = astToString(await openapiTS(document as unknown as OpenAPI3));
    const folder = await mkdtemp(path.join(tmpdir(), 'manzil-openapi-client-'));
    try {
      await writeFile(path.join(folder, 'api.ts'), types);
      await writeFile(path.join(folder, 'calls.ts'), typedCalls);
      const diagnostics = typeCheck(path.join(folder, 'calls.ts'));
      expect(diagnostics).toEqual([]);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});

/**
 * What a mobile team writes first: calls through `openapi-fetch` with the generated `paths`, and types
 * read by operationId. Each `@ts-expect-error` fails the check when the wrong call it marks compiles.
 */
const typedCalls = `
import createClient from 'openapi-fetch';
import type { components, operations, paths } from './api';

const client = createClient<paths>({ baseUrl: 'https://manzil.example' });

export async function signIn(phoneNumber: string): Promise<string | undefined> {
  const { data, error } = await client.POST('/api/website/account/register', {
    body: { phoneNumber, dialCode: '+966' },
    headers: { 'Accept-Language': 'en' },
  });
  if (error) return error.message;
  return data?.guid;
}

export async function profileName(id: string, token: string): Promise<string | null | undefined> {
  const { data } = await client.GET('/api/website/account/{id}', {
    params: { path: { id } },
    headers: { Authorization: 'Bearer ' + token },
  });
  return data?.fullName;
}

type NewSavedSearch = NonNullable<operations['createSavedSearch']['requestBody']>['content']['application/json'];
export const weekly: NewSavedSearch['frequency'] = 'weekly';
export const paused = (search: components['schemas']['SavedSearch']): boolean => search.paused;

export async function wrongCalls(): Promise<void> {
  // @ts-expect-error dialCode is required
  await client.POST('/api/website/account/register', { body: { phoneNumber: '501234567' } });
  // @ts-expect-error no such path
  await client.GET('/api/website/nowhere');
  // @ts-expect-error no such frequency
  const hourly: NewSavedSearch['frequency'] = 'hourly';
  void hourly;
}
`;

const root = fileURLToPath(new URL('../../../', import.meta.url));

/** The compiler's complaints about `file`, as text; none when it compiles. */
function typeCheck(file: string): string[] {
  const program = ts.createProgram([file], {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
    types: [],
    // The folder is outside the project: the client library comes from the project's packages.
    paths: { 'openapi-fetch': [path.join(root, 'node_modules/openapi-fetch')] },
  });
  return ts
    .getPreEmitDiagnostics(program)
    .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
}
