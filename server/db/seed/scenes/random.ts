import type { SceneKind } from '../scene-kind.js';

/** The seeded PRNG behind every scene (mulberry32, seeded from the kind and variant) and its helpers. */

export type Rng = () => number;

export function mulberry32(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function seedFor(kind: SceneKind, variant: number): number {
  let hash = 2166136261;
  for (const ch of kind) hash = Math.imul(hash ^ ch.charCodeAt(0), 16777619);
  return (hash ^ Math.imul(variant + 1, 0x9e3779b1)) >>> 0;
}

export const range = (r: Rng, lo: number, hi: number): number => lo + (hi - lo) * r();
export const int = (r: Rng, lo: number, hi: number): number => Math.floor(range(r, lo, hi + 1));
export const pick = <T>(r: Rng, items: readonly T[]): T => items[Math.floor(r() * items.length)] as T;
export const cycle = <T>(items: readonly T[], i: number): T => items[i % items.length] as T;
export const sign = (r: Rng): number => (r() < 0.5 ? -1 : 1);
