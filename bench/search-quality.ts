/**
 * Search quality: sends every judged query of bench/search-judgements.ts to the public list API of a
 * fresh server (embedded database, demo catalogue) and scores the first page of 12: recall@12 and
 * MRR, overall and per group. Writes them into bench/README.md ("Search quality"), one row per label.
 * The list reads the words as filters (ADR 0036); `--as-text` sends `AsText=true`, so every word is
 * searched as text.
 * Run: npx tsx bench/search-quality.ts --label before|after [--as-text]
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import * as prettier from 'prettier';
import { buildApp } from '../server/app.js';
import { loadConfig } from '../server/config.js';
import { openPglite, type Database } from '../server/db/client.js';
import { lookups, properties, residenceDetails } from '../server/db/schema/index.js';
import { seedDemoCatalogue } from '../server/db/seed/demo-catalogue.js';
import { seedReferenceData } from '../server/db/seed/reference-data.js';
import { systemClock } from '../server/lib/clock.js';
import { deriveSecrets } from '../server/lib/secrets.js';
import {
  judgements,
  queryGroups,
  type AdFacts,
  type Judgement,
  type QueryGroup,
} from './search-judgements.js';

const PAGE = 12;
const START = '<!-- search-quality:start -->';
const END = '<!-- search-quality:end -->';
const LABEL_ORDER = ['before', 'after'];

interface Score {
  judgement: Judgement;
  relevant: number;
  found: number;
  recall: number;
  reciprocalRank: number;
}

/** The facts of every published ad, read once. */
async function loadFacts(db: Database): Promise<AdFacts[]> {
  const type = alias(lookups, 'type');
  const transaction = alias(lookups, 'transaction');
  const region = alias(lookups, 'region');
  const city = alias(lookups, 'city');
  const rows = await db
    .select({
      id: properties.id,
      category: properties.category,
      type: type.key,
      transaction: transaction.key,
      region: region.key,
      city: city.key,
      district: properties.district,
      bedrooms: residenceDetails.bedrooms,
      furnished: residenceDetails.furnished,
    })
    .from(properties)
    .innerJoin(type, eq(type.id, properties.propertyTypeId))
    .innerJoin(transaction, eq(transaction.id, properties.transactionTypeId))
    .innerJoin(region, eq(region.id, properties.regionId))
    .innerJoin(city, eq(city.id, properties.cityId))
    .leftJoin(residenceDetails, eq(residenceDetails.propertyId, properties.id))
    .where(eq(properties.status, 'published'));
  return rows.map((row) => ({
    id: row.id,
    category: row.category === 2 ? 2 : 1,
    type: row.type as AdFacts['type'],
    transaction: row.transaction === 'rent' ? 'rent' : 'sale',
    region: (row.region ?? '').replace(/^region:/, ''),
    city: (row.city ?? '').replace(/^city:/, ''),
    district: row.district ?? '',
    bedrooms: row.bedrooms,
    furnished: row.furnished,
  }));
}

async function firstPage(base: string, query: string, asText: boolean): Promise<number[]> {
  const url = `${base}/api/website/property/GetAllMainProperty?Query=${encodeURIComponent(query)}&PageSize=${PAGE}${asText ? '&AsText=true' : ''}`;
  const answer = await fetch(url);
  if (!answer.ok) throw new Error(`${query}: the API answered ${answer.status}`);
  const body = (await answer.json()) as { data: { id: number }[] };
  return body.data.map((item) => item.id);
}

function score(judgement: Judgement, facts: AdFacts[], page: number[]): Score {
  const relevantIds = new Set(facts.filter(judgement.relevant).map((ad) => ad.id));
  if (relevantIds.size === 0)
    throw new Error(`"${judgement.query}" has no relevant ad in the demo catalogue`);
  const found = page.filter((id) => relevantIds.has(id)).length;
  const rank = page.findIndex((id) => relevantIds.has(id)) + 1;
  return {
    judgement,
    relevant: relevantIds.size,
    found,
    recall: found / Math.min(PAGE, relevantIds.size),
    reciprocalRank: rank > 0 ? 1 / rank : 0,
  };
}

const mean = (values: number[]) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : 0);
const cell = (scores: Score[]) =>
  `${mean(scores.map((s) => s.recall)).toFixed(2)} / ${mean(scores.map((s) => s.reciprocalRank)).toFixed(2)}`;

/** "before" first, "after" next, other labels after them by name. */
function byLabel(a: string, b: string): number {
  const labelOf = (line: string) => /[\w-]+/.exec(line)?.[0] ?? '';
  const rank = (line: string) => {
    const index = LABEL_ORDER.indexOf(labelOf(line));
    return index < 0 ? LABEL_ORDER.length : index;
  };
  return rank(a) - rank(b) || labelOf(a).localeCompare(labelOf(b));
}

