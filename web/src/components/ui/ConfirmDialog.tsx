import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useModal } from '#web/hooks/use-modal';

interface ConfirmDialogProps {
  /** Shown while mounted unless it says otherwise. */
  open?: boolean;
  title: string;
  body: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A modal on the native <dialog>: focus trap, Escape to cancel and the backdrop come for free; Cancel
 * and the confirm button at its end.
 */
export function ConfirmDialog({ open = true, ...props }: ConfirmDialogProps) {
  const { t } = useTranslation();
  const ref = useModal(open);
  const titleId = useId();

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={props.onCancel}
      className="m-auto w-[min(92vw,26rem)] rounded-[var(--radius-card)] border border-line bg-surface-raised p-6 text-ink shadow-xl backdrop:bg-black/50"
    >
      <h2 id={titleId} className="text-lg font-bold">
        {props.title}
      </h2>
      <p className="mt-2 text-ink-muted">{props.body}</p>
      <div className="mt-6 flex justify-end gap-3">
        <button
          type="button"
          onClick={props.onCancel}
          className="rounded-lg border border-line px-4 py-2 font-medium hover:bg-surface"
        >
          {t('form.cancel')}
        </button>
        <button
          type="button"
          onClick={props.onConfirm}
          className="rounded-lg bg-red-700 px-4 py-2 font-medium text-white hover:bg-red-800"
        >
          {props.confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
