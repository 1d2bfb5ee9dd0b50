/** Colour arithmetic on `#rrggbb` strings. */

const toRgb = (hex: string): number[] => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
const byte = (v: number): string => (256 | Math.min(255, Math.max(0, Math.round(v)))).toString(16).slice(1);
const toHex = (rgb: number[]): string => `#${rgb.map(byte).join('')}`;
export const shade = (colour: string, k: number): string => toHex(toRgb(colour).map((v) => v * k));
export function mix(a: string, b: string, t: number): string {
  const to = toRgb(b);
  return toHex(toRgb(a).map((v, i) => v + ((to[i] ?? v) - v) * t));
}
