import { describe, expect, it } from 'vitest';
import { advertiserTypeOf } from './advertiser-type.js';

describe('advertiser types', () => {
  it('reads the authority’s Arabic and English words as one of ours', () => {
    expect(advertiserTypeOf('individual')).toBe('individual');
    expect(advertiserTypeOf('فرد')).toBe('individual');
    expect(advertiserTypeOf(' مؤسسة ')).toBe('establishment');
    expect(advertiserTypeOf('Broker')).toBe('broker');
    expect(advertiserTypeOf('وسيط عقاري')).toBe('broker');
  });

  it('knows nothing of other words', () => {
    expect(advertiserTypeOf('جمعية')).toBeNull();
    expect(advertiserTypeOf(null)).toBeNull();
  });
});
