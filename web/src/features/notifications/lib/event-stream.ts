/** One server-sent event, as the HTML standard's parser dispatches it. */
export interface ServerSentEvent {
  event: string;
  data: string;
  /** The last `id:` seen on the stream so far (kept across events, as EventSource does). */
  lastEventId: string;
}

export interface EventStreamParser {
  /** Feeds decoded text; returns the events it completed. */
  push(text: string): ServerSentEvent[];
  /** The `retry:` delay the server asked for, in ms, if any. */
  readonly retryMs: number | undefined;
}

/**
 * The `text/event-stream` format (HTML standard §9.2.6) for fetch streaming, which EventSource
 * cannot do with an Authorization header: lines end in CRLF, LF or CR; a blank line dispatches.
 */
export function eventStreamParser(lastEventId = ''): EventStreamParser {
  let pending = '';
  let event = '';
  let data: string[] = [];
  let id = lastEventId;
  let retryMs: number | undefined;

  const line = (text: string, out: ServerSentEvent[]) => {
    if (text === '') {
      if (data.length > 0) out.push({ event: event || 'message', data: data.join('\n'), lastEventId: id });
      event = '';
      data = [];
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
    else if (field === 'id' && !value.includes('\0')) id = value;
    else if (field === 'retry' && /^\d+$/.test(value)) retryMs = Number(value);
  };

  return {
    push(text) {
      const out: ServerSentEvent[] = [];
      pending += text;
      for (;;) {
        const end = pending.search(/\r\n|\r|\n/);
        if (end === -1) break;
        // A CR at the very end may be the first half of a CRLF still in flight.
        if (pending[end] === '\r' && end === pending.length - 1) break;
        const width = pending.startsWith('\r\n', end) ? 2 : 1;
        line(pending.slice(0, end), out);
        pending = pending.slice(end + width);
      }
      return out;
    },
    get retryMs() {
      return retryMs;
    },
  };
}
