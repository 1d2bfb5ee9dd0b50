/**
 * Toasts without sonner in the first bundle: messages wait here until <Toasts /> has loaded
 * sonner and mounted its Toaster, then they are shown in order.
 */
export type ToastKind = 'success' | 'error' | 'info';
type Show = (kind: ToastKind, message: string) => void;

const waiting: { kind: ToastKind; message: string }[] = [];
const wantListeners = new Set<() => void>();
let show: Show | undefined;

function post(kind: ToastKind, message: string) {
  if (show) return show(kind, message);
  waiting.push({ kind, message });
  for (const listener of wantListeners) listener();
}

export const notify = {
  success: (message: string) => post('success', message),
  error: (message: string) => post('error', message),
  info: (message: string) => post('info', message),
};

/** Calls `listener` whenever a toast waits for a toaster; returns the unsubscribe function. */
export function onToastWanted(listener: () => void) {
  wantListeners.add(listener);
  if (waiting.length > 0) listener();
  return () => void wantListeners.delete(listener);
}

/** Connects a mounted toaster: the waiting toasts are shown, then every new one directly. */
export function connectToaster(next: Show) {
  show = next;
  for (const { kind, message } of waiting.splice(0)) next(kind, message);
  return () => {
    if (show === next) show = undefined;
  };
}
