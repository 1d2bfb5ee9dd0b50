import { BadgeCheck, Ban, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DashboardOffice } from '#contract/dashboard/offices';
import { Button } from '#web/components/ui/Button';
import { ConfirmDialog } from '#web/components/ui/ConfirmDialog';
import { errorMessage } from '#web/lib/api/api-client';
import { notify } from '#web/lib/browser/notify';
import { useCan } from '#web/lib/session/staff-session';
import { useOfficeDecision } from '../api';
import { SuspendOfficeDialog } from './SuspendOfficeDialog';

type Confirming = 'approve' | 'reinstate' | 'suspend';

/**
 * What staff may do to the office as it stands: approve one pending review (Offices.Approve),
 * suspend one that is not suspended, reinstate one staff suspended (Offices.Update).
 */
export function OfficeActions({ office, name }: { office: DashboardOffice; name: string }) {
  const { t } = useTranslation();
  const can = useCan();
  const decide = useOfficeDecision(office.id);
  const [confirming, setConfirming] = useState<Confirming>();

  const run = (kind: 'approve' | 'reinstate') =>
    decide.mutate(
      { kind },
      {
        onSuccess: () =>
          notify.success(
            t(kind === 'approve' ? 'dashboard.offices.approvedDone' : 'dashboard.offices.reinstatedDone'),
          ),
        onError: (error) => notify.error(errorMessage(error)),
        onSettled: () => setConfirming(undefined),
      },
    );

  const canApprove = office.status === 'pendingReview' && can('Offices.Approve');
  const canSuspend = office.status !== 'suspended' && can('Offices.Update');
  const canReinstate = office.suspensionReason === 'staff' && can('Offices.Update');

  return (
    <>
      <div className="flex flex-wrap gap-2">
        {canApprove && (
          <Button look="primary" pending={decide.isPending} onClick={() => setConfirming('approve')}>
            <BadgeCheck aria-hidden className="size-4" />
            {t('dashboard.offices.approve')}
          </Button>
        )}
        {canReinstate && (
          <Button look="secondary" pending={decide.isPending} onClick={() => setConfirming('reinstate')}>
            <RotateCcw aria-hidden className="size-4" />
            {t('dashboard.offices.reinstate')}
          </Button>
        )}
        {canSuspend && (
          <Button look="danger" onClick={() => setConfirming('suspend')}>
            <Ban aria-hidden className="size-4" />
            {t('dashboard.offices.suspend')}
          </Button>
        )}
      </div>
      {confirming === 'suspend' && (
        <SuspendOfficeDialog officeId={office.id} name={name} onClose={() => setConfirming(undefined)} />
      )}
      {(confirming === 'approve' || confirming === 'reinstate') && (
        <ConfirmDialog
          title={t(`dashboard.offices.${confirming}Title`, { name })}
          body={t(`dashboard.offices.${confirming}Body`)}
          confirmLabel={t(`dashboard.offices.${confirming}`)}
          onCancel={() => setConfirming(undefined)}
          onConfirm={() => run(confirming)}
        />
      )}
    </>
  );
}
