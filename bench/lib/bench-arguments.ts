import { parseArgs } from 'node:util';
import type { Engine } from './scale-database.js';

const isEngine = (name: string): name is Engine => name === 'postgres' || name === 'pglite';

/**
 * The command line of load-scale.ts and search-mix.ts: `--engine postgres|pglite --ads N`, and
 * `--fresh`, `--after-load` (loading) or `--label`, `--seconds`, `--seed` (measuring).
 */
export function benchArguments() {
  const { values } = parseArgs({
    options: {
      engine: { type: 'string', default: 'postgres' },
      ads: { type: 'string', default: '100000' },
      fresh: { type: 'boolean', default: false },
      'after-load': { type: 'boolean', default: false },
      label: { type: 'string', default: 'before' },
      seconds: { type: 'string', default: '20' },
      seed: { type: 'string', default: '16' },
    },
    strict: true,
  });
  const { engine } = values;
  if (!isEngine(engine)) throw new Error('--engine is postgres or pglite');
  const whole = (name: string, value: string) => {
    const number = Number(value);
    if (!Number.isInteger(number) || number < 1) throw new Error(`--${name} is a whole number above 0`);
    return number;
  };
  if (!/^[\w-]+$/.test(values.label)) throw new Error('--label is a word such as before or after');
  return {
    engine,
    ads: whole('ads', values.ads),
    fresh: values.fresh,
    afterLoad: values['after-load'],
    label: values.label,
    seconds: whole('seconds', values.seconds),
    seed: whole('seed', values.seed),
  };
}
