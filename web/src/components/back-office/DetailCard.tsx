import type { ReactNode } from 'react';

/** One titled block of a detail screen. */
export function DetailCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="min-w-0 rounded-[var(--radius-card)] border border-line bg-surface-raised p-4">
      <h2 className="mb-3 text-lg font-bold">{title}</h2>
      {children}
    </section>
  );
}
