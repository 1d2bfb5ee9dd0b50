import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import vnuJar from 'vnu-jar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listIndustries, listResidences } from '#contract/endpoints/properties.js';
import { seedDemoCatalogue } from '../server/db/seed/demo-catalogue.js';
import { startTestServer, type TestServer } from '../server/test/support/servers/test-server.js';

/**
 * Valid HTML (issue 31 item 13): every page the server renders, in both languages, with the app's
 * shell and the offline page, through the W3C's Nu Html Checker (`vnu-jar`, on the machine's Java):
 * no errors.
 */

let server: TestServer;
let folder: string;
const pages: string[] = [];

beforeAll(async () => {
  server = await startTestServer();
  await seedDemoCatalogue(server.deps);
  folder = await mkdtemp(path.join(tmpdir(), 'manzil-valid-html-'));
  const firstId = async (endpoint: typeof listResidences | typeof listIndustries) => {
    const { body } = await server.send(endpoint, { query: { PageNumber: 0, PageSize: 1 } });
    const id = body.data[0]?.id;
    if (id === undefined) throw new Error(`no ad in ${endpoint.path}`);
    return id;
  };
  pages.push(
    '/',
    '/search',
    '/search?Category=2&Query=%D9%85%D8%B3%D8%AA%D9%88%D8%AF%D8%B9',
    '/recidence',
    '/industry',
    '/AllFeatureProperty',
    `/RecidenceDetailes/${await firstId(listResidences)}`,
    `/IndustryDetailes/${await firstId(listIndustries)}`,
    '/Agents',
    '/about',
    '/trust',
    '/contact-us',
    '/privacy',
    '/terms',
    '/no-such-page',
  );
});
afterAll(async () => {
  await server.close();
  await rm(folder, { recursive: true, force: true });
});

interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/** The checker's errors for the files, each as `file:line message`. */
async function htmlErrors(files: string[]): Promise<string[]> {
  const run = await promisify(execFile)(
    'java',
    ['-jar', vnuJar, '--format', 'json', '--stdout', '--exit-zero-always', ...files],
    { maxBuffer: 64 * 1024 * 1024 },
  ).catch((error: unknown) => {
    const stderr = (error as { stderr?: string }).stderr;
    throw new Error(`the checker did not run: ${stderr ?? (error instanceof Error ? error.message : '')}`);
  });
  const { messages } = JSON.parse(run.stdout) as { messages: VnuMessage[] };
  return messages
    .filter((message) => message.type !== 'info')
    .map(
      (message) =>
        `${path.basename(message.url ?? '')}:${message.lastLine ?? '?'} ${message.message} «${(message.extract ?? '').trim()}»`,
    );
}

describe('the HTML the server sends', () => {
  it('has no errors on any server-rendered page in Arabic or English, nor on the shell and the offline page', async () => {
    const files: string[] = [];
    const save = async (name: string, html: string) => {
      const file = path.join(folder, `${name.replace(/[^\w-]+/g, '_')}.html`);
      await writeFile(file, html);
      files.push(file);
    };
    for (const language of ['ar', 'en'] as const) {
      for (const page of pages) {
        const response = await fetch(`${server.url}${page}`, { headers: { cookie: `lang=${language}` } });
        const html = await response.text();
        expect(html, page).toContain(`<html lang="${language}"`);
        // A rendered page carries its content; the not-found page says so with its status.
        expect(response.status, page).toBe(page === '/no-such-page' ? 404 : 200);
        expect(html, page).toMatch(/<div id="root"><./);
        await save(`${language}${page}`, html);
      }
    }
    // A signed-in screen arrives as the app's shell; offline, the service worker's page.
    await save('shell-Favorite', await (await fetch(`${server.url}/Favorite`)).text());
    await save('offline', await (await fetch(`${server.url}/offline.html`)).text());
    expect(files).toHaveLength(32);

    const errors = await htmlErrors(files);
    expect(errors).toEqual([]);
  });
});
