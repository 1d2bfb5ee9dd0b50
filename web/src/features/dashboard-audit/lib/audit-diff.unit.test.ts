import { describe, expect, it } from 'vitest';
import { auditDiff, showValue } from './audit-diff';

describe('auditDiff', () => {
  it('lists changed fields first, with what a list gained and lost', () => {
    const rows = auditDiff(
      { name: 'Editors', permissions: ['Roles.View', 'Roles.Read'], staffCount: 1 },
      { name: 'Reviewers', permissions: ['Roles.View', 'Staff.View'], staffCount: 1 },
    );
    expect(rows.map((row) => [row.key, row.kind])).toEqual([
      ['name', 'changed'],
      ['permissions', 'changed'],
      ['staffCount', 'same'],
    ]);
    expect(rows[1]?.listChange).toEqual({ added: ['Staff.View'], removed: ['Roles.Read'] });
  });

  it('marks every field added for a create and removed for a delete', () => {
    expect(auditDiff(null, { id: 1 }).map((row) => row.kind)).toEqual(['added']);
    expect(auditDiff({ id: 1 }, null).map((row) => row.kind)).toEqual(['removed']);
  });

  it('shows text as it is and other values as JSON', () => {
    expect(showValue('a')).toBe('a');
    expect(showValue(null)).toBe('—');
    expect(showValue({ a: 1 })).toBe('{\n  "a": 1\n}');
  });
});
