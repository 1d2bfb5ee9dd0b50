import { House } from 'lucide-react';
import type { ReactNode } from 'react';

/** The two-panel layout of the sign-in screens: a welcome panel on large screens, the form beside it. */
export function AuthPanels({
  heading,
  body,
  children,
}: {
  heading: string;
  body: string;
  children: ReactNode;
}) {
  return (
    <div className="grid min-h-screen grid-cols-1 lg:grid-cols-2">
      <aside className="hidden flex-col justify-center gap-4 bg-brand p-16 text-white lg:flex dark:bg-brand-strong/20">
        <House aria-hidden className="size-14" />
        <h2 className="text-4xl font-bold">{heading}</h2>
        <p className="max-w-md text-lg leading-8 text-white/90">{body}</p>
      </aside>
      <main className="flex items-center justify-center px-5 py-12">
        <div className="w-full max-w-md">{children}</div>
      </main>
    </div>
  );
}
