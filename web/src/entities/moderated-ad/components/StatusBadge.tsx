import { useTranslation } from 'react-i18next';
import { Badge } from '#web/components/ui/Badge';
import { statusTones, type PropertyStatus } from '../status';

/** An ad's status as the product's Badge (the back office's user page lists a user's ads with it). */
export function StatusBadge({ status }: { status: PropertyStatus }) {
  const { t } = useTranslation();
  return <Badge tone={statusTones[status]} label={t(`dashboard.properties.statuses.${status}`)} />;
}
