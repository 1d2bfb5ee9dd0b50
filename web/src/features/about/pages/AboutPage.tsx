import { Building2, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatNumber } from '#web/lib/formatting/format';
import type { Language } from '#contract/common';

export { RouteError as ErrorBoundary } from '#web/components/route-error/RouteError';
export { AboutPage as Component };

/** The spec's figures (§1, §9): founded 2010, 500+ clients, 1200+ sold, 15+ years. */
const COUNTERS = [
  { key: 'clients', value: 500 },
  { key: 'sold', value: 1200 },
  { key: 'years', value: 15 },
] as const;

const TEAM = ['ceo', 'sales', 'industrial', 'support'] as const;
/** Where each team member's profiles would be (the networks' home pages until there are profiles). */
const SOCIAL = [
  { key: 'linkedin', href: 'https://www.linkedin.com/' },
  { key: 'x', href: 'https://x.com/' },
] as const;

/** /about: hero, company text, three counters, team cards, and a call to action to /contact-us. */
export function AboutPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  return (
    <>
      <section className="bg-hero text-white">
        <div className="mx-auto max-w-5xl px-4 py-16 text-center">
          <Building2 aria-hidden className="mx-auto size-12" />
          <h1 className="mt-4 text-4xl font-bold">{t('site.about.title')}</h1>
          <p className="mx-auto mt-4 max-w-3xl text-lg leading-relaxed opacity-90">{t('site.about.lead')}</p>
        </div>
      </section>

      <section className="mx-auto max-w-5xl px-4 py-12">
        <h2 className="text-2xl font-bold">{t('site.about.storyTitle')}</h2>
        <p className="mt-4 text-lg leading-loose text-ink-muted">{t('site.about.story')}</p>
        <ul className="mt-10 grid gap-5 sm:grid-cols-3">
          {COUNTERS.map((counter) => (
            <li
              key={counter.key}
              className="rounded-2xl border border-line bg-surface-raised p-6 text-center"
            >
              <p className="text-4xl font-bold text-accent" dir="ltr">
                {formatNumber(counter.value, language)}+
              </p>
              <p className="mt-2 font-medium">{t(`site.about.counters.${counter.key}`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="mx-auto max-w-5xl px-4 pb-12">
        <h2 className="text-2xl font-bold">{t('site.about.teamTitle')}</h2>
        <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {TEAM.map((member) => (
            <li key={member} className="rounded-2xl border border-line bg-surface-raised p-6 text-center">
              <span className="mx-auto flex size-20 items-center justify-center rounded-full bg-brand/10">
                <UserRound aria-hidden className="size-9 text-brand" />
              </span>
              <h3 className="mt-4 font-bold">{t(`site.about.team.${member}.name`)}</h3>
              <p className="mt-1 text-sm text-ink-muted">{t(`site.about.team.${member}.role`)}</p>
              <p className="mt-3 flex justify-center gap-3 text-sm">
                {SOCIAL.map((network) => (
                  <a
                    key={network.key}
                    href={network.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="text-brand hover:underline"
                  >
                    {t(`site.about.social.${network.key}`)}
                  </a>
                ))}
              </p>
            </li>
          ))}
        </ul>
      </section>

      <section className="mx-auto max-w-5xl px-4 pb-16">
        <div className="rounded-2xl bg-accent/10 p-8 text-center">
          <h2 className="text-2xl font-bold">{t('site.about.ctaTitle')}</h2>
          <p className="mt-2 text-ink-muted">{t('site.about.ctaBody')}</p>
          <Link
            to="/contact-us"
            className="mt-6 inline-block rounded-lg bg-brand px-6 py-3 font-bold text-white hover:bg-brand-strong dark:text-surface"
          >
            {t('site.about.cta')}
          </Link>
        </div>
      </section>
    </>
  );
}
