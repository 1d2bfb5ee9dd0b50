import { Share2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { sendActivity } from '#web/entities/ad-activity/send-activity';
import { notify } from '#web/lib/browser/notify';

/**
 * The system share sheet where the browser has one (phones); elsewhere the link goes to the clipboard.
 * A share made, or a link copied, counts as a share of the ad (ADR 0040).
 */
export function ShareButton({ propertyId, title, url }: { propertyId: number; title: string; url: string }) {
  const { t } = useTranslation();
  const shared = () => sendActivity({ kind: 'share', propertyIds: [propertyId] });
  const share = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        shared();
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return;
        // Refused (e.g. not allowed here): fall back to copying.
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      shared();
      notify.success(t('details.share.copied'));
    } catch {
      notify.error(t('details.share.failed'));
    }
  };
  return (
    <button
      type="button"
      onClick={() => void share()}
      className="inline-flex h-10 items-center gap-2 rounded-full border border-line bg-surface-raised px-4 font-medium hover:bg-surface"
    >
      <Share2 aria-hidden className="size-4" />
      {t('details.share.button')}
    </button>
  );
}
