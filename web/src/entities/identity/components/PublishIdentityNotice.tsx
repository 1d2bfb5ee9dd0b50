import { useQuery } from '@tanstack/react-query';
import { ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentPath, withReturnPath } from '#web/lib/session/sign-in-return';
import { myIdentityQuery, VERIFY_IDENTITY_PATH } from '../api';

/**
 * Above the ad form where publishing needs a verified identity and the owner has none yet: the way to
 * verify, and back here after. Drafts save as before; only sending the ad is refused (403) until then.
 */
export function PublishIdentityNotice() {
  const { t } = useTranslation();
  const back = useCurrentPath();
  const me = useQuery(myIdentityQuery());
  if (!me.data?.requiredToPublish || me.data.identity) return null;
  return (
    <div
      data-testid="identity-notice"
      className="mb-6 flex items-start gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950 dark:border-amber-800 dark:bg-amber-950/50 dark:text-amber-100"
    >
      <ShieldAlert aria-hidden className="mt-1 size-5 shrink-0" />
      <div>
        <p className="font-bold">{t('identity.publishNotice.text')}</p>
        <p className="mt-0.5">
          {t('identity.publishNotice.draft')}{' '}
          <Link
            to={withReturnPath(VERIFY_IDENTITY_PATH, back)}
            className="font-bold whitespace-nowrap underline underline-offset-4"
          >
            {t('identity.publishNotice.link')}
          </Link>
        </p>
      </div>
    </div>
  );
}
