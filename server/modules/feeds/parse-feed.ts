import { parse as parseCsvText } from 'csv-parse/sync';
import { XMLParser } from 'fast-xml-parser';
import { AppError } from '#server/lib/errors.js';
import { CSV_PHOTO_SEPARATOR, FEED_TEXT_FIELDS, type FeedListing } from './feed-format.js';

export type FeedFormat = 'xml' | 'csv';

const unreadable = () => new AppError('invalid', 'feedUnreadable');

/** XML when the file starts with `<` (after a byte-order mark and blanks), otherwise CSV. */
export function formatOf(text: string): FeedFormat {
  return /^\uFEFF?\s*</.test(text) ? 'xml' : 'csv';
}

/**
 * Reads a feed's listings. A file that is not UTF-8 text, XML with a DOCTYPE (the door to external
 * entities and entity expansion: refused outright, whatever it declares), or neither the XML nor the
 * CSV shape is a 422; more than `maxListings` listings too.
 */
export function parseFeed(
  data: Buffer,
  maxListings: number,
): { format: FeedFormat; listings: FeedListing[] } {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    throw unreadable();
  }
  const format = formatOf(text);
  const listings = format === 'xml' ? parseXml(text) : parseCsv(text);
  if (listings.length === 0) throw new AppError('invalid', 'feedEmpty');
  if (listings.length > maxListings) {
    throw new AppError('invalid', 'feedTooManyListings', { params: { max: maxListings } });
  }
  return { format, listings };
}

const asText = (value: unknown): string | undefined => {
  if (typeof value === 'string') return value.trim() || undefined;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
};

function parseXml(text: string): FeedListing[] {
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) throw new AppError('invalid', 'feedDoctypeRefused');
  const parser = new XMLParser({
    ignoreAttributes: true,
    parseTagValue: false,
    trimValues: true,
    // The five XML entities and character references only: no DOCTYPE can reach here to declare more.
    processEntities: true,
    htmlEntities: false,
    ignoreDeclaration: true,
    ignorePiTags: true,
    isArray: (tagName) => tagName === 'property' || tagName === 'url',
  });
  let document: unknown;
  try {
    document = parser.parse(text);
  } catch {
    throw unreadable();
  }
  const list = (document as { list?: unknown } | undefined)?.list;
  if (list === undefined) throw unreadable();
  const properties =
    typeof list === 'object' && list !== null ? (list as { property?: unknown }).property : undefined;
  if (!Array.isArray(properties)) return [];
  return properties.map((item: unknown) => {
    const node = (item ?? {}) as Record<string, unknown>;
    const listing: FeedListing = { photos: [] };
    for (const field of FEED_TEXT_FIELDS) {
      const value = asText(node[field]);
      if (value !== undefined) listing[field] = value;
    }
    const agent = (node.agent ?? {}) as Record<string, unknown>;
    const phone = asText(agent.phone);
    const id = asText(agent.id);
    if (phone !== undefined) listing.agent_phone = phone;
    if (id !== undefined) listing.agent_id = id;
    const photo = (node.photo ?? {}) as { url?: unknown };
    listing.photos = (Array.isArray(photo.url) ? photo.url : [])
      .map(asText)
      .filter((url) => url !== undefined);
    return listing;
  });
}

function parseCsv(text: string): FeedListing[] {
  let records: Record<string, string>[];
  try {
    records = parseCsvText(text, {
      bom: true,
      columns: (header: string[]) => header.map((name) => name.trim().toLowerCase()),
      skip_empty_lines: true,
      trim: true,
      max_record_size: 64 * 1024,
    });
  } catch {
    throw unreadable();
  }
  if (records.length > 0 && !('reference_number' in (records[0] ?? {}))) throw unreadable();
  return records.map((record) => {
    const listing: FeedListing = { photos: [] };
    for (const field of FEED_TEXT_FIELDS) {
      const value = asText(record[field]);
      if (value !== undefined) listing[field] = value;
    }
    listing.photos = (record.photos ?? '')
      .split(CSV_PHOTO_SEPARATOR)
      .map((url) => url.trim())
      .filter(Boolean);
    return listing;
  });
}
