import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Language } from '#contract/common';
import { getCompanyContact } from '#contract/endpoints/company';
import { endpointQuery } from '#web/lib/endpoint-queries';

const LEGAL_LINKS = [
  { to: '/terms', key: 'terms' },
  { to: '/privacy', key: 'privacy' },
] as const;

/**
 * The public pages' footer: the legal pages, the company's commercial registration and FAL licence
 * numbers (configuration; shown once known, each only when set), and the copyright.
 */
export function SiteFooter() {
  const { t, i18n } = useTranslation();
  const company = useQuery({
    ...endpointQuery(getCompanyContact, undefined, { language: i18n.language as Language }),
    staleTime: 60 * 60_000,
  }).data;
  const numbers = [
    { key: 'crNumber' as const, value: company?.crNumber },
    { key: 'falLicense' as const, value: company?.falLicense },
  ].filter((item) => Boolean(item.value));
  return (
    <footer className="border-t border-line px-4 py-6 text-sm text-ink-muted">
      <div className="mx-auto flex max-w-7xl flex-col items-center gap-3 text-center md:flex-row md:justify-between md:text-start">
        <nav aria-label={t('footer.legal')}>
          <ul className="flex flex-wrap justify-center gap-x-5 gap-y-2">
            {LEGAL_LINKS.map((link) => (
              <li key={link.key}>
                <Link to={link.to} className="font-medium text-ink hover:text-brand hover:underline">
                  {t(`footer.${link.key}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {numbers.length > 0 && (
          <dl className="flex flex-wrap justify-center gap-x-5 gap-y-1">
            {numbers.map((item) => (
              <div key={item.key} className="flex gap-1">
                <dt>{t(`footer.${item.key}`)}:</dt>
                <dd dir="ltr" className="font-medium text-ink">
                  {item.value}
                </dd>
              </div>
            ))}
          </dl>
        )}
        <p>
          © {new Date().getFullYear()} {t('footer.company')} · {t('footer.rights')}
        </p>
      </div>
    </footer>
  );
}
