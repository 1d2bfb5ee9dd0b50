import type { ReactNode } from 'react';

/** A page's empty, error or not-found state: an icon, what happened, and what to do next. */
export function StateMessage({
  icon,
  title,
  body,
  children,
}: {
  icon: ReactNode;
  title: string;
  body: string;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-line px-6 py-14 text-center">
      {icon}
      <h2 className="mt-4 text-xl font-bold">{title}</h2>
      <p className="mt-2 max-w-md text-ink-muted">{body}</p>
      {children && <div className="mt-6">{children}</div>}
    </div>
  );
}
