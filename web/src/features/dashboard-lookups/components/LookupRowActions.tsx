import { Eye, EyeOff, Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { DashboardLookup } from '#contract/dashboard/lookups';
import { useCan } from '#web/lib/session/staff-session';
import { useLanguage } from '#web/lib/i18n/i18n';

const rowButton = 'inline-flex size-8 items-center justify-center rounded-full hover:bg-line';

export type LookupAction = 'edit' | 'hide' | 'show' | 'delete';

/** Edit, hide or show, and delete, each only for staff who may. */
export function LookupRowActions({
  lookup,
  onAction,
}: {
  lookup: DashboardLookup;
  onAction: (action: LookupAction) => void;
}) {
  const { t } = useTranslation();
  const can = useCan();
  const language = useLanguage();
  const name = language === 'ar' ? lookup.nameAr : lookup.nameEn;
  return (
    <div className="flex gap-1">
      {can('Lookups.Update') && (
        <>
          <button
            type="button"
            className={rowButton}
            aria-label={t('dashboard.lookups.edit', { name })}
            onClick={() => onAction('edit')}
          >
            <Pencil aria-hidden className="size-4" />
          </button>
          <button
            type="button"
            className={rowButton}
            aria-label={t(lookup.isHidden ? 'dashboard.lookups.show' : 'dashboard.lookups.hide', { name })}
            onClick={() => onAction(lookup.isHidden ? 'show' : 'hide')}
          >
            {lookup.isHidden ? (
              <Eye aria-hidden className="size-4" />
            ) : (
              <EyeOff aria-hidden className="size-4" />
            )}
          </button>
        </>
      )}
      {can('Lookups.Delete') && (
        <button
          type="button"
          className={`${rowButton} text-red-700 dark:text-red-300`}
          aria-label={t('dashboard.lookups.delete', { name })}
          onClick={() => onAction('delete')}
        >
          <Trash2 aria-hidden className="size-4" />
        </button>
      )}
    </div>
  );
}
