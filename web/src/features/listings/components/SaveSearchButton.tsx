import { BellPlus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadFeatureTexts } from '#web/lib/i18n/i18n';

// The dialog and its texts come with the first press: not part of the list's first load.
const loadDialog = () =>
  Promise.all([
    import('#web/entities/saved-search/components/SaveSearchDialog'),
    loadFeatureTexts('savedSearches'),
  ]);
const SaveSearchDialog = lazy(() => loadDialog().then(([module]) => ({ default: module.SaveSearchDialog })));

interface SaveSearchButtonProps {
  /** The search as the URL names it; the route's own category included. */
  filters: Readonly<Record<string, string | undefined>>;
}

/** Saves the search on screen (issue 20): its filters are the URL's, so nothing is typed again. */
export function SaveSearchButton({ filters }: SaveSearchButtonProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        onPointerDown={() => void loadDialog().catch(() => undefined)}
        aria-haspopup="dialog"
        className="inline-flex h-11 shrink-0 items-center gap-2 rounded-xl border border-line bg-surface-raised px-4 font-medium"
      >
        <BellPlus aria-hidden className="size-5 text-brand" />
        <span className="max-sm:sr-only">{t('listings.saveSearch')}</span>
      </button>
      {open && (
        <Suspense>
          <SaveSearchDialog filters={filters} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
