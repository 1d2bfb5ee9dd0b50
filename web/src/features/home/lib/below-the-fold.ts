/**
 * Home sections under the hero: the browser skips their layout and paint until they come near the
 * viewport (their text stays in the page for search and assistive technology).
 */
export const belowTheFold = '[content-visibility:auto] [contain-intrinsic-size:auto_60rem]';
