import { describe, expect, it } from 'vitest';
import { eventStreamParser } from './event-stream';

describe('eventStreamParser', () => {
  it('dispatches on a blank line, joins data lines and keeps the last id', () => {
    const parser = eventStreamParser();
    expect(parser.push('retry: 3000\n\nid: 7\nevent: notification\ndata: {"a":\ndata: 1}\n')).toEqual([]);
    expect(parser.push('\n')).toEqual([{ event: 'notification', data: '{"a":\n1}', lastEventId: '7' }]);
    expect(parser.retryMs).toBe(3000);
    expect(parser.push('data: plain\n\n')).toEqual([{ event: 'message', data: 'plain', lastEventId: '7' }]);
  });

  it('ignores comments and fields it does not know, and blocks without data', () => {
    const parser = eventStreamParser('3');
    expect(parser.push(': heartbeat\n\nfoo: bar\nevent: x\n\n')).toEqual([]);
    expect(parser.push('data\n\n')).toEqual([{ event: 'message', data: '', lastEventId: '3' }]);
  });

  it('accepts CRLF and CR line ends, split anywhere between chunks', () => {
    const text = 'id: 1\r\nevent: notification\rdata: héllo\r\n\r\nid: 2\ndata: two\r\r\n';
    for (let cut = 0; cut <= text.length; cut += 1) {
      const parser = eventStreamParser();
      const events = [...parser.push(text.slice(0, cut)), ...parser.push(text.slice(cut))];
      expect(events).toEqual([
        { event: 'notification', data: 'héllo', lastEventId: '1' },
        { event: 'message', data: 'two', lastEventId: '2' },
      ]);
    }
  });
});
