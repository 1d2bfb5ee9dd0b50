import { useTranslation } from 'react-i18next';
import { Badge } from '#web/components/ui/Badge';
import type { PropertyStatus } from './api';
import { statusTones } from './status-tones';

/**
 * An ad's status as the product's Badge. Only users/ still imports it; once that folder shows
 * `Badge` with `statusTones` itself, this file goes.
 */
export function StatusBadge({ status }: { status: PropertyStatus }) {
  const { t } = useTranslation();
  return <Badge tone={statusTones[status]} label={t(`dashboard.properties.statuses.${status}`)} />;
}
