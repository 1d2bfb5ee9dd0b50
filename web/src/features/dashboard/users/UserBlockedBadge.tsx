import { useTranslation } from 'react-i18next';
import { StateBadge } from '../shared/UserStateBadge';

export function UserBlockedBadge({ blocked }: { blocked: boolean }) {
  const { t } = useTranslation();
  return blocked ? (
    <StateBadge tone="bad" label={t('dashboard.users.blocked')} />
  ) : (
    <StateBadge tone="good" label={t('dashboard.users.active')} />
  );
}
