import { z } from 'zod';

/**
 * Unicode's explicit embeddings and overrides (U+202A–U+202E) and isolates (U+2066–U+2069). Invisible,
 * they reorder what follows them: an override makes a name or a price read backwards, and one left
 * open spills into the rest of the page. Pages already isolate each text (`dir="auto"`), so nothing
 * legitimate needs them; the marks U+200E, U+200F and U+061C stay.
 */
const DIRECTION_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

export const withoutDirectionControls = (text: string): string => text.replace(DIRECTION_CONTROLS, '');

/**
 * Text a person writes for others to read (a name, a title, a message, a note): direction controls
 * are removed, silently, since the writer cannot see them (they arrive with pasted text), then it is
 * trimmed, so text made of nothing else is empty. Chain length checks as on `z.string()`.
 */
export const writtenText = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).overwrite(withoutDirectionControls).trim();
