import { ArrowLeft, ArrowRight, Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';

interface StepButtonsProps {
  isFirst: boolean;
  isLast: boolean;
  busy: boolean;
  /** The label of the forward button: next, save and continue, send for review, save changes. */
  forwardLabel: string;
  /** Why the last button waits (photos still uploading), if it does. */
  waitingFor?: string;
  onBack: () => void;
}

/** Back at the start, forward at the end; arrows follow the reading direction. */
export function StepButtons({ isFirst, isLast, busy, forwardLabel, waitingFor, onBack }: StepButtonsProps) {
  const { t } = useTranslation();
  return (
    <div className="mt-8 border-t border-line pt-6">
      {waitingFor && <p className="mb-3 text-sm text-ink-muted">{waitingFor}</p>}
      <div className="flex flex-wrap-reverse items-center justify-between gap-3">
        {isFirst ? (
          <span />
        ) : (
          <button
            type="button"
            onClick={onBack}
            disabled={busy}
            className="inline-flex h-12 items-center gap-2 rounded-lg border border-line px-5 font-medium hover:bg-surface disabled:opacity-60"
          >
            <ArrowRight aria-hidden className="size-5 ltr:rotate-180" />
            {t('addProperty.back')}
          </button>
        )}
        <button
          type="submit"
          disabled={busy || Boolean(waitingFor)}
          className="inline-flex h-12 items-center gap-2 rounded-lg bg-brand px-6 font-bold text-white hover:bg-brand-strong disabled:opacity-60 dark:text-surface"
        >
          {busy ? t('addProperty.saving') : forwardLabel}
          {isLast ? (
            <Send aria-hidden className="size-5 rtl:-scale-x-100" />
          ) : (
            <ArrowLeft aria-hidden className="size-5 ltr:rotate-180" />
          )}
        </button>
      </div>
    </div>
  );
}