/** The section's rows of other labels survive a run; this label's row and misses are replaced. */
async function writeReadme(label: string, scores: Score[], note: string) {
  const readmePath = path.join(import.meta.dirname, 'README.md');
  const readme = await readFile(readmePath, 'utf8');
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start < 0 || end < start) throw new Error(`bench/README.md has no ${START} … ${END} section`);
  const old = readme.slice(start + START.length, end);
  const cells = (line: string) => line.split('|').map((part) => part.trim());
  const kept = (prefix: RegExp) =>
    old
      .split('\n')
      .filter((line) => prefix.test(line) && !line.includes(`**${label}**`) && cells(line)[1] !== label);
  const byGroup = (group: QueryGroup) => scores.filter((s) => s.judgement.group === group);
  const date = new Date().toISOString().slice(0, 10);
  const row = `| ${label} | ${date} | ${cell(scores)} | ${queryGroups.map((group) => cell(byGroup(group))).join(' | ')} |`;
  const rows = [...kept(/^\|\s*[\w-]+\s*\|\s*\d{4}-/), row].sort(byLabel);
  const misses = scores.filter((s) => s.found === 0).map((s) => s.judgement.query);
  const missLine = `- **${label}** (${misses.length}): ${misses.length ? misses.join('، ') : 'none'}`;
  const notes = [...kept(/^- \*\*[\w-]+\*\* \(\d+\)/), missLine].sort(byLabel);
  const runNotes = [...kept(/^- \*\*[\w-]+\*\* run:/), `- **${label}** run: ${date}, ${note}`].sort(byLabel);
  const section = [
    `Each cell: recall@12 / MRR, the mean over the group's queries (${scores.length} queries).`,
    '',
    `| run | date | all (${scores.length}) | ${queryGroups.map((group) => `${group} (${byGroup(group).length})`).join(' | ')} |`,
    `|---|---|---|${queryGroups.map(() => '---').join('|')}|`,
    ...rows,
    '',
    ...runNotes,
    '',
    'Queries whose first 12 ads held no relevant one:',
    '',
    ...notes,
  ].join('\n');
  const options = (await prettier.resolveConfig(readmePath)) ?? {};
  const formatted = (await prettier.format(section, { ...options, parser: 'markdown' })).trim();
  await writeFile(readmePath, `${readme.slice(0, start)}${START}\n\n${formatted}\n\n${readme.slice(end)}`);
  return formatted;
}

function commit(): string {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

async function main() {
  const { values } = parseArgs({
    options: { label: { type: 'string', default: 'after' }, 'as-text': { type: 'boolean', default: false } },
  });
  const label = values.label;
  if (!/^[\w-]+$/.test(label)) throw new Error('--label takes a word: before, after, …');

  const dataDir = await mkdtemp(path.join(tmpdir(), 'manzil-search-quality-'));
  const database = await openPglite(dataDir);
  await database.migrate();
  await seedReferenceData(database.db);
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PER_MINUTE: '1000000',
    LIST_CACHE_SECONDS: '0',
  });
  const app = await buildApp({
    config,
    database,
    clock: systemClock,
    secrets: deriveSecrets('search-quality'),
  });
  try {
    const seeded = await seedDemoCatalogue(app.deps);
    if (!seeded) throw new Error('the bench database was not empty');
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const facts = await loadFacts(database.db);
    const unmatched = judgements.filter((judgement) => !facts.some(judgement.relevant));
    if (unmatched.length) {
      throw new Error(`no relevant ad in the demo catalogue: ${unmatched.map((j) => j.query).join(', ')}`);
    }
    const scores: Score[] = [];
    for (const judgement of judgements) {
      scores.push(score(judgement, facts, await firstPage(base, judgement.query, values['as-text'])));
    }
    for (const s of scores) {
      const figures = `recall ${s.recall.toFixed(2)}  rr ${s.reciprocalRank.toFixed(2)}  (${s.found}/${s.relevant})`;
      console.log(`${s.judgement.group.padEnd(9)} ${figures.padEnd(34)} ${s.judgement.query}`);
    }
    const reading = values['as-text'] ? 'words `AsText`' : 'words read as filters';
    const note = `commit ${commit()} and the working tree, ${reading}, pglite, Node ${process.version}, demo catalogue of ${facts.length} published ads.`;
    console.log(`\n${await writeReadme(label, scores, note)}`);
  } finally {
    await app.close();
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
