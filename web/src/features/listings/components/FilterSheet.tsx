import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useModal } from '#web/hooks/use-modal';
import { useLanguage } from '#web/lib/i18n/i18n';
import { propertyListQuery } from '#web/entities/catalogue/api';
import { useResultCount } from '#web/entities/catalogue/result-count';
import { applyFilterPatch, withoutPanelFilters, type ListFilters } from '../filters/list-state';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import type { ListFiltersApi } from '../hooks/use-list-filters';
import { listRequest, type ListScreen } from '../list-kinds';
import { ClearFiltersButton } from './ClearFiltersButton';
import { FiltersPanel } from './FiltersPanel';
import { CloseButton } from '#web/components/ui/CloseButton';

export interface FilterSheetProps {
  screen: ListScreen;
  list: ListFiltersApi;
  onClose: () => void;
}

/**
 * Phones: the filters in a bottom sheet. Choices stay in the sheet until "show results", whose label
 * counts what they would find; closing the sheet drops them.
 */
export function FilterSheet({ screen, list, onClose }: FilterSheetProps) {
  const { t } = useTranslation();
  const resultCount = useResultCount();
  const titleId = useId();
  const dialog = useModal();
  const [draft, setDraft] = useState<ListFilters>(list.filters);
  const settledDraft = useDebouncedValue(draft, 300);
  const count = useQuery(
    propertyListQuery(
      screen.endpoint,
      { ...listRequest(screen, { filters: settledDraft, sortBy: undefined, page: 0 }), PageSize: 1 },
      useLanguage(),
    ),
  );
  const category = screen.category ?? draft.Category;

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onCancel={onClose}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      className="mx-0 mt-auto mb-0 max-h-[88dvh] w-full max-w-full flex-col rounded-t-2xl border border-line bg-surface-raised text-ink shadow-xl backdrop:bg-black/50 open:flex"
    >
      <div className="flex items-center justify-between gap-2 border-b border-line px-5 py-3">
        <h2 id={titleId} className="text-lg font-bold">
          {t('listings.filters.title')}
        </h2>
        <CloseButton
          label={t('listings.filters.close')}
          onClick={onClose}
          className="size-10 hover:bg-surface"
        />
      </div>
      <div className="flex-1 overflow-y-auto px-5 py-4">
        <FiltersPanel
          filters={draft}
          category={category}
          delay={0}
          onChange={(patch) => setDraft((current) => applyFilterPatch(current, patch))}
        />
      </div>
      <div className="flex items-center justify-between gap-3 border-t border-line px-5 py-3">
        <ClearFiltersButton onClear={() => setDraft(withoutPanelFilters(draft))} />
        <button
          type="button"
          onClick={() => {
            list.replaceFilters(draft);
            onClose();
          }}
          className="min-w-0 flex-1 rounded-xl bg-brand px-4 py-3 font-bold text-balance text-white hover:bg-brand-strong dark:text-surface"
        >
          {count.data
            ? t('listings.filters.showResults', {
                total: resultCount(count.data.totalDataCount, count.data.totalCapped),
              })
            : t('listings.filters.showResultsPending')}
        </button>
      </div>
    </dialog>
  );
}
