import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';

const look = 'inline-flex size-8 items-center justify-center rounded-full hover:bg-line';
const dangerLook = `${look} text-red-700 dark:text-red-300`;

interface RowIconProps {
  /** Names the action and the row (`Edit Huda`): the icon alone says nothing to a screen reader. */
  label: string;
  icon: LucideIcon;
}

/** A table row's action as a round icon button; a `danger` one (delete, block) is red. */
export function RowIconButton({
  label,
  icon: Icon,
  onClick,
  danger = false,
}: RowIconProps & { onClick: () => void; danger?: boolean }) {
  return (
    <button type="button" className={danger ? dangerLook : look} aria-label={label} onClick={onClick}>
      <Icon aria-hidden className="size-4" />
    </button>
  );
}

/** A table row's action that opens a page, looking like `RowIconButton`. */
export function RowIconLink({ label, icon: Icon, to }: RowIconProps & { to: string }) {
  return (
    <Link to={to} className={look} aria-label={label}>
      <Icon aria-hidden className="size-4" />
    </Link>
  );
}
