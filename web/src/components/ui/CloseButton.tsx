import { X } from 'lucide-react';
import type { ComponentProps } from 'react';

interface CloseButtonProps extends Omit<ComponentProps<'button'>, 'aria-label' | 'children'> {
  /** What it closes or removes (`Close the filters`, `Remove … from the comparison`). */
  label: string;
  /** Its size and colours. */
  className: string;
  iconClass?: string;
}

/** A round button with an ✕ that closes or removes what it sits on. */
export function CloseButton({ label, className, iconClass = 'size-5', ...button }: CloseButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      className={`inline-flex items-center justify-center rounded-full ${className}`}
      {...button}
    >
      <X aria-hidden className={iconClass} />
    </button>
  );
}
