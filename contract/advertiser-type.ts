/** The kinds of advertiser a REGA licence names, as the site translates them. */
export const advertiserTypes = ['individual', 'establishment', 'broker'] as const;
export type AdvertiserType = (typeof advertiserTypes)[number];

/** The ways the authority (and older stored answers) spell them, Arabic included. */
const SPELLINGS: Record<string, AdvertiserType> = {
  individual: 'individual',
  فرد: 'individual',
  مالك: 'individual',
  establishment: 'establishment',
  company: 'establishment',
  مؤسسة: 'establishment',
  منشأة: 'establishment',
  شركة: 'establishment',
  broker: 'broker',
  وسيط: 'broker',
  'وسيط عقاري': 'broker',
  'مسوق عقاري': 'broker',
};

/** The advertiser type as one of ours, or null when the authority's word is not one we know. */
export function advertiserTypeOf(raw: string | null | undefined): AdvertiserType | null {
  if (!raw) return null;
  return SPELLINGS[raw.trim().toLowerCase()] ?? null;
}
