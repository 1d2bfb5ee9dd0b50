/** The parts a saved search's name is made of, in reading order; empty ones are left out. */
export function searchName(parts: (string | undefined)[], fallback: string): string {
  const name = parts.filter((part): part is string => part !== undefined && part.trim() !== '').join(' · ');
  return (name === '' ? fallback : name).slice(0, 80);
}
