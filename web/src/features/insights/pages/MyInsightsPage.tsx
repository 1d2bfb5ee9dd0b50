import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SignInRedirect } from '#web/components/SignInRedirect';
import { useDocumentTitle } from '#web/hooks/use-document-title';
import { useIsSignedIn } from '#web/lib/session/auth-state';
import { InsightsDesk } from '../components/InsightsDesk';

export { RouteError as ErrorBoundary } from '#web/components/route-error/RouteError';
export { MyInsightsPage as Component };

const mine = () => ({ kind: 'mine' }) as const;

/** /my-ads/insights: how the reader's own ads perform (ADR 0040), and their leads. */
export function MyInsightsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('insights.title'));
  if (!useIsSignedIn()) return <SignInRedirect />;
  return (
    <InsightsDesk
      title={t('insights.title')}
      back={
        <Link to="/my-ads" className="inline-flex items-center gap-1 text-sm text-brand hover:underline">
          <ArrowRight aria-hidden className="size-4 ltr:rotate-180" />
          {t('insights.back')}
        </Link>
      }
      scopeOf={mine}
    />
  );
}
