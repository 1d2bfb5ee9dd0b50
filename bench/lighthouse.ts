/**
 * Lighthouse on a details page of the built site (`npm run build` first; `--dist <folder>` names another
 * build): mobile and desktop, the median of `--runs` runs (3) each, with the performance score, the
 * largest contentful paint and what `uses-responsive-images` ("Properly size images") found. The
 * server is the real one on the demo catalogue (bench/lib/demo-site.ts).
 *
 * Run: npx tsx bench/lighthouse.ts (`--only mobile` or `--only desktop` for one of them)
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startDemoSite } from './lib/demo-site.js';
import { runLighthouse, type FormFactor } from './lib/lighthouse-run.js';

const { values } = parseArgs({
  options: {
    dist: { type: 'string', default: 'web/dist' },
    runs: { type: 'string', default: '3' },
    only: { type: 'string' },
  },
});
const runs = Number(values.runs);
const kib = (bytes: number) => (bytes / 1024).toFixed(1);

async function measure(url: string, formFactor: FormFactor) {
  const results = [];
  for (let failures = 0; results.length < runs;) {
    const lhr = await runLighthouse(url, { categories: ['performance'], formFactor });
    if (lhr) results.push(lhr);
    else if (++failures > 2) throw new Error(`Lighthouse failed three times on ${url}`);
  }
  const summaries = results.map((lhr) => {
    const audit = lhr.audits['uses-responsive-images'];
    const items =
      (audit?.details as { items?: { url: string; wastedBytes: number }[] } | undefined)?.items ?? [];
    return {
      performance: lhr.categories.performance?.score ?? 0,
      lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
      responsive: {
        score: audit?.score,
        wastedBytes: items.reduce((sum, item) => sum + item.wastedBytes, 0),
        images: items.map((item) => `${new URL(item.url).pathname} (${kib(item.wastedBytes)} KiB)`),
      },
    };
  });
  const sorted = [...summaries].sort((a, b) => a.performance - b.performance);
  const median = sorted[Math.floor(sorted.length / 2)];
  if (!median) throw new Error('no Lighthouse run');
  return { ...median, range: [sorted[0]?.performance, sorted.at(-1)?.performance] };
}

const site = await startDemoSite(path.resolve(values.dist));
try {
  const detailsPath = await site.detailsPath();
  console.log(`| ${detailsPath} | performance (range of ${runs}) | LCP ms | uses-responsive-images |`);
  console.log('| --- | --- | --- | --- |');
  const formFactors: FormFactor[] =
    values.only === 'mobile' || values.only === 'desktop' ? [values.only] : ['mobile', 'desktop'];
  for (const formFactor of formFactors) {
    const run = await measure(`${site.baseUrl}${detailsPath}`, formFactor);
    const { score, wastedBytes, images } = run.responsive;
    const responsive =
      images.length === 0
        ? `passed (score ${score ?? 'n/a'})`
        : `**reported**: ${kib(wastedBytes)} KiB to save in ${images.join(', ')}`;
    console.log(
      `| ${formFactor} | ${run.performance.toFixed(2)} (${run.range.map((value) => value?.toFixed(2)).join('–')}) | ${run.lcpMs} | ${responsive} |`,
    );
  }
} finally {
  await site.close();
}
