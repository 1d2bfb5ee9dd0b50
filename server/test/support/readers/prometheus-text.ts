/** One sample of the Prometheus text exposition format. */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

const SAMPLE = /^([A-Za-z_:][\w:]*)(?:\{(.*)\})?\s+(\S+)(?:\s+\d+)?$/;
const LABEL = /([A-Za-z_]\w*)="((?:[^"\\]|\\.)*)"/g;

const unescape = (value: string) =>
  value.replace(/\\(.)/g, (_, character: string) => (character === 'n' ? '\n' : character));

/** Every sample of a scrape; comment lines (`# HELP`, `# TYPE`) are left out. */
export function parsePrometheus(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const match = SAMPLE.exec(line);
    if (!match) throw new Error(`not a sample line: ${line}`);
    const [, name = '', labelText = '', value = ''] = match;
    const labels: Record<string, string> = {};
    for (const [, key = '', raw = ''] of labelText.matchAll(LABEL)) labels[key] = unescape(raw);
    samples.push({ name, labels, value: Number(value) });
  }
  return samples;
}

/** The sum of the samples named `name` whose labels include `labels` (0 when there are none). */
export function valueOf(
  samples: readonly Sample[],
  name: string,
  labels: Record<string, string> = {},
): number {
  return samples
    .filter(
      (sample) =>
        sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
    )
    .reduce((sum, sample) => sum + sample.value, 0);
}
