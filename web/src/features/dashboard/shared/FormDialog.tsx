import { useEffect, useId, useRef, type SyntheticEvent, type ReactNode } from 'react';

interface FormDialogProps {
  title: string;
  children: ReactNode;
  footer: ReactNode;
  onSubmit: (event: SyntheticEvent) => void;
  onClose: () => void;
}

/** A modal form on the native <dialog> (focus trap, Escape, backdrop), shown while it is mounted. */
export function FormDialog({ title, children, footer, onSubmit, onClose }: FormDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={onClose}
      className="m-auto max-h-[92dvh] w-[min(94vw,32rem)] overflow-y-auto rounded-[var(--radius-card)] border border-line bg-surface-raised p-0 text-ink shadow-xl backdrop:bg-black/50"
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4 p-5">
        <h2 id={titleId} className="text-lg font-bold">
          {title}
        </h2>
        {children}
        <div className="mt-2 flex justify-end gap-3">{footer}</div>
      </form>
    </dialog>
  );
}
