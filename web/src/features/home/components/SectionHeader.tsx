import { ChevronLeft } from 'lucide-react';
import { Link } from 'react-router';

/** A home section's title with a "see all" link; the chevron follows the reading direction. */
export function SectionHeader({
  id,
  title,
  to,
  linkText,
}: {
  id: string;
  title: string;
  to: string;
  linkText: string;
}) {
  return (
    <div className="mb-5 flex flex-wrap items-end justify-between gap-x-4 gap-y-1">
      <h2 id={id} className="min-w-0 text-2xl font-bold">
        {title}
      </h2>
      <Link to={to} className="flex shrink-0 items-center gap-1 font-medium text-brand hover:underline">
        {linkText}
        <ChevronLeft aria-hidden className="size-4 ltr:rotate-180" />
      </Link>
    </div>
  );
}
