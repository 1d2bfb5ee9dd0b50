import { describe, expect, it } from 'vitest';
import { withoutWords } from './understood-words';

describe('a query without the words of a chip', () => {
  it('takes out the words where they stand together, and tidies the spaces', () => {
    expect(withoutWords('فيلا للبيع في الرياض تحت مليونين', 'في الرياض')).toBe('فيلا للبيع تحت مليونين');
    expect(withoutWords('villa  under 1m', 'villa')).toBe('under 1m');
  });

  it('reads Arabic-Indic digits as the server says them', () => {
    expect(withoutWords('شقة ٣ غرف', '3 غرف')).toBe('شقة');
  });

  it('takes out each word once when they do not stand together', () => {
    expect(withoutWords('فوق مليون فيلا تحت مليونين', 'فوق مليون تحت مليونين')).toBe('فيلا');
  });
});
