import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** What to do next: a link to another page, or a button (try again, show all). */
export type StateAction = { label: string } & ({ to: string } | { onClick: () => void; disabled?: boolean });

/** A link that sits in the message's line of text, its box drawn around it (it adds no height). */
export const stateLinkClass =
  'rounded-lg bg-brand px-5 py-2.5 font-medium text-white hover:bg-brand-strong dark:text-surface';
/** The next step's button, or a link in its own box; room for an icon before its label. */
export const stateActionClass = `inline-flex items-center gap-2 ${stateLinkClass} disabled:opacity-60`;

function ActionButton({ action }: { action: StateAction }) {
  return 'to' in action ? (
    <Link to={action.to} className={stateActionClass}>
      {action.label}
    </Link>
  ) : (
    <button type="button" onClick={action.onClick} disabled={action.disabled} className={stateActionClass}>
      {action.label}
    </button>
  );
}

/**
 * A page's empty, error or not-found state: an icon (in the `tone` colour), what happened, and what
 * to do next: the `action`, or other `children`.
 */
export function StateMessage({
  icon: Icon,
  tone = 'text-ink-muted',
  title,
  body,
  action,
  children,
}: {
  icon: LucideIcon;
  tone?: string;
  title: string;
  body: string;
  action?: StateAction;
  children?: ReactNode;
}) {
  const next = action ? <ActionButton action={action} /> : children;
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-line px-6 py-14 text-center">
      <Icon aria-hidden className={`size-10 ${tone}`} />
      <h2 className="mt-4 text-xl font-bold">{title}</h2>
      <p className="mt-2 max-w-md text-ink-muted">{body}</p>
      {next && <div className="mt-6">{next}</div>}
    </div>
  );
}
