import { useTranslation } from 'react-i18next';

export function AgentHiddenBadge({ hidden }: { hidden: boolean }) {
  const { t } = useTranslation();
  return hidden ? (
    <span className="whitespace-nowrap rounded-full bg-amber-100 px-2 py-0.5 text-xs text-amber-900 dark:bg-amber-950 dark:text-amber-200">
      {t('dashboard.agents.hidden')}
    </span>
  ) : (
    <span className="whitespace-nowrap rounded-full bg-emerald-100 px-2 py-0.5 text-xs text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200">
      {t('dashboard.agents.visible')}
    </span>
  );
}
