import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/Button';
import { ConfirmDialog } from '#web/components/ui/ConfirmDialog';
import { notify } from '#web/lib/browser/notify';
import { useRemoveMember } from '../api';

/** A manager or an agent leaves the office, after confirming. */
export function LeaveOffice({ officeId, myId }: { officeId: number; myId: string }) {
  const { t } = useTranslation();
  const leave = useRemoveMember(officeId);
  const [asking, setAsking] = useState(false);
  return (
    <div>
      <Button look="danger" pending={leave.isPending} onClick={() => setAsking(true)}>
        {t('offices.leave.action')}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t('offices.leave.title')}
        body={t('offices.leave.body')}
        confirmLabel={t('offices.leave.action')}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          leave.mutate(myId, { onSuccess: () => notify.success(t('offices.leave.done')) });
        }}
      />
    </div>
  );
}
