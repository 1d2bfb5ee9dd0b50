/**
 * Just enough of MIME (RFC 2045–2047) to read what our SMTP sender writes: headers with encoded
 * words, nested multiparts, base64 and quoted-printable bodies. The raw text holds one byte a
 * character (latin1); what comes out is UTF-8 decoded.
 */
export interface MimePart {
  /** Lower-case names; values unfolded and decoded. */
  headers: Map<string, string>;
  /** The leaves of a multipart, in order; empty for a leaf. */
  parts: MimePart[];
  /** A leaf's decoded body. */
  body: string;
}

const utf8 = (latin1: string) => Buffer.from(latin1, 'latin1').toString('utf8');

function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return utf8(bytes);
}

/** Encoded words (=?UTF-8?B?…?= and =?UTF-8?Q?…?=); the space between two of them is not text. */
export function decodeHeader(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?([^?]+)\?([BQ])\?([^?]*)\?=/gi, (_, charset: string, encoding: string, text: string) => {
      if (charset.toLowerCase() !== 'utf-8') throw new Error(`unexpected charset ${charset}`);
      return encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' '));
    });
}

function splitHead(raw: string): { head: string; body: string } {
  const end = raw.indexOf('\r\n\r\n');
  return end === -1 ? { head: raw, body: '' } : { head: raw.slice(0, end), body: raw.slice(end + 4) };
}

function readHeaders(head: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers.set(
        line.slice(0, colon).trim().toLowerCase(),
        decodeHeader(utf8(line.slice(colon + 1).trim())),
      );
  }
  return headers;
}

/** A parameter of a header value: `boundary` of `multipart/alternative; boundary="--_x"`. */
export function headerParameter(value: string, name: string): string | undefined {
  const match = new RegExp(`;\\s*${name}=(?:"([^"]*)"|([^;\\s]*))`, 'i').exec(value);
  return match ? (match[1] ?? match[2]) : undefined;
}

function decodeBody(body: string, encoding: string): string {
  switch (encoding.toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    case 'quoted-printable':
      return decodeQuotedPrintable(body);
    default:
      return utf8(body);
  }
}

export function readMime(raw: string): MimePart {
  const { head, body } = splitHead(raw);
  const headers = readHeaders(head);
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = headerParameter(type, 'boundary');
  if (!type.toLowerCase().startsWith('multipart/') || !boundary) {
    return { headers, parts: [], body: decodeBody(body, headers.get('content-transfer-encoding') ?? '7bit') };
  }
  const sections = body.split(`--${boundary}`);
  const closing = sections.findIndex((section) => section.startsWith('--'));
  if (closing === -1) throw new Error(`multipart without its closing boundary ${boundary}`);
  const parts = sections
    .slice(1, closing)
    .map((section) => readMime(section.replace(/^\r\n/, '').replace(/\r\n$/, '')));
  return { headers, parts, body: '' };
}

/** Every leaf of a message, depth first. */
export function leaves(part: MimePart): MimePart[] {
  return part.parts.length === 0 ? [part] : part.parts.flatMap(leaves);
}
