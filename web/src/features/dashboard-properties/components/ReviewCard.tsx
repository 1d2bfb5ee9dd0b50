import type { ReactNode } from 'react';

/** One titled panel of the review screen. */
export function ReviewCard({ title, children, id }: { title: string; children: ReactNode; id?: string }) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-[var(--radius-card)] border border-line bg-surface-raised p-4"
    >
      <h2 id={id} className="mb-3 text-lg font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}
