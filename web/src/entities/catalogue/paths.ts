/** Where an ad opens: the spec's per-category details routes (§2), as notifications link them. */
export const detailsPath = (property: { id: number; category: number }) =>
  property.category === 2 ? `/IndustryDetailes/${property.id}` : `/RecidenceDetailes/${property.id}`;
