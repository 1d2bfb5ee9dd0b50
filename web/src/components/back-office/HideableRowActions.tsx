import { Eye, EyeOff, Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useCan } from '#web/lib/session/staff-session';
import { Badge } from '../ui/Badge';
import { RowIconButton } from './RowIconButton';

export type HideableAction = 'edit' | 'hide' | 'show' | 'delete';

/** The lists whose entries the website can stop showing, with each one's permissions. */
const resources = { agents: 'Agents', lookups: 'Lookups' } as const;

/** Whether the website shows the entry. */
export function HiddenBadge({ section, hidden }: { section: keyof typeof resources; hidden: boolean }) {
  const { t } = useTranslation();
  return hidden ? (
    <Badge tone="waiting" label={t(`dashboard.${section}.hidden`)} />
  ) : (
    <Badge tone="good" label={t(`dashboard.${section}.visible`)} />
  );
}

/** A row's edit, hide or show, and delete, each only for staff who may. */
export function HideableRowActions({
  section,
  name,
  hidden,
  onAction,
}: {
  section: keyof typeof resources;
  /** The entry's name, which each button's label says. */
  name: string;
  hidden: boolean;
  onAction: (action: HideableAction) => void;
}) {
  const { t } = useTranslation();
  const can = useCan();
  const resource = resources[section];
  return (
    <div className="flex gap-1">
      {can(`${resource}.Update`) && (
        <>
          <RowIconButton
            label={t(`dashboard.${section}.edit`, { name })}
            icon={Pencil}
            onClick={() => onAction('edit')}
          />
          <RowIconButton
            label={t(hidden ? `dashboard.${section}.show` : `dashboard.${section}.hide`, { name })}
            icon={hidden ? Eye : EyeOff}
            onClick={() => onAction(hidden ? 'show' : 'hide')}
          />
        </>
      )}
      {can(`${resource}.Delete`) && (
        <RowIconButton
          label={t(`dashboard.${section}.delete`, { name })}
          icon={Trash2}
          onClick={() => onAction('delete')}
          danger
        />
      )}
    </div>
  );
}
