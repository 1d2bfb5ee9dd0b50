/** The kinds of generated demo photo; each demo property type names the one that fits it. */
export const SCENE_KINDS = [
  'villa',
  'apartment',
  'tower',
  'warehouse',
  'factory',
  'land',
  'showroom',
] as const;
export type SceneKind = (typeof SCENE_KINDS)[number];
