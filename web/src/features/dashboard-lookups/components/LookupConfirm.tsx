import { useTranslation } from 'react-i18next';
import type { DashboardLookup } from '#contract/dashboard/lookups';
import { ConfirmDialog } from '#web/components/ui/ConfirmDialog';
import { useDeleteLookup, useSetLookupHidden } from '../api';
import { toastOutcome } from '#web/lib/api/toast-outcome';
import { useCan } from '#web/lib/session/staff-session';
import { useLanguage } from '#web/lib/i18n/i18n';

/** Why an entry cannot be deleted, as far as the table knows; the server has the last word (409). */
function deleteBlocker(lookup: DashboardLookup) {
  if (lookup.usageCount > 0) return 'inUseBody' as const;
  if (lookup.childCount > 0) return 'hasCitiesBody' as const;
  if (lookup.key !== null) return 'builtInBody' as const;
  return undefined;
}

/**
 * Confirms hiding, showing or deleting an entry. An entry that cannot be deleted says why and offers
 * to hide it instead (or only explains, to staff who may not hide, or when it is hidden already).
 */
export function LookupConfirm({
  lookup,
  action,
  onClose,
}: {
  lookup: DashboardLookup;
  action: 'hide' | 'show' | 'delete';
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const can = useCan();
  const language = useLanguage();
  const setHidden = useSetLookupHidden();
  const remove = useDeleteLookup();
  const name = language === 'ar' ? lookup.nameAr : lookup.nameEn;
  const blocker = action === 'delete' ? deleteBlocker(lookup) : undefined;
  const canHideInstead = blocker !== undefined && can('Lookups.Update') && !lookup.isHidden;

  const hide = (hidden: boolean) =>
    setHidden.mutate(
      { id: lookup.id, hidden },
      toastOutcome(t(hidden ? 'dashboard.lookups.hiddenDone' : 'dashboard.lookups.shownDone'), onClose),
    );

  const confirm = () => {
    if (action === 'hide' || action === 'show') return hide(action === 'hide');
    if (blocker === undefined)
      return remove.mutate(lookup.id, toastOutcome(t('dashboard.lookups.deletedDone'), onClose));
    if (canHideInstead) return hide(true);
    onClose();
  };

  if (blocker) {
    return (
      <ConfirmDialog
        title={t('dashboard.lookups.cannotDeleteTitle')}
        body={`${t(`dashboard.lookups.${blocker}`, { name, count: lookup.usageCount || lookup.childCount })} ${
          canHideInstead ? t('dashboard.lookups.hideInsteadHint') : ''
        }`.trim()}
        confirmLabel={canHideInstead ? t('dashboard.lookups.hideInstead') : t('dashboard.lookups.understood')}
        onCancel={onClose}
        onConfirm={confirm}
      />
    );
  }
  return (
    <ConfirmDialog
      title={t(`dashboard.lookups.${action}Title`)}
      body={t(`dashboard.lookups.${action}Body`, { name })}
      confirmLabel={t(`dashboard.lookups.${action}Confirm`)}
      onCancel={onClose}
      onConfirm={confirm}
    />
  );
}
