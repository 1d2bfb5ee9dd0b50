import { useEffect, useRef } from 'react';

/**
 * A native <dialog> shown as a modal while `open` (focus trap, Escape and the backdrop come with it)
 * and closed when it turns false; a dialog mounted only while it shows leaves `open` out. Returns the
 * ref for the <dialog>.
 */
export function useModal(open = true) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return ref;
}
