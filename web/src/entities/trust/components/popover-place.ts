/** The gap between a badge and its explanation, and the least margin kept from the window's edges. */
const GAP = 6;
const MARGIN = 8;

export interface PopoverPlace {
  top: number;
  insetInlineStart: number;
}

/**
 * Where an explanation of `panel`'s size sits by its `anchor`, in the window: under it, or above it
 * when there is no room under it; starting where the anchor starts in the page's direction, and kept
 * inside the window.
 */
export function popoverPlace(
  anchor: DOMRect,
  panel: { width: number; height: number },
  rtl: boolean,
): PopoverPlace {
  const room = { width: window.innerWidth, height: window.innerHeight };
  const below = anchor.bottom + GAP;
  const top =
    below + panel.height + MARGIN > room.height ? Math.max(MARGIN, anchor.top - GAP - panel.height) : below;
  const start = rtl ? room.width - anchor.right : anchor.left;
  const insetInlineStart = Math.max(MARGIN, Math.min(start, room.width - panel.width - MARGIN));
  return { top, insetInlineStart };
}
