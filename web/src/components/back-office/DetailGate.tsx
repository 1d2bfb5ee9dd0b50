import { Link } from 'react-router';
import { errorMessage } from '#web/lib/api/api-client';
import { buttonLook } from '../ui/Button';

/** What a detail screen shows before its data: a placeholder while loading, the error with a way back. */
export function DetailGate({
  query: { isPending, error },
  backTo,
  backLabel,
}: {
  /** The detail's query, not answered yet or failed. */
  query: { isPending: boolean; error: unknown };
  backTo: string;
  backLabel: string;
}) {
  if (isPending) return <div aria-busy className="h-64 animate-pulse rounded-[var(--radius-card)] bg-line" />;
  return (
    <div className="flex flex-col items-start gap-3">
      <p role="alert" className="text-red-700 dark:text-red-300">
        {errorMessage(error)}
      </p>
      <Link to={backTo} className={buttonLook()}>
        {backLabel}
      </Link>
    </div>
  );
}
