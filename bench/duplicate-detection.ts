/**
 * How well the duplicate detector finds re-uploaded ad photos. The demo catalogue's photo pool
 * (every scene kind, every variant, as seeded) is split: odd variants are "already on the site" (the
 * index), even ones are unrelated photos (negatives, whose right answer is "no match"). Each indexed
 * photo is uploaded again as itself, resized, recompressed (JPEG q 50–70) and cropped by 2–5 %, each
 * copy through the real upload conversion (convertPhoto: WebP, ≤1600 px, its hash) and matched by
 * the real rule (photoMatches: a band probe, then the Hamming distance) against the index.
 * A match with its own original is a true positive; any other match is a false positive.
 *
 * Run: npx tsx bench/duplicate-detection.ts [--write]   (--write puts the figures in bench/README.md)
 */
import { readFile, writeFile } from 'node:fs/promises';
import sharp from 'sharp';
import { renderPhotoPool } from '#server/db/seed/photo-pool.js';
import { checkImageHeader } from '#server/lib/images.js';
import {
  convertPhoto,
  hammingDistance,
  photoHash,
  DUPLICATE_MAX_DISTANCE,
  photoMatches,
  type HashedPhoto,
} from '#server/modules/properties/index.js';

type Transformation = { name: string; apply: (input: Buffer, index: number) => Promise<Buffer> };

const pick = <T>(list: readonly T[], index: number): T => list[index % list.length] as T;

const TRANSFORMATIONS: Transformation[] = [
  { name: 're-uploaded', apply: async (input) => input },
  {
    name: 'resized (40–75 %)',
    apply: async (input, index) => {
      const { width } = await sharp(input).metadata();
      return sharp(input)
        .resize(Math.round(width * pick([0.4, 0.5, 0.6, 0.75], index)))
        .jpeg({ quality: 85 })
        .toBuffer();
    },
  },
  {
    name: 'recompressed (JPEG q 50–70)',
    apply: (input, index) =>
      sharp(input)
        .jpeg({ quality: pick([50, 55, 60, 65, 70], index) })
        .toBuffer(),
  },
  {
    name: 'cropped (2–5 %)',
    apply: async (input, index) => {
      const { width, height } = await sharp(input).metadata();
      const share = pick([0.02, 0.03, 0.04, 0.05], index);
      // The crop taken off one side, or shared by two, as an owner trimming a border would.
      const left = index % 2 === 0 ? Math.round(width * share) : 0;
      const top = index % 3 === 0 ? Math.round(height * share) : Math.round((height * share) / 2);
      return sharp(input)
        .extract({
          left,
          top,
          width: width - Math.round(width * share),
          height: height - Math.round(height * share),
        })
        .jpeg({ quality: 80 })
        .toBuffer();
    },
  },
];

interface Counts {
  truePositives: number;
  falsePositives: number;
  positives: number;
}

const THRESHOLDS = [4, 6, 8, 10, 12, 14];

