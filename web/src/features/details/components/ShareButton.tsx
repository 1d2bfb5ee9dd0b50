import { Share2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { notify } from '#web/lib/browser/notify';

/** The system share sheet where the browser has one (phones); elsewhere the link goes to the clipboard. */
export function ShareButton({ title, url }: { title: string; url: string }) {
  const { t } = useTranslation();
  const share = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return;
        // Refused (e.g. not allowed here): fall back to copying.
      }
    }
    try {
      await navigator.clipboard.writeText(url);
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
