import { describe, expect, it } from 'vitest';
import { safeError } from './safe-error.js';

describe('safeError', () => {
  it('drops database query parameters and masks phone numbers', () => {
    const cause = new Error(
      'duplicate key value violates unique constraint: Key (phone_number)=(+966551234567)',
    );
    const error = new Error('Failed query: insert into "users" values ($1, $2)\nparams: +966551234567,abc', {
      cause,
    });
    const safe = JSON.stringify(safeError(error));
    expect(safe).not.toContain('551234567');
    expect(safe).toContain('Failed query: insert into');
    expect(safe).toContain('params: [redacted]');
  });
});
