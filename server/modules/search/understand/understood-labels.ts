import type { UnderstoodItem } from '#contract/query-understanding.js';
import type { RangeValue, Understood } from './understood.js';

const grouped = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** A price or area range as a chip says it: "≤ 1,000,000", "≥ 400", "300,000 – 400,000". */
function rangeLabel({ min, max }: RangeValue): string {
  if (min !== undefined && max !== undefined) return `${grouped.format(min)} – ${grouped.format(max)}`;
  if (max !== undefined) return `≤ ${grouped.format(max)}`;
  return `≥ ${grouped.format(min ?? 0)}`;
}

/** Arabic counts 3 to 10 with the plural (3 غرف), the others with the singular (11 غرفة). */
const roomsAr = (count: number) => `${count}+ ${count >= 3 && count <= 10 ? 'غرف' : 'غرفة'}`;
const roomsEn = (count: number) => `${count}+ ${count === 1 ? 'bedroom' : 'bedrooms'}`;

/** What a chip says of one thing understood, in Arabic and in English. */
export function labelsOf(item: Understood): Pick<UnderstoodItem, 'labelAr' | 'labelEn'> {
  switch (item.kind) {
    case 'district':
      return { labelAr: `حي ${item.value.nameAr}`, labelEn: item.value.nameEn ?? item.value.nameAr };
    case 'rooms':
      return { labelAr: roomsAr(item.value.min), labelEn: roomsEn(item.value.min) };
    case 'price':
      return { labelAr: rangeLabel(item.value), labelEn: rangeLabel(item.value) };
    case 'area':
      return { labelAr: `${rangeLabel(item.value)} م²`, labelEn: `${rangeLabel(item.value)} m²` };
    default:
      return { labelAr: item.value.nameAr, labelEn: item.value.nameEn };
  }
}
