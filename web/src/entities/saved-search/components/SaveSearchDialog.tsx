import { BellRing } from 'lucide-react';
import { useId, useState, type ReactNode, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AlertFrequency } from '#contract/saved-searches';
import { useModal } from '#web/hooks/use-modal';
import { ApiError } from '#web/lib/api/api-client';
import { useIsSignedIn } from '#web/lib/session/auth-state';
import { useCreateSavedSearch } from '../api';
import { useLanguage } from '#web/lib/i18n/i18n';
import { useSuggestedName } from '../use-search-name';
import { FrequencyOptions, SearchNameInput } from './SavedSearchFields';

export interface SaveSearchDialogProps {
  /** The search as the URL names it (`Category`, `CityId`, `Query`, the map box…). */
  filters: Readonly<Record<string, string | undefined>>;
  onClose: () => void;
}

const field = 'mt-1 h-11 w-full rounded-xl border border-line bg-surface px-3 text-ink';
const primary = 'rounded-lg bg-brand px-4 py-2 font-medium text-white dark:text-surface';

/** Cancel, then the step the dialog offers (sign in, manage, save). */
function Actions({ onClose, children }: { onClose: () => void; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="mt-6 flex justify-end gap-3">
      <button type="button" onClick={onClose} className="rounded-lg border border-line px-4 py-2 font-medium">
        {t('savedSearches.cancel')}
      </button>
      {children}
    </div>
  );
}

/** Saves the search shown now under a name (prefilled from its filters), with how often to alert. */
export function SaveSearchDialog({ filters, onClose }: SaveSearchDialogProps) {
  const { t } = useTranslation();
  const ref = useModal();
  const titleId = useId();
  const signedIn = useIsSignedIn();
  const suggested = useSuggestedName(filters, useLanguage());
  const [name, setName] = useState<string | undefined>(undefined);
  const [frequency, setFrequency] = useState<AlertFrequency>('instant');
  const create = useCreateSavedSearch();

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const chosen = (name ?? suggested ?? '').trim();
    if (chosen === '') return;
    const sent = Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined));
    create.mutate({ name: chosen, filters: sent, frequency });
  };
  const error =
    create.error instanceof ApiError ? create.error.message : create.error ? t('errors.unknown') : null;

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={onClose}
      onClose={onClose}
      className="m-auto w-[min(92vw,28rem)] rounded-[var(--radius-card)] border border-line bg-surface-raised p-6 text-ink shadow-xl backdrop:bg-black/50"
    >
      <h2 id={titleId} className="flex items-center gap-2 text-lg font-bold">
        <BellRing aria-hidden className="size-5 text-brand" />
        {t('savedSearches.dialog.title')}
      </h2>
      {!signedIn ? (
        <div className="mt-3">
          <p className="text-ink-muted">{t('savedSearches.dialog.signIn')}</p>
          <Actions onClose={onClose}>
            <Link to="/register" className={primary}>
              {t('savedSearches.signIn')}
            </Link>
          </Actions>
        </div>
      ) : create.isSuccess ? (
        <div className="mt-3" role="status">
          <p className="font-medium">{t('savedSearches.dialog.saved', { name: create.data.name })}</p>
          <Actions onClose={onClose}>
            <Link to="/saved-searches" className={primary}>
              {t('savedSearches.dialog.manage')}
            </Link>
          </Actions>
        </div>
      ) : (
        <form onSubmit={submit} className="mt-2">
          <p className="text-sm text-ink-muted">{t('savedSearches.dialog.lead')}</p>
          <label className="mt-4 block text-sm font-medium">
            {t('savedSearches.nameLabel')}
            <SearchNameInput
              value={name ?? suggested ?? ''}
              onChange={(event) => setName(event.target.value)}
              className={field}
            />
          </label>
          <label className="mt-4 block text-sm font-medium">
            {t('savedSearches.frequencyLabel')}
            <select
              value={frequency}
              onChange={(event) => setFrequency(event.target.value as AlertFrequency)}
              className={field}
            >
              <FrequencyOptions />
            </select>
          </label>
          {error && (
            <p role="alert" className="mt-3 text-sm text-red-700 dark:text-red-400">
              {error}
            </p>
          )}
          <Actions onClose={onClose}>
            <button type="submit" disabled={create.isPending} className={`${primary} disabled:opacity-60`}>
              {t('savedSearches.dialog.submit')}
            </button>
          </Actions>
        </form>
      )}
    </dialog>
  );
}
