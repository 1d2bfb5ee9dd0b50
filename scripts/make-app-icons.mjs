// Draws the installable app's icons (web/public/icons, committed): the header's house (lucide's
// `house`) in white on the brand's teal. `any` icons fill their square with rounded corners; the
// maskable one keeps the house inside the middle 60 %, the circle every launcher's mask leaves.
// Run after changing the drawing: node scripts/make-app-icons.mjs
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const BRAND = '#0f5e66';
const HOUSE =
  '<path d="M15 21v-8a1 1 0 0 0-1-1h-4a1 1 0 0 0-1 1v8"/>' +
  '<path d="M3 10a2 2 0 0 1 .709-1.528l7-6a2 2 0 0 1 2.582 0l7 6A2 2 0 0 1 21 10v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z"/>';
const folder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../web/public/icons');

/** The icon as SVG: the house scaled to `houseShare` of the side, on a square with `corner` rounding. */
function drawing({ corner, houseShare }) {
  const side = 512;
  const house = side * houseShare;
  const offset = (side - house) / 2;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${side} ${side}">` +
    `<rect width="${side}" height="${side}" rx="${corner}" fill="${BRAND}"/>` +
    `<g transform="translate(${offset} ${offset}) scale(${house / 24})" fill="none" stroke="#fff" ` +
    `stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${HOUSE}</g></svg>`
  );
}

const any = drawing({ corner: 96, houseShare: 0.62 });
const maskable = drawing({ corner: 0, houseShare: 0.5 });

await mkdir(folder, { recursive: true });
await writeFile(path.join(folder, 'icon.svg'), `${any}\n`);
const png = (svg, size, name) =>
  sharp(Buffer.from(svg)).resize(size, size).png({ compressionLevel: 9 }).toFile(path.join(folder, name));
await png(any, 192, 'icon-192.png');
await png(any, 512, 'icon-512.png');
await png(maskable, 512, 'icon-maskable-512.png');
await png(maskable, 180, 'apple-touch-icon.png');
console.log(`icons written to ${folder}`);
