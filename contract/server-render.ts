import type { Language } from './common.js';
/**
 * How the server asks the web app's server build (web/src/entry-server.tsx) for a page's HTML. The
 * server answers the page's API calls itself, without the network.
 */
export interface InternalApiRequest {
  method: string;
  /** Path and query, e.g. `/api/website/property/GetById/7`. */
  url: string;
  headers: Record<string, string>;
}

export interface InternalApiAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export interface RenderRequest {
  /** Path and query of the page. */
  url: string;
  /** The origin the reader sees, for absolute links in the page. */
  origin: string;
  language: Language;
  api: (request: InternalApiRequest) => Promise<InternalApiAnswer>;
}

export interface RenderedPage {
  /** The markup that goes inside #root. */
  html: string;
  /**
   * The page's state (its language and answers), for the page's JSON data block; none when the browser
   * renders the page afresh over the markup instead of taking it over (a page that answers 404).
   */
  state?: unknown;
  /** The page's HTTP status: 404 for an unknown path or a missing ad's page; 200 when absent. */
  status?: 404;
}

/** Undefined when the page is not one the server renders (private screens, redirects). */
export type RenderPage = (request: RenderRequest) => Promise<RenderedPage | undefined>;

/** The id of the `<script type="application/json">` element that carries the state. */
export const SERVER_STATE_ELEMENT = 'manzil-server-state';
