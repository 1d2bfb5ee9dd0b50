const NODE = /^(\s*)(->\s+|SubPlan|InitPlan)/;
const SCAN = /Scan(?: Backward)?(?: using \S+)? on (\S+)/;
/** Relations read once per page row (names, cover photo): their subplans are folded into one line. */
const PER_ROW = new Set(['lookups', 'property_media']);

/**
 * Shortens a plan for reading: drops the planning and JIT blocks and every Buffers line but the first,
 * and folds each subtree that only reads lookups or property_media into one line.
 */
export function trimPlan(plan: string): string {
  const lines = plan.split('\n');
  const depth = (line: string) => NODE.exec(line)?.[1]?.length ?? 0;
  const kept: string[] = [];
  let skipping = false;
  let firstBuffers = true;
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index] ?? '';
    if (/^(Planning:|JIT:)/.test(line)) skipping = true;
    if (/^(Planning Time|Execution Time)/.test(line)) skipping = false;
    if (skipping) continue;
    if (/^\s*Buffers:/.test(line)) {
      if (firstBuffers) kept.push(line);
      firstBuffers = false;
      continue;
    }
    const node = NODE.exec(line);
    if (node) {
      let end = index + 1;
      while (end < lines.length) {
        const next = lines[end] ?? '';
        if (!/^\s/.test(next) || (NODE.test(next) && depth(next) <= depth(line))) break;
        end += 1;
      }
      const scanned = lines
        .slice(index, end)
        .map((inner) => SCAN.exec(inner)?.[1])
        .filter((relation): relation is string => relation !== undefined);
      if (scanned.length && scanned.every((relation) => PER_ROW.has(relation))) {
        const label = line.trim().startsWith('->') ? `${line.slice(0, line.indexOf('->'))}->  ` : `${line} `;
        kept.push(`${label}… ${end - index} lines reading ${[...new Set(scanned)].join(', ')} per row`);
        index = end - 1;
        continue;
      }
    }
    kept.push(line);
  }
  return kept.join('\n');
}

const KEY_NODE =
  /^(Limit|Aggregate|Finalize|Sort|Incremental Sort|Gather|Seq Scan|Parallel|Index|Bitmap|BitmapAnd|BitmapOr|InitPlan|CTE)/;
const KEY_DETAIL =
  /^(Sort Key|Sort Method|Full-sort|Index Cond|Recheck Cond|Filter|Rows Removed|Heap Blocks)/;
/** Scans that fetch the detail record of each row of the page. */
const DETAIL_SCAN = /on (residence_details|industry_details)\b/;

/**
 * The lines that say where a plan spends its time: the top node, sorts and their method, the scans
 * (with their conditions and what they removed), and the execution time. Per-row subplans (names,
 * cover photo) and the detail record of each row are left out, and so are costs.
 */
export function keyPlanLines(plan: string, limit = 16): string[] {
  const kept: string[] = [];
  let keepDetails = false;
  let executionTime: string | undefined;
  for (const line of trimPlan(plan).split('\n')) {
    const content = line.trim().replace(/^->\s+/, '');
    if (/^Execution Time/.test(content)) executionTime = content;
    else if (NODE.test(line) || !/^\s/.test(line)) {
      keepDetails = KEY_NODE.test(content) && !DETAIL_SCAN.test(content) && !/per row$/.test(content);
      if (keepDetails) kept.push(line.replace(/\s*\(cost=[^)]*\)/, '').trimEnd());
    } else if (keepDetails && KEY_DETAIL.test(content)) {
      kept.push(line.trimEnd());
    }
  }
  return [...kept.slice(0, limit), ...(executionTime ? [executionTime] : [])];
}
