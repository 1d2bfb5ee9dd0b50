import { BadgeCheck, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PropertyDetail } from '#contract/properties';
import { languageNames } from '#web/lib/formatting/format';
import type { Language } from '#contract/common';
import { TrustBadges } from '#web/entities/trust/components/TrustBadge';

/**
 * Who answers: the company agent named on the ad, else the owner by first name; an ad posted for a
 * brokerage office names the office and its FAL licence (ADR 0039); the advertiser's badges under.
 */
export function Advertiser({
  property,
}: {
  property: Pick<PropertyDetail, 'agent' | 'owner' | 'office' | 'advertiserBadges'>;
}) {
  const { t, i18n } = useTranslation();
  const { agent, owner, office } = property;
  const name = agent?.fullName ?? owner.firstName ?? t('details.contact.advertiser');
  const imageUrl = agent ? agent.imageUrl : owner.imageUrl;
  return (
    <div className="flex items-center gap-3">
      {imageUrl ? (
        <img
          src={imageUrl}
          alt=""
          width={56}
          height={56}
          className="size-14 shrink-0 rounded-full object-cover"
        />
      ) : (
        <span className="flex size-14 shrink-0 items-center justify-center rounded-full bg-brand/10 text-brand">
          <UserRound aria-hidden className="size-7" />
        </span>
      )}
      <div className="min-w-0">
        <p className="truncate text-lg font-bold">
          <bdi data-user-content>{name}</bdi>
        </p>
        <p className="flex items-center gap-1 text-sm text-ink-muted">
          {agent && <BadgeCheck aria-hidden className="size-4 text-brand" />}
          {agent
            ? t('details.contact.agent')
            : office
              ? t('details.contact.officeAgent')
              : t('details.contact.owner')}
        </p>
        {office && (
          <p className="text-sm text-ink-muted">
            {office.logoUrl && (
              <img
                src={office.logoUrl}
                alt=""
                width={24}
                height={24}
                className="me-1.5 inline-block size-6 rounded border border-line bg-white object-contain align-middle"
              />
            )}
            {t('details.contact.office')}:{' '}
            <Link
              to={`/offices/${office.id}`}
              dir="auto"
              data-user-content
              className="font-medium text-brand hover:underline"
            >
              {office.name}
            </Link>
            {' · '}
            <span className="whitespace-nowrap">
              {t('details.contact.fal')}: <span dir="ltr">{office.falNumber}</span>
            </span>
          </p>
        )}
        {agent?.falLicenseNumber && (
          <p className="text-sm text-ink-muted">
            {t('details.contact.fal')}: <span dir="ltr">{agent.falLicenseNumber}</span>
          </p>
        )}
        {agent && agent.languages.length > 0 && (
          <p className="text-sm text-ink-muted">
            {t('details.contact.languages', {
              languages: languageNames(agent.languages, i18n.language as Language),
            })}
          </p>
        )}
        <div className="mt-1.5 empty:hidden">
          <TrustBadges badges={property.advertiserBadges} />
        </div>
      </div>
    </div>
  );
}
