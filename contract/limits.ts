/**
 * Numbers the web app needs without the schemas around them: importing them from here keeps zod out
 * of the chunks that only count characters or page through notifications.
 */
export const MESSAGE_MAX_LENGTH = 2000;
export const REVIEW_COMMENT_MAX_LENGTH = 1000;
/** The notification panel shows 4 a page (spec). */
export const NOTIFICATION_PAGE_SIZE = 4;
/** The deepest zoom the search map asks for (Leaflet's web-mercator zooms start at 0). */
export const MAX_MAP_ZOOM = 20;
/** At most this many notifications are replayed after Last-Event-ID (the newest ones). */
export const MAX_NOTIFICATION_REPLAY = 100;
/** Open notification streams per user in one process; one more answers 429. */
export const MAX_STREAMS_PER_USER = 5;

/** How long what a browser reports of an error may be; the web cuts to these before sending. */
export const CLIENT_ERROR_LIMITS = { message: 500, stack: 4000, path: 500 } as const;

/** At most this many ads side by side on /compare. */
export const MAX_COMPARED_ADS = 4;
/** The recently viewed list keeps this many ads, newest first (on the device and on the account). */
export const MAX_RECENTLY_VIEWED = 20;

/** Saved searches a user may keep; one more is refused (issue 20). */
export const MAX_SAVED_SEARCHES = 20;
/** The longest name of a saved search. */
export const SAVED_SEARCH_NAME_MAX_LENGTH = 80;
/** Ads a digest email or push lists; it links to all of them. */
export const DIGEST_MAX_ADS = 10;

/** A draft its owner has not touched for this many days is deleted with its photos (ADR 0032). */
export const DRAFT_KEPT_DAYS = 30;
