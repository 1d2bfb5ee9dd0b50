import { BellOff, BellRing, Pencil, Search, Trash2 } from 'lucide-react';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AlertFrequency, SavedSearch } from '#contract/saved-searches';
import { ConfirmDialog } from '#web/components/ui/ConfirmDialog';
import { ApiError } from '#web/lib/api/api-client';
import { notify } from '#web/lib/browser/notify';
import { useDeleteSavedSearch, useUpdateSavedSearch } from '#web/entities/saved-search/api';
import { useShownName } from '#web/entities/saved-search/use-search-name';
import { FrequencyOptions, SearchNameInput } from '#web/entities/saved-search/components/SavedSearchFields';
import { useLanguage } from '#web/lib/i18n/i18n';
import { resultsPath } from '../lib/results-path';

const smallButton =
  'inline-flex h-10 items-center gap-1.5 rounded-lg border border-line px-3 text-sm font-medium hover:bg-surface';

/** One saved search: its name, how often it alerts, and rename, pause or resume, delete. */
export function SavedSearchCard({ search }: { search: SavedSearch }) {
  const { t } = useTranslation();
  const shown = useShownName(search.name, search.filters, useLanguage());
  const update = useUpdateSavedSearch();
  const remove = useDeleteSavedSearch();
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(search.name);
  const [confirmingDelete, setConfirmingDelete] = useState(false);

  const failed = (error: unknown) =>
    notify.error(error instanceof ApiError ? error.message : t('savedSearches.loadFailed'));
  const change = (body: { name?: string; paused?: boolean; frequency?: AlertFrequency }) =>
    update.mutate(
      { id: search.id, ...body },
      { onSuccess: () => notify.success(t('savedSearches.updated')), onError: failed },
    );
  const rename = (event: SyntheticEvent) => {
    event.preventDefault();
    if (name.trim() === '') return;
    change({ name: name.trim() });
    setRenaming(false);
  };

  return (
    <li className="rounded-[var(--radius-card)] border border-line bg-surface-raised p-4">
      {renaming ? (
        <form onSubmit={rename} className="flex flex-wrap items-end gap-2">
          <label className="min-w-0 flex-1 text-sm font-medium">
            {t('savedSearches.nameLabel')}
            <SearchNameInput
              value={name}
              onChange={(event) => setName(event.target.value)}
              autoFocus
              className="mt-1 h-11 w-full rounded-xl border border-line bg-surface px-3"
            />
          </label>
          <button
            type="submit"
            className="h-11 rounded-lg bg-brand px-4 font-medium text-white dark:text-surface"
          >
            {t('savedSearches.save')}
          </button>
          <button
            type="button"
            onClick={() => setRenaming(false)}
            className="h-11 rounded-lg border border-line px-4"
          >
            {t('savedSearches.cancel')}
          </button>
        </form>
      ) : (
        <div className="flex flex-wrap items-center gap-2">
          <h2 dir="auto" className="min-w-0 flex-1 text-lg font-bold break-words">
            {shown}
          </h2>
          {search.paused && (
            <span className="rounded-full bg-surface px-2.5 py-0.5 text-xs font-medium text-ink-muted">
              {t('savedSearches.paused')}
            </span>
          )}
        </div>
      )}
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <label className="inline-flex items-center gap-2 text-sm">
          <span className="text-ink-muted">{t('savedSearches.frequencyLabel')}</span>
          <select
            value={search.frequency}
            onChange={(event) => change({ frequency: event.target.value as AlertFrequency })}
            className="h-10 rounded-lg border border-line bg-surface px-2"
          >
            <FrequencyOptions />
          </select>
        </label>
        <Link to={resultsPath(search.filters)} className={smallButton}>
          <Search aria-hidden className="size-4" />
          {t('savedSearches.showResults')}
        </Link>
        <button type="button" className={smallButton} onClick={() => change({ paused: !search.paused })}>
          {search.paused ? (
            <BellRing aria-hidden className="size-4" />
          ) : (
            <BellOff aria-hidden className="size-4" />
          )}
          {search.paused ? t('savedSearches.resume') : t('savedSearches.pause')}
        </button>
        <button
          type="button"
          className={smallButton}
          onClick={() => {
            setName(shown);
            setRenaming(true);
          }}
        >
          <Pencil aria-hidden className="size-4" />
          {t('savedSearches.rename')}
        </button>
        <button
          type="button"
          className={`${smallButton} text-red-700 dark:text-red-400`}
          onClick={() => setConfirmingDelete(true)}
        >
          <Trash2 aria-hidden className="size-4" />
          {t('savedSearches.delete')}
        </button>
      </div>
      <ConfirmDialog
        open={confirmingDelete}
        title={t('savedSearches.deleteTitle')}
        body={t('savedSearches.deleteBody')}
        confirmLabel={t('savedSearches.delete')}
        onCancel={() => setConfirmingDelete(false)}
        onConfirm={() => {
          setConfirmingDelete(false);
          remove.mutate(search.id, {
            onSuccess: () => notify.success(t('savedSearches.deleted')),
            onError: failed,
          });
        }}
      />
    </li>
  );
}
