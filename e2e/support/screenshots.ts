import { mkdirSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.join(import.meta.dirname, '..', 'screenshots');

/** Where a screenshot named `name` goes: e2e/screenshots[/folder]/name.png, the folder made. */
export function screenshotPath(name: string, folder = ''): string {
  const dir = path.join(ROOT, folder);
  mkdirSync(dir, { recursive: true });
  return path.join(dir, `${name}.png`);
}
