import { BadgeCheck, Flag, Fingerprint, QrCode, ShieldCheck, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { advertiserBadges, type AdvertiserBadge } from '#contract/advertiser-badges';
import { TrustBadge } from '#web/entities/trust/components/TrustBadge';
import { useQuickResponderWording } from '#web/entities/trust/quick-responder-rules';
import { useDocumentTitle } from '#web/hooks/use-document-title';

export { trustLoader as loader } from '../loader';
export { RouteError as ErrorBoundary } from '#web/components/route-error/RouteError';
export { TrustPage as Component };

const STEPS = ['one', 'two', 'three'] as const;

/** One part of the page: an icon, a heading and what is said under it. */
function Part({
  id,
  icon: Icon,
  title,
  children,
}: {
  id: string;
  icon: LucideIcon;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-line bg-surface-raised p-6 sm:p-8">
      <h2 id={id} className="flex items-center gap-3 text-2xl font-bold">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand/10 text-brand">
          <Icon aria-hidden className="size-6" />
        </span>
        {title}
      </h2>
      <div className="mt-4 space-y-3 text-lg leading-loose text-ink-muted">{children}</div>
    </section>
  );
}

/**
 * What a badge means and when it goes. The "Quick to respond" thresholds are the server's settings:
 * its texts wait for them (they come with the page the server renders).
 */
function BadgeRules({ kind }: { kind: AdvertiserBadge }) {
  const { t } = useTranslation();
  const quickResponder = useQuickResponderWording();
  const values = kind === 'quickResponder' ? quickResponder : {};
  if (!values) return null;
  return (
    <>
      <dd className="mt-3 text-base leading-relaxed">
        <span className="font-bold text-ink">{t('trust.badges.means')}: </span>
        {t(`trust.badges.${kind}.means`, values)}
      </dd>
      <dd className="mt-1 text-base leading-relaxed">
        <span className="font-bold text-ink">{t('trust.badges.lost')}: </span>
        {t(`trust.badges.${kind}.lost`, values)}
      </dd>
    </>
  );
}

/**
 * /trust: how an identity is verified through Nafath, what a FAL licence is and how it is checked with
 * REGA, what the ad licence means, what each badge means and when it goes, and how to report an ad.
 */
export function TrustPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('trust.title'));
  return (
    <>
      <section className="bg-hero text-white">
        <div className="mx-auto max-w-4xl px-4 py-14 text-center">
          <ShieldCheck aria-hidden className="mx-auto size-12" />
          <h1 className="mt-4 text-3xl font-bold sm:text-4xl">{t('trust.title')}</h1>
          <p className="mx-auto mt-4 max-w-3xl text-lg leading-relaxed opacity-90">{t('trust.lead')}</p>
        </div>
      </section>

      <div className="mx-auto max-w-4xl space-y-6 px-4 py-10">
        <Part id="trust-identity" icon={Fingerprint} title={t('trust.identity.title')}>
          <p>{t('trust.identity.body')}</p>
          <ol className="list-decimal space-y-2 ps-6 text-ink">
            {STEPS.map((step) => (
              <li key={step}>{t(`trust.identity.steps.${step}`)}</li>
            ))}
          </ol>
          <p>{t('trust.identity.privacy')}</p>
        </Part>

        <Part id="trust-fal" icon={BadgeCheck} title={t('trust.fal.title')}>
          <p>{t('trust.fal.body')}</p>
          <p>{t('trust.fal.check')}</p>
        </Part>

        <Part id="trust-ad-licence" icon={QrCode} title={t('trust.adLicence.title')}>
          <p>{t('trust.adLicence.body')}</p>
        </Part>

        <Part id="trust-badges" icon={ShieldCheck} title={t('trust.badges.title')}>
          <dl className="space-y-5">
            {advertiserBadges.map((kind) => (
              <div key={kind} className="rounded-xl bg-surface p-4" data-testid={`trust-${kind}`}>
                <dt>
                  <TrustBadge kind={kind} />
                </dt>
                <BadgeRules kind={kind} />
              </div>
            ))}
          </dl>
          <Link
            to="/Agents"
            className="inline-block font-medium text-brand underline-offset-4 hover:underline"
          >
            {t('trust.agents')}
          </Link>
        </Part>

        <Part id="trust-report" icon={Flag} title={t('trust.report.title')}>
          <p>{t('trust.report.body')}</p>
          <ul className="list-disc space-y-2 ps-6 text-ink">
            {STEPS.map((tip) => (
              <li key={tip}>{t(`trust.report.tips.${tip}`)}</li>
            ))}
          </ul>
          <Link
            to="/contact-us"
            className="mt-2 inline-block rounded-lg bg-brand px-6 py-3 text-base font-bold text-white hover:bg-brand-strong dark:text-surface"
          >
            {t('trust.report.contact')}
          </Link>
        </Part>
      </div>
    </>
  );
}
