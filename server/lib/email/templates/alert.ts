import type { Language } from '#contract/common.js';
import { bilingualEmail, type Bilingual, type EmailContent } from './layout.js';

export interface AlertEmail {
  /**
   * What happened, short: the subject and each section's heading. Fixed words only, never a name a
   * user wrote: a subject is read before the sender is trusted, and is not escaped by anything.
   */
  title: Bilingual<string>;
  /** A sentence or two in each language; may quote what the reader wrote (a saved search's name, escaped). */
  summary: Bilingual<string>;
  /** What the alert is about (new ads: their titles, in each section's language, and links). */
  items?: readonly { label: Bilingual<string>; url: string }[];
  /** Where to see everything (the saved search's results). */
  action: { label: Bilingual<string>; url: string };
  /** The signed link that stops these alerts without signing in. */
  unsubscribe?: { label: Bilingual<string>; url: string };
}

/** A notice for the reader (saved-search alerts): a title, a summary, a few links and one button. */
export function alertEmail(alert: AlertEmail): EmailContent {
  const section = (language: Language) => ({
    heading: alert.title[language],
    paragraphs: [alert.summary[language]],
    ...(alert.items
      ? { items: alert.items.map((item) => ({ label: item.label[language], url: item.url })) }
      : {}),
    action: { label: alert.action.label[language], url: alert.action.url },
    ...(alert.unsubscribe
      ? { footerLink: { label: alert.unsubscribe.label[language], url: alert.unsubscribe.url } }
      : {}),
  });
  return bilingualEmail(alert.title, { ar: section('ar'), en: section('en') });
}
