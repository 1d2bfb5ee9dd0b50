import type { Language } from '#contract/common';

/** One heading of a legal page with its paragraphs and, when it lists things, its items. */
export interface LegalSection {
  heading: string;
  paragraphs: string[];
  items?: string[];
}

export interface LegalDocument {
  title: string;
  /** One sentence for the page's description. */
  summary: string;
  sections: LegalSection[];
}

export type LegalTexts = Record<Language, LegalDocument>;
