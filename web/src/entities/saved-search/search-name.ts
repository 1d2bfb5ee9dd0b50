const SEPARATOR = ' · ';

/** The parts a saved search's name is made of, in reading order; empty ones are left out. */
export function searchName(parts: (string | undefined)[], fallback: string): string {
  const name = parts
    .filter((part): part is string => part !== undefined && part.trim() !== '')
    .join(SEPARATOR);
  return (name === '' ? fallback : name).slice(0, 80);
}

/** A part of a name known to be there but not its wording (a text of a language not loaded). */
export const ANY_WORDING = Symbol('any wording');

/**
 * Whether `name` is the name made of these parts (at least one), as the save dialog offered it: what
 * a reader kept rather than typed.
 */
export function isMadeOf(name: string, parts: (string | typeof ANY_WORDING | undefined)[]): boolean {
  const present = parts.filter((part) => part !== undefined && part !== '');
  const words = name.split(SEPARATOR);
  return (
    present.length > 0 &&
    words.length === present.length &&
    present.every((part, index) => part === ANY_WORDING || part === words[index])
  );
}
