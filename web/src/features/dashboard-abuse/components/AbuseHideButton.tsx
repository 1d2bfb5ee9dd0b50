import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '#web/components/ui/ConfirmDialog';
import { notify } from '#web/lib/browser/notify';
import { useSetHidden, type AbuseKind } from '../api';
import { errorMessage } from '#web/lib/api/api-client';
import { HideDialog } from './AbuseHideDialog';
import { rowButton } from '#web/components/back-office/row-buttons';

/** Hide (asking for an optional reason) or show again one review or message, after a confirmation. */
export function HideButton({ kind, id, hidden }: { kind: AbuseKind; id: number; hidden: boolean }) {
  const { t } = useTranslation();
  const setHidden = useSetHidden(kind);
  /** What the open dialog asks for, fixed when it opens (the row changes under it once done). */
  const [asking, setAsking] = useState<'hide' | 'unhide'>();
  const close = () => setAsking(undefined);

  const hide = async (reason: string | undefined) => {
    await setHidden.mutateAsync({ id, hidden: true, reason });
    notify.success(t(`dashboard.abuse.${kind}.hiddenDone`));
    close();
  };
  const unhide = () =>
    setHidden.mutate(
      { id, hidden: false },
      {
        onSuccess: () => notify.success(t(`dashboard.abuse.${kind}.unhiddenDone`)),
        onError: (error) => notify.error(errorMessage(error)),
        onSettled: close,
      },
    );

  return (
    <>
      <button
        type="button"
        className={rowButton}
        aria-label={t(`dashboard.abuse.${kind}.${hidden ? 'unhide' : 'hide'}`, { id })}
        onClick={() => setAsking(hidden ? 'unhide' : 'hide')}
      >
        {hidden ? <Eye aria-hidden className="size-4" /> : <EyeOff aria-hidden className="size-4" />}
        {hidden ? t('dashboard.abuse.unhideConfirm') : t('dashboard.abuse.hideConfirm')}
      </button>
      {asking === 'hide' && <HideDialog kind={kind} onClose={close} onHide={hide} />}
      {asking === 'unhide' && (
        <ConfirmDialog
          title={t(`dashboard.abuse.${kind}.unhideTitle`)}
          body={t(`dashboard.abuse.${kind}.unhideBody`)}
          confirmLabel={t('dashboard.abuse.unhideConfirm')}
          onCancel={close}
          onConfirm={unhide}
        />
      )}
    </>
  );
}
