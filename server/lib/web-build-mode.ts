import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, type Config } from '../config.js';

/** What the browser build notes of its mode (web/build-mode.ts). */
export const BUILD_MODE_FILE = 'build-mode.json';

/**
 * A production server does not serve a web app built for development: its browser code carries
 * React's development build (several times the framework chunk, and slower). Without the note
 * (no web app, or one built before builds noted their mode) there is nothing to judge.
 */
export function refuseDevelopmentWebBuild(config: Config): void {
  if (!config.isProduction) return;
  const file = path.join(config.webDistDir, BUILD_MODE_FILE);
  if (!existsSync(file)) return;
  const { nodeEnv } = JSON.parse(readFileSync(file, 'utf8')) as { nodeEnv?: unknown };
  if (nodeEnv === 'production') return;
  throw new ConfigError(
    `The web app in ${config.webDistDir} was built with NODE_ENV=${String(nodeEnv)}, so it carries ` +
      "React's development build. Build it again without NODE_ENV=development (npm run build), or " +
      'start with npm start, which rebuilds it.',
  );
}
