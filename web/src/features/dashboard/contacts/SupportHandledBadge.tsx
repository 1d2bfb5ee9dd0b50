import { useTranslation } from 'react-i18next';
import { StateBadge } from '../shared/UserStateBadge';

export function SupportHandledBadge({ handled }: { handled: boolean }) {
  const { t } = useTranslation();
  return handled ? (
    <StateBadge tone="good" label={t('dashboard.support.handled')} />
  ) : (
    <StateBadge tone="waiting" label={t('dashboard.support.new')} />
  );
}
