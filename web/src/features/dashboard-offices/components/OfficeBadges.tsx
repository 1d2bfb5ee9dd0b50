import { useTranslation } from 'react-i18next';
import type { DashboardOfficeListItem } from '#contract/dashboard/offices';
import type { OfficeStatus } from '#contract/offices';
import { Badge, type BadgeTone } from '#web/components/ui/Badge';
import type { FalState } from '../api';

const statusTones: Record<OfficeStatus, BadgeTone> = {
  active: 'good',
  pendingReview: 'waiting',
  suspended: 'bad',
};

const licenceTones: Record<FalState, BadgeTone> = {
  valid: 'good',
  expired: 'bad',
  cancelled: 'bad',
  unknown: 'muted',
};

/** The office's status; a suspended one says why (its licence, or staff). */
export function OfficeStatusBadge({
  office,
}: {
  office: Pick<DashboardOfficeListItem, 'status' | 'suspensionReason'>;
}) {
  const { t } = useTranslation();
  const label =
    office.status === 'suspended' && office.suspensionReason
      ? t(`dashboard.offices.suspendedBy.${office.suspensionReason}`)
      : t(`dashboard.offices.statuses.${office.status}`);
  return <Badge tone={statusTones[office.status]} label={label} />;
}

export function LicenceBadge({ state }: { state: FalState }) {
  const { t } = useTranslation();
  return <Badge tone={licenceTones[state]} label={t(`dashboard.offices.licenceStates.${state}`)} />;
}
