import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '#web/components/ui/Badge';
import { buttonLook } from '#web/components/ui/Button';
import { useLanguage } from '#web/lib/i18n/i18n';
import { TrustBadge } from '#web/entities/trust/components/TrustBadge';
import { myIdentityQuery, nameIn, VERIFY_IDENTITY_PATH } from '../api';

/** The profile's line on the identity: verified with the name Nafath gave, or not yet and the way to it. */
export function IdentityStatusRow() {
  const { t } = useTranslation();
  const language = useLanguage();
  const me = useQuery(myIdentityQuery());
  const identity = me.data?.identity;
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-3" data-testid="identity-status">
      <div className="min-w-0 flex-1">
        <p className="text-sm text-ink-muted">{t('identity.profileRow.label')}</p>
        {me.isPending ? (
          <p aria-busy className="mt-1 h-7 w-40 animate-pulse rounded bg-surface" />
        ) : identity ? (
          <p className="mt-1 flex flex-wrap items-center gap-2">
            <TrustBadge kind="verifiedIdentity" />
            <span className="text-lg font-medium">{nameIn(identity, language)}</span>
          </p>
        ) : (
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-ink-muted">
            <Badge tone="waiting" label={t('identity.profileRow.unverified')} />
            <span>{t('identity.profileRow.why')}</span>
          </p>
        )}
      </div>
      {!me.isPending && (
        <Link
          to={VERIFY_IDENTITY_PATH}
          className={identity ? buttonLook('secondary') : buttonLook('primary')}
        >
          {identity ? t('identity.profileRow.details') : t('identity.profileRow.verify')}
        </Link>
      )}
    </div>
  );
}
