import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RenderPage } from '#contract/server-render.js';

/** The web app's server build (`vite build --ssr`), written next to the browser build. */
export const ssrDirOf = (webDistDir: string) => `${webDistDir}-ssr`;

/** Loads the server build's page renderer; undefined when the app was built without it. */
export async function loadWebRenderer(webDistDir: string): Promise<RenderPage | undefined> {
  const entry = path.join(ssrDirOf(webDistDir), 'entry-server.js');
  if (!existsSync(entry)) return undefined;
  const module = (await import(pathToFileURL(entry).href)) as { renderPage?: RenderPage };
  return module.renderPage;
}