async function main() {
  const pool = await renderPhotoPool();
  const indexed: { id: number; data: Buffer; dhash: bigint }[] = [];
  const unrelated: Buffer[] = [];
  let id = 0;
  for (const photos of pool.values()) {
    for (const [variant, photo] of photos.entries()) {
      if (variant % 2 === 1) indexed.push({ id: ++id, data: photo.large.data, dhash: photo.hash.dhash });
      else unrelated.push(photo.large.data);
    }
  }
  console.log(`${indexed.length} indexed photos, ${unrelated.length} unrelated photos`);

  // Each query: its hash after the upload conversion, and the id of its original (0: none).
  const queries: { transformation: string; dhash: bigint; original: number }[] = [];
  for (const transformation of TRANSFORMATIONS) {
    for (const [index, photo] of indexed.entries()) {
      const copy = await transformation.apply(photo.data, index);
      const { hash } = await convertPhoto(await checkImageHeader(copy));
      queries.push({ transformation: transformation.name, dhash: hash.dhash, original: photo.id });
    }
  }
  for (const photo of unrelated) {
    const { hash } = await convertPhoto(await checkImageHeader(photo));
    queries.push({ transformation: 'unrelated (negatives)', dhash: hash.dhash, original: 0 });
  }

  const rows: string[] = [];
  const byThreshold = new Map<number, Map<string, Counts>>();
  for (const threshold of THRESHOLDS) {
    const counts = new Map<string, Counts>();
    for (const query of queries) {
      const entry = counts.get(query.transformation) ?? { truePositives: 0, falsePositives: 0, positives: 0 };
      const ours: HashedPhoto = { id: 0, dhash: query.dhash };
      const matches = photoMatches([ours], indexed, threshold);
      if (query.original) entry.positives++;
      for (const match of matches) {
        if (match.original.id === query.original) entry.truePositives++;
        else entry.falsePositives++;
      }
      counts.set(query.transformation, entry);
    }
    byThreshold.set(threshold, counts);
  }
  const percent = (part: number, whole: number) =>
    whole === 0 ? '–' : `${((100 * part) / whole).toFixed(1)} %`;
  const line = (name: string, c: Counts) =>
    `| ${name} | ${c.positives} | ${c.truePositives} | ${c.falsePositives} | ${percent(c.truePositives, c.truePositives + c.falsePositives)} | ${percent(c.truePositives, c.positives)} |`;

  const chosen = byThreshold.get(DUPLICATE_MAX_DISTANCE);
  if (!chosen) throw new Error('the chosen threshold is not among those measured');
  rows.push(`At the chosen threshold (Hamming distance ≤ ${DUPLICATE_MAX_DISTANCE} of 64 bits):`, '');
  rows.push('| copies | positives | found | false matches | precision | recall |');
  rows.push('| --- | ---: | ---: | ---: | ---: | ---: |');
  const total: Counts = { truePositives: 0, falsePositives: 0, positives: 0 };
  for (const [name, c] of chosen) {
    rows.push(line(name, c));
    total.truePositives += c.truePositives;
    total.falsePositives += c.falsePositives;
    total.positives += c.positives;
  }
  rows.push(line('**overall**', total));
  rows.push(
    '',
    'Overall by threshold; the last column compares every hash (no band probes), to show what the probes miss:',
    '',
  );
  rows.push('| threshold | found | false matches | precision | recall | recall comparing every hash |');
  rows.push('| ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const [threshold, counts] of byThreshold) {
    const sum = [...counts.values()].reduce(
      (a, c) => ({
        truePositives: a.truePositives + c.truePositives,
        falsePositives: a.falsePositives + c.falsePositives,
        positives: a.positives + c.positives,
      }),
      { truePositives: 0, falsePositives: 0, positives: 0 },
    );
    const exhaustive = queries.filter(
      (query) =>
        query.original &&
        indexed.some(
          (photo) => photo.id === query.original && hammingDistance(photo.dhash, query.dhash) <= threshold,
        ),
    ).length;
    rows.push(
      `| ${threshold} | ${sum.truePositives} | ${sum.falsePositives} | ${percent(sum.truePositives, sum.truePositives + sum.falsePositives)} | ${percent(sum.truePositives, sum.positives)} | ${percent(exhaustive, sum.positives)} |`,
    );
  }
  const report = rows.join('\n');
  console.log(report);
  // A sanity check that the pool's stored hashes are what an upload of the same bytes gives.
  const [first] = indexed;
  if (first && (await photoHash(first.data)).dhash !== first.dhash) console.log('warning: pool hash differs');

  if (process.argv.includes('--write')) {
    const readmePath = new URL('./README.md', import.meta.url);
    const readme = await readFile(readmePath, 'utf8');
    const block = [
      '<!-- duplicates:start -->',
      '',
      `Last run: ${new Date().toISOString().slice(0, 10)}, Node ${process.version}. ${indexed.length} demo-catalogue photos indexed, ${unrelated.length} other demo photos as negatives; every copy through the upload conversion.`,
      '',
      report,
      '',
      '<!-- duplicates:end -->',
    ].join('\n');
    const updated = readme.includes('<!-- duplicates:start -->')
      ? readme.replace(/<!-- duplicates:start -->[\s\S]*<!-- duplicates:end -->/, block)
      : `${readme.trimEnd()}\n\n## Duplicate photos\n\n\`npx tsx bench/duplicate-detection.ts --write\`: the duplicate detector (docs/decisions/0020-duplicate-ads.md) on the demo catalogue's photos and re-uploaded, resized, recompressed and cropped copies.\n\n${block}\n`;
    await writeFile(readmePath, updated);
  }
}

await main();
