import { useQuery } from '@tanstack/react-query';
import { House } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useIsSignedIn } from '#web/lib/session/auth-state';
import { companyQuery } from '#web/entities/company/api';
import { companyChannels, companyWhatsapp, outside } from '#web/entities/company/channels';
import { useLanguage } from '#web/lib/i18n/i18n';
import { siteLinksFor } from './site-links';

const LEGAL_LINKS = [
  { to: '/terms', key: 'terms' },
  { to: '/privacy', key: 'privacy' },
  { to: '/trust', key: 'trust' },
] as const;

const heading = 'mb-3 text-base font-bold text-ink';

/** A titled list of the site's pages (its main links, the legal pages). */
function LinkList({
  title,
  links,
  className,
}: {
  title: string;
  links: { to: string; label: string }[];
  className: string;
}) {
  return (
    <nav aria-label={title}>
      <h2 className={heading}>{title}</h2>
      <ul className={className}>
        {links.map((item) => (
          <li key={item.to}>
            <Link to={item.to} className="font-medium text-ink hover:text-brand hover:underline">
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The public pages' footer (docs/navigation.md): the header's links, how to reach the company, its
 * social profiles, the legal pages, its commercial registration and FAL licence numbers (each only
 * when configured), and the copyright. The company's details come with a page the server renders.
 */
export function SiteFooter() {
  const { t } = useTranslation();
  const signedIn = useIsSignedIn();
  const company = useQuery(companyQuery(useLanguage())).data;
  const whatsapp = company && companyWhatsapp(company);
  const channels = company ? companyChannels(company) : [];
  const numbers = [
    { key: 'crNumber' as const, value: company?.crNumber },
    { key: 'falLicense' as const, value: company?.falLicense },
  ].filter((item) => Boolean(item.value));

  return (
    <footer className="border-t border-line bg-surface-raised text-sm text-ink-muted">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-[1.3fr_1.2fr_1fr_1fr]">
        <div>
          <Link to="/" className="inline-flex items-center gap-2 text-xl font-bold text-brand">
            <House aria-hidden className="size-6" />
            {t('brand.name')}
          </Link>
          <p className="mt-3 max-w-xs leading-relaxed">{t('footer.tagline')}</p>
        </div>

        <LinkList
          title={t('footer.siteLinks')}
          links={siteLinksFor(signedIn).map((item) => ({ to: item.to, label: t(`nav.${item.key}`) }))}
          className="grid grid-cols-2 gap-x-4 gap-y-2"
        />

        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={heading}>
            {t('footer.contact')}
          </h2>
          <ul className="space-y-2">
            {channels.map(({ key, icon: Icon, value, link }) => (
              <li key={key}>
                <a {...link} className="inline-flex items-center gap-2 hover:text-brand">
                  <Icon aria-hidden className="size-4 shrink-0 text-brand" />
                  <span className="sr-only">{t(`footer.${key}`)}: </span>
                  <span dir="ltr" className="font-medium text-ink">
                    {value}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </section>

        <div className="space-y-6">
          {company && whatsapp && (
            <section aria-labelledby="footer-social">
              <h2 id="footer-social" className={heading}>
                {t('footer.follow')}
              </h2>
              <ul className="flex flex-wrap gap-2">
                {[{ network: 'whatsapp' as const, url: whatsapp }, ...company.social].map(
                  ({ network, url }) => (
                    <li key={network}>
                      <a
                        href={url}
                        {...outside}
                        className="inline-flex items-center rounded-full border border-line px-3 py-1.5 font-medium text-ink hover:border-brand hover:text-brand"
                      >
                        {t(`footer.social.${network}`)}
                      </a>
                    </li>
                  ),
                )}
              </ul>
            </section>
          )}
          <LinkList
            title={t('footer.legal')}
            links={LEGAL_LINKS.map((item) => ({ to: item.to, label: t(`footer.${item.key}`) }))}
            className="space-y-2"
          />
        </div>
      </div>

      <div className="border-t border-line">
        <div className="mx-auto flex max-w-7xl flex-col items-center gap-2 px-4 py-4 text-center md:flex-row md:justify-between md:text-start">
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
      </div>
    </footer>
  );
}
