import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';

/** Back from a detail screen to its list; the arrow points the reading direction's way back. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to} className="mb-3 inline-flex items-center gap-1 text-sm text-ink-muted hover:underline">
      <ArrowLeft aria-hidden className="size-4 rtl:-scale-x-100" />
      {label}
    </Link>
  );
}
