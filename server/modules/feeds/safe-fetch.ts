import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import type { MessageKey } from '#contract/message-catalogue.js';
import { isPublicAddress } from './public-address.js';

export interface FetchLimits {
  maxBytes: number;
  timeoutMs: number;
  maxRedirects: number;
  /** `host:port` entries fetched whatever their address (tests; the operator's own CRM). */
  allowHosts: readonly string[];
}

/** Why a fetch was refused or failed: its message key is what a run's report shows. */
export class FetchRefused extends Error {
  constructor(readonly key: MessageKey) {
    super(key);
  }
}

export interface Fetched {
  body: Buffer;
  contentType: string;
  finalUrl: string;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

const hostPort = (url: URL) =>
  `${url.hostname.replace(/^\[|\]$/g, '')}:${url.port || (url.protocol === 'https:' ? '443' : '80')}`.toLowerCase();

/**
 * Resolves the name and refuses it unless every address it has is public; the connection then uses
 * the addresses checked here (no second resolution a DNS answer could change in between).
 */
const checkedLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, '', 0);
    if (addresses.length === 0 || !addresses.every((entry) => isPublicAddress(entry.address))) {
      return callback(new FetchRefused('feedAddressBlocked'), '', 0);
    }
    if (options.all) return callback(null, addresses);
    const [first] = addresses;
    return callback(null, first?.address ?? '', first?.family ?? 4);
  });
};

/**
 * GETs `url` for a feed or a photo without reaching anything but the public internet: http(s) only;
 * an IP literal and every address a name resolves to must be public (allow-listed `host:port`s
 * aside); each redirect is checked the same way, up to `maxRedirects`; the whole fetch ends after
 * `timeoutMs`, and a body past `maxBytes` is cut off and refused.
 */
export async function safeFetch(rawUrl: string, limits: FetchLimits): Promise<Fetched> {
  const signal = AbortSignal.timeout(limits.timeoutMs);
  let url = parseUrl(rawUrl);
  for (let redirects = 0; ; redirects += 1) {
    const answer = await requestOnce(url, limits, signal);
    if (answer.kind === 'body') return { ...answer.fetched, finalUrl: url.toString() };
    if (redirects >= limits.maxRedirects) throw new FetchRefused('feedTooManyRedirects');
    url = parseUrl(answer.location, url);
  }
}

function parseUrl(raw: string, base?: URL): URL {
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    throw new FetchRefused('feedUrlInvalid');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new FetchRefused('feedSchemeRefused');
  if (url.username || url.password) throw new FetchRefused('feedUrlInvalid');
  return url;
}

type Answer = { kind: 'body'; fetched: Omit<Fetched, 'finalUrl'> } | { kind: 'redirect'; location: string };

function requestOnce(url: URL, limits: FetchLimits, signal: AbortSignal): Promise<Answer> {
  const allowed = limits.allowHosts.includes(hostPort(url));
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!allowed && isIP(host) !== 0 && !isPublicAddress(host)) {
    return Promise.reject(new FetchRefused('feedAddressBlocked'));
  }
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<Answer>((resolve, reject) => {
    const fail = (error: unknown) => reject(asRefusal(error, signal));
    const request = client.get(
      url,
      {
        signal,
        headers: { 'user-agent': 'Manzil-Feeds/1.0', accept: '*/*' },
        ...(allowed ? {} : { lookup: checkedLookup }),
      },
      (response) => {
        const status = response.statusCode ?? 0;
        if (REDIRECTS.has(status) && response.headers.location) {
          response.resume();
          resolve({ kind: 'redirect', location: response.headers.location });
          return;
        }
        if (status < 200 || status > 299) {
          response.resume();
          reject(new FetchRefused('feedFetchStatus'));
          return;
        }
        const declared = Number(response.headers['content-length'] ?? '0');
        if (declared > limits.maxBytes) {
          response.destroy();
          reject(new FetchRefused('feedFetchTooLarge'));
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > limits.maxBytes) {
            response.destroy(new FetchRefused('feedFetchTooLarge'));
            return;
          }
          chunks.push(chunk);
        });
        response.on('error', fail);
        response.on('end', () =>
          resolve({
            kind: 'body',
            fetched: {
              body: Buffer.concat(chunks),
              contentType: (response.headers['content-type'] ?? '').toLowerCase(),
            },
          }),
        );
      },
    );
    request.on('error', fail);
  });
}

function asRefusal(error: unknown, signal: AbortSignal): FetchRefused {
  if (error instanceof FetchRefused) return error;
  if (signal.aborted) return new FetchRefused('feedFetchTimeout');
  const cause = (error as { cause?: unknown }).cause;
  if (cause instanceof FetchRefused) return cause;
  return new FetchRefused('feedFetchFailed');
}
