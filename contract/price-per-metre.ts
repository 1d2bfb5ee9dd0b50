/**
 * The price of one square metre: price ÷ area, when both are there and make sense (a price above
 * zero and at least one square metre). The server's district median (price ÷ area over the same
 * rows, `server/modules/properties/price-facts/`) keeps to the same rule.
 */
export const MIN_AREA_FOR_PRICE_PER_METRE = 1;

export function pricePerMetre(ad: { price: number; area: number }): number | null {
  if (!(ad.price > 0) || !(ad.area >= MIN_AREA_FOR_PRICE_PER_METRE)) return null;
  return ad.price / ad.area;
}
