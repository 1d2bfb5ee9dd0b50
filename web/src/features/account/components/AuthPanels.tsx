import { House } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PreferenceButtons } from '#web/components/ui/PreferenceButtons';

/**
 * The two-panel layout of the sign-in screens: a welcome panel on large screens, the form beside it
 * (all of it the page's main landmark) under a bar with the brand (home) and the language and theme switches, which these screens need as
 * much as any page (they have no site header).
 */
export function AuthPanels({
  heading,
  body,
  children,
}: {
  heading: string;
  body: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="grid min-h-screen grid-cols-1 lg:grid-cols-2">
      <aside className="hidden flex-col justify-center gap-4 bg-brand p-16 text-white lg:flex dark:bg-brand-strong/20">
        <House aria-hidden className="size-14" />
        <h2 className="text-4xl font-bold">{heading}</h2>
        <p className="max-w-md text-lg leading-8 text-white/90">{body}</p>
      </aside>
      <main className="flex flex-col">
        <div className="flex items-center justify-between gap-2 px-5 pt-4">
          <Link to="/" className="flex items-center gap-2 text-xl font-bold text-brand">
            <House aria-hidden className="size-6 lg:hidden" />
            {t('brand.name')}
          </Link>
          <div className="flex items-center gap-1">
            <PreferenceButtons />
          </div>
        </div>
        <div className="flex flex-1 items-start justify-center px-5 py-10 sm:items-center">
          <div className="w-full max-w-md">{children}</div>
        </div>
      </main>
    </div>
  );
}
