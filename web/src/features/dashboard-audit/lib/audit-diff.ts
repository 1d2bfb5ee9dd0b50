export type DiffKind = 'added' | 'removed' | 'changed' | 'same';

export interface DiffRow {
  key: string;
  kind: DiffKind;
  before: unknown;
  after: unknown;
  /** For lists of plain values: what was put in and taken out. */
  listChange?: { added: string[]; removed: string[] };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

const plainList = (value: unknown): value is (string | number | boolean)[] =>
  Array.isArray(value) && value.every((item) => ['string', 'number', 'boolean'].includes(typeof item));

/** Field by field, before against after; changed fields first, in the snapshot's order. */
export function auditDiff(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): DiffRow[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const rows = keys.map((key): DiffRow => {
    const hadBefore = before !== null && key in before;
    const hasAfter = after !== null && key in after;
    const old = before?.[key];
    const next = after?.[key];
    const kind: DiffKind = !hadBefore
      ? 'added'
      : !hasAfter
        ? 'removed'
        : same(old, next)
          ? 'same'
          : 'changed';
    const row: DiffRow = { key, kind, before: old, after: next };
    if (kind === 'changed' && plainList(old) && plainList(next)) {
      const oldSet = new Set(old.map(String));
      const nextSet = new Set(next.map(String));
      row.listChange = {
        added: [...nextSet].filter((item) => !oldSet.has(item)),
        removed: [...oldSet].filter((item) => !nextSet.has(item)),
      };
    }
    return row;
  });
  return [...rows.filter((row) => row.kind !== 'same'), ...rows.filter((row) => row.kind === 'same')];
}

/** A value as people read it: text as it is, the rest as indented JSON. */
export function showValue(value: unknown): string {
  if (value === undefined) return '';
  if (value === null) return '—';
  if (typeof value === 'string') return value;
  return JSON.stringify(value, null, 2);
}
