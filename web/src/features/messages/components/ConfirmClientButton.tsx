import { BadgeCheck, UserCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '#web/lib/api/api-client';
import { useConfirmClient } from '#web/entities/conversation/api';
import { notify } from '#web/lib/browser/notify';

/** The ad's owner confirms the person they talk with as a client (who may then review the ad). */
export function ConfirmClientButton({
  propertyId,
  userId,
  confirmed,
  name,
}: {
  propertyId: number;
  userId: string;
  confirmed: boolean;
  name: string;
}) {
  const { t } = useTranslation();
  const confirm = useConfirmClient(propertyId, userId);
  if (confirmed) {
    return (
      <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-brand/10 px-2.5 py-1 text-xs font-medium text-brand">
        <BadgeCheck aria-hidden className="size-4" />
        {t('messages.thread.clientConfirmed')}
      </span>
    );
  }
  return (
    <button
      type="button"
      aria-label={t('messages.thread.confirmClientLabel', { name })}
      disabled={confirm.isPending}
      onClick={() =>
        confirm.mutate(undefined, {
          onSuccess: () => notify.success(t('messages.thread.clientConfirmedDone', { name })),
          onError: (error) => notify.error(errorMessage(error)),
        })
      }
      className="inline-flex min-h-10 shrink-0 items-center gap-1.5 rounded-lg border border-line px-2.5 text-sm font-medium hover:bg-surface disabled:opacity-60"
    >
      <UserCheck aria-hidden className="size-4" />
      <span className="hidden sm:inline">{t('messages.thread.confirmClient')}</span>
    </button>
  );
}
