import type { Language } from '#contract/common.js';
import { escapeHtml } from '#server/lib/escape.js';

/** One value per language; every email carries both, Arabic first. */
export type Bilingual<T> = Readonly<Record<Language, T>>;

export interface EmailLink {
  label: string;
  /** http or https only. */
  url: string;
}

export interface EmailSection {
  heading: string;
  paragraphs: readonly string[];
  /** A code the reader types elsewhere: shown large, left to right. */
  code?: string;
  /** Entries people wrote (ad titles): each keeps the direction of its own text. */
  items?: readonly EmailLink[];
  action?: EmailLink;
  /** Smaller, after the rest: how long something is valid, what to do if it was not you. */
  notes?: readonly string[];
  /** A small link after the notes (an alert's unsubscribe). */
  footerLink?: EmailLink;
}

export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

const LANGUAGES = [
  { language: 'ar', dir: 'rtl', align: 'right' },
  { language: 'en', dir: 'ltr', align: 'left' },
] as const;

const BRAND = 'منزل · Manzil';

function checkedUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    throw new Error(`an email link must be http or https, not ${parsed.protocol}`);
  }
  return parsed.href;
}

const styles = {
  body: 'margin:0;padding:24px 12px;background-color:#f4f5f7;color:#1f2933;font-family:Tahoma,Arial,sans-serif;',
  card: 'max-width:560px;margin:0 auto;padding:24px;background-color:#ffffff;border-radius:8px;',
  brand: 'margin:0 0 16px;font-size:13px;color:#616e7c;text-align:center;',
  heading: 'margin:0 0 12px;font-size:20px;line-height:1.4;',
  paragraph: 'margin:0 0 12px;font-size:15px;line-height:1.7;',
  code: 'margin:16px 0;font-family:Consolas,Menlo,monospace;font-size:30px;font-weight:bold;letter-spacing:6px;text-align:center;',
  list: 'margin:0 0 12px;padding:0;list-style:none;font-size:15px;line-height:1.7;',
  note: 'margin:0 0 8px;font-size:13px;line-height:1.6;color:#616e7c;',
  link: 'color:#0b6e4f;',
  button:
    'display:inline-block;padding:10px 20px;background-color:#0b6e4f;color:#ffffff;border-radius:6px;text-decoration:none;font-size:15px;',
  divider: 'margin:24px 0;border:none;border-top:1px solid #e4e7eb;',
};

function sectionHtml(section: EmailSection, language: Language, dir: string, align: string): string {
  const parts = [
    `<h1 style="${styles.heading}">${escapeHtml(section.heading)}</h1>`,
    ...section.paragraphs.map((text) => `<p style="${styles.paragraph}">${escapeHtml(text)}</p>`),
  ];
  if (section.code) parts.push(`<p dir="ltr" style="${styles.code}">${escapeHtml(section.code)}</p>`);
  if (section.items?.length) {
    const items = section.items.map(
      (item) =>
        `<li dir="auto"><a href="${escapeHtml(checkedUrl(item.url))}" style="${styles.link}">${escapeHtml(item.label)}</a></li>`,
    );
    parts.push(`<ul style="${styles.list}">${items.join('')}</ul>`);
  }
  if (section.action) {
    parts.push(
      `<p style="${styles.paragraph}"><a href="${escapeHtml(checkedUrl(section.action.url))}" style="${styles.button}">${escapeHtml(section.action.label)}</a></p>`,
    );
  }
  parts.push(...(section.notes ?? []).map((text) => `<p style="${styles.note}">${escapeHtml(text)}</p>`));
  if (section.footerLink) {
    parts.push(
      `<p style="${styles.note}"><a href="${escapeHtml(checkedUrl(section.footerLink.url))}" style="${styles.link}">${escapeHtml(section.footerLink.label)}</a></p>`,
    );
  }
  return `<div lang="${language}" dir="${dir}" style="text-align:${align};">${parts.join('')}</div>`;
}

function sectionText(section: EmailSection): string {
  const blocks = [section.heading, ...section.paragraphs];
  if (section.code) blocks.push(`    ${section.code}`);
  if (section.items?.length) {
    blocks.push(section.items.map((item) => `- ${item.label}\n  ${checkedUrl(item.url)}`).join('\n'));
  }
  if (section.action) blocks.push(`${section.action.label}: ${checkedUrl(section.action.url)}`);
  blocks.push(...(section.notes ?? []));
  if (section.footerLink) blocks.push(`${section.footerLink.label}: ${checkedUrl(section.footerLink.url)}`);
  return blocks.join('\n\n');
}

/**
 * An email in both languages, Arabic first (right to left) then English: a subject, an HTML part
 * with inline styles only (no images, fonts or stylesheets to fetch) and the same words as text.
 * Everything given is text and is escaped.
 */
export function bilingualEmail(subject: Bilingual<string>, sections: Bilingual<EmailSection>): EmailContent {
  const title = `${subject.ar} | ${subject.en}`;
  const body = LANGUAGES.map(({ language, dir, align }) =>
    sectionHtml(sections[language], language, dir, align),
  );
  const html = [
    '<!doctype html>',
    '<html lang="ar" dir="rtl">',
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title></head>`,
    `<body style="${styles.body}"><div style="${styles.card}">`,
    `<p dir="ltr" style="${styles.brand}">${escapeHtml(BRAND)}</p>`,
    body.join(`<hr style="${styles.divider}">`),
    '</div></body>',
    '</html>',
  ].join('\n');
  const text = LANGUAGES.map(({ language }) => sectionText(sections[language])).join('\n\n----------\n\n');
  return { subject: title, text: `${BRAND}\n\n${text}\n`, html: `${html}\n` };
}
