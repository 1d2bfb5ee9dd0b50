import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { StateMessage } from '#web/components/ui/StateMessage';

/** Ads that could not be loaded (network, server): what happened, and a retry. */
export function AdsLoadError({ title, onRetry }: { title?: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <StateMessage
      icon={TriangleAlert}
      tone="text-accent"
      title={title ?? t('catalogue.error.title')}
      body={t('catalogue.error.body')}
      action={{ label: t('catalogue.error.retry'), onClick: onRetry }}
    />
  );
}
