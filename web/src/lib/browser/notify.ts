/**
 * Toasts without sonner in the first bundle: messages wait here until <Toasts /> has loaded
 * sonner and mounted its Toaster, then they are shown in order.
 */
export type ToastKind = 'success' | 'error' | 'info';
/** A second line and a button, for toasts that lead somewhere (a new notification). */
export interface ToastExtras {
  description?: string;
  action?: { label: string; onClick: () => void };
  /** A note with instructions stays longer than the spec's 4 s (ms). */
  duration?: number;
}
type Show = (kind: ToastKind, message: string, extras?: ToastExtras) => void;

const waiting: { kind: ToastKind; message: string; extras?: ToastExtras }[] = [];
const wantListeners = new Set<() => void>();
let show: Show | undefined;

function post(kind: ToastKind, message: string, extras?: ToastExtras) {
  if (show) return show(kind, message, extras);
  waiting.push({ kind, message, extras });
  for (const listener of wantListeners) listener();
}

export const notify = {
  success: (message: string) => post('success', message),
  error: (message: string) => post('error', message),
  info: (message: string, extras?: ToastExtras) => post('info', message, extras),
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
  for (const { kind, message, extras } of waiting.splice(0)) next(kind, message, extras);
  return () => {
    if (show === next) show = undefined;
  };
}
