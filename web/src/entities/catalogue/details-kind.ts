import type { PropertyDetail } from '#contract/properties';

export type ResidentialDetails = Extract<PropertyDetail['details'], { bedrooms: number }>;
export type IndustrialDetails = Extract<PropertyDetail['details'], { industryFeatures: unknown }>;

export const isResidential = (details: PropertyDetail['details']): details is ResidentialDetails =>
  'relaxMedia' in details;
