import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { VerifiedIdentity } from '#contract/identity';
import { stateActionClass } from '#web/components/ui/StateMessage';
import { nameIn } from '#web/entities/identity/api';
import { formatDate } from '#web/lib/formatting/format';
import { useLanguage } from '#web/lib/i18n/i18n';
import { panelClass } from './panel';

/**
 * The identity Nafath vouched for: the names in both languages, the kind of ID, its last four digits
 * (all the site keeps of the number) and the day. With `next`, the way back to where the reader was.
 */
export function VerifiedIdentityCard({ identity, next }: { identity: VerifiedIdentity; next?: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const other = language === 'ar' ? 'en' : 'ar';
  const facts = [
    { label: t('identity.verified.name'), value: nameIn(identity, language), lang: language },
    { label: t('identity.verified.otherName'), value: nameIn(identity, other), lang: other },
    { label: t('identity.verified.kind'), value: t(`identity.kind.${identity.idKind}`) },
    { label: t('identity.verified.number'), value: `•••• ${identity.idLast4}`, ltr: true },
    { label: t('identity.verified.date'), value: formatDate(identity.verifiedAt, language) },
  ];
  return (
    <div className={panelClass('border-emerald-300 dark:border-emerald-800')} data-testid="verified-identity">
      <div className="flex items-center gap-3">
        <span className="grid size-12 shrink-0 place-items-center rounded-full bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200">
          <ShieldCheck aria-hidden className="size-7" />
        </span>
        <div className="min-w-0">
          <h2 className="text-xl font-bold sm:text-2xl">{t('identity.verified.title')}</h2>
          <p className="text-sm text-ink-muted">{t('identity.verified.via')}</p>
        </div>
      </div>
      <dl className="mt-6 grid gap-x-6 gap-y-4 sm:grid-cols-2">
        {facts.map((fact) => (
          <div key={fact.label} className="min-w-0">
            <dt className="text-sm text-ink-muted">{fact.label}</dt>
            <dd className="mt-0.5 text-lg font-medium break-words">
              {fact.ltr ? (
                <bdi dir="ltr">{fact.value}</bdi>
              ) : (
                <span lang={fact.lang} dir={fact.lang ? (fact.lang === 'ar' ? 'rtl' : 'ltr') : undefined}>
                  {fact.value}
                </span>
              )}
            </dd>
          </div>
        ))}
      </dl>
      {next && (
        <Link to={next} className={`${stateActionClass} mt-6`}>
          {t('identity.verified.continue')}
        </Link>
      )}
    </div>
  );
}
