import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { Language } from '#contract/common';
import { TERMS_VERSION } from '#contract/legal';
import { useDocumentTitle } from '#web/hooks/use-document-title';
import { firstSegment } from '#web/lib/browser/navigation';
import { privacyPolicy } from '../lib/privacy-policy';
import { termsOfUse } from '../lib/terms-of-use';

export { RouteError as ErrorBoundary } from '#web/components/route-error/RouteError';
export { LegalPage as Component };

const DOCUMENTS = { privacy: privacyPolicy, terms: termsOfUse } as const;

/** /privacy and /terms: one legal text in the reader's language, with its version and the other text's link. */
export function LegalPage() {
  const { t, i18n } = useTranslation();
  const kind = firstSegment(useLocation().pathname) === 'terms' ? 'terms' : 'privacy';
  const document = DOCUMENTS[kind][i18n.language as Language];
  const other = kind === 'privacy' ? 'terms' : 'privacy';
  useDocumentTitle(document.title);
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold">{document.title}</h1>
      <p className="mt-2 text-sm text-ink-muted">
        {t('footer.version')} <span dir="ltr">{TERMS_VERSION}</span>
      </p>
      <p className="mt-6 text-lg leading-relaxed">{document.summary}</p>
      {document.sections.map((section, index) => (
        <section key={section.heading} aria-labelledby={`legal-${index}`} className="mt-8">
          <h2 id={`legal-${index}`} className="text-xl font-bold">
            {section.heading}
          </h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-3 leading-loose text-ink-muted">
              {paragraph}
            </p>
          ))}
          {section.items && (
            <ul className="mt-3 list-disc space-y-2 ps-6 leading-relaxed text-ink-muted">
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
      <p className="mt-10 border-t border-line pt-6">
        <Link to={`/${other}`} className="font-bold text-brand hover:underline">
          {t(`footer.${other}`)}
        </Link>
      </p>
    </article>
  );
}
