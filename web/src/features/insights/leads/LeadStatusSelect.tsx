import { useTranslation } from 'react-i18next';
import { leadStatuses, type Lead } from '#contract/leads';
import { filterControlClass } from '#web/components/ui/form/field-look';
import { SelectOptions } from '#web/components/ui/SelectOptions';
import { ApiError } from '#web/lib/api/api-client';
import { notify } from '#web/lib/browser/notify';
import { useUpdateLead } from './leads-api';

/** The lead's status as a select that saves at once. */
export function LeadStatusSelect({ lead, name }: { lead: Lead; name: string }) {
  const { t } = useTranslation();
  const update = useUpdateLead();
  return (
    <select
      aria-label={t('leads.statusLabel', { name })}
      value={lead.status}
      disabled={update.isPending}
      data-testid="lead-status"
      onChange={(event) =>
        update.mutate(
          { id: lead.id, status: leadStatuses.find((status) => status === event.target.value) },
          {
            onSuccess: () => notify.success(t('leads.saved')),
            onError: (error) =>
              notify.error(error instanceof ApiError ? error.message : t('leads.loadFailed')),
          },
        )
      }
      className={`${filterControlClass} min-h-11 w-auto min-w-36`}
    >
      <SelectOptions
        options={leadStatuses.map((status) => ({ value: status, label: t(`leads.status.${status}`) }))}
      />
    </select>
  );
}
