import { describe, expect, it } from 'vitest';
import { returnStateOf, WAITING_POLLS } from './return-state';

const hint = (query: string) => new URLSearchParams(query);

describe('what the payment return page says', () => {
  it('believes the order’s status over the return URL', () => {
    expect(returnStateOf('paid', hint('status=failed&cancelled=1'), 0)).toBe('paid');
    expect(returnStateOf('failed', hint('status=paid'), 0)).toBe('declined');
    expect(returnStateOf('expired', hint('status=paid'), 0)).toBe('expired');
    expect(returnStateOf('disputed', hint(''), 0)).toBe('disputed');
  });

  it('tells a refused card and a left page from a waiting payment only while the order waits', () => {
    expect(returnStateOf('pending', hint('id=p&status=failed&message=Declined'), 0)).toBe('declined');
    expect(returnStateOf('pending', hint('order=o&cancelled=1'), 0)).toBe('cancelled');
    expect(returnStateOf('pending', hint('id=p&status=paid'), 0)).toBe('waiting');
  });

  it('stops waiting after a few checks and says it will finish shortly', () => {
    expect(returnStateOf('pending', hint(''), WAITING_POLLS - 1)).toBe('waiting');
    expect(returnStateOf('pending', hint(''), WAITING_POLLS)).toBe('slow');
  });
});
