export type Category = 1 | 2;

/**
 * The `{type}` of /add-property/{type}. The spec names no values, so every spelling a link could
 * carry is accepted, in any letter case: `residence`, `recidence` (the spec's list route) and `1` for
 * residential; `industry` and `2` for industrial. Any other value opens the category chooser. When
 * editing, the ad's own category wins over the URL.
 */
const CATEGORY_OF_TYPE: Record<string, Category> = {
  residence: 1,
  recidence: 1,
  '1': 1,
  industry: 2,
  '2': 2,
};

export function categoryOfType(type: string | undefined): Category | undefined {
  return CATEGORY_OF_TYPE[(type ?? '').toLowerCase()];
}

const typeOf = (category: Category) => (category === 1 ? 'residence' : 'industry');

export const newAdPath = (category: Category) => `/add-property/${typeOf(category)}`;

/** "Post an ad": a type the table above does not know, so the form first asks which category. */
export const POST_AD_PATH = '/add-property/new';
export const editAdPath = (category: Category, id: number) => `/add-property/${typeOf(category)}/${id}`;

export const asCategory = (value: number): Category => (value === 2 ? 2 : 1);
