import { useId } from 'react';
import { useModal } from '#web/hooks/use-modal';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  body: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A modal on the native <dialog>: focus trap, Escape to cancel and the backdrop come for free. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const ref = useModal(props.open);
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
          {props.cancelLabel}
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
