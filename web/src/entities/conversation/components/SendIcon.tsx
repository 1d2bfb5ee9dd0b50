import { LoaderCircle, SendHorizontal } from 'lucide-react';

/** The send button's arrow, or a spinner while the message is on its way. */
export function SendIcon({ pending }: { pending: boolean }) {
  return pending ? (
    <LoaderCircle aria-hidden className="size-5 animate-spin" />
  ) : (
    <SendHorizontal aria-hidden className="size-5 rtl:-scale-x-100" />
  );
}
