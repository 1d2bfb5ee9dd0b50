import type { ComponentProps } from 'react';

const looks = {
  primary: 'bg-brand text-white hover:bg-brand-strong dark:text-surface',
  secondary: 'border border-line hover:bg-surface',
  danger: 'bg-red-700 text-white hover:bg-red-800 dark:bg-red-600 dark:hover:bg-red-500',
} as const;

/** The button's look, for a link that acts as one (Back, Edit, New). */
export const buttonLook = (look: keyof typeof looks = 'secondary') =>
  `inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 py-2 font-medium disabled:opacity-60 ${looks[look]}`;

interface ButtonProps extends ComponentProps<'button'> {
  look?: keyof typeof looks;
  /** While the action runs: the button stays and says so, and cannot be pressed twice. */
  pending?: boolean;
}

/** The product's button; `type` is `button` unless said otherwise, so it never submits by accident. */
export function Button({
  look = 'secondary',
  pending = false,
  className = '',
  type = 'button',
  ...button
}: ButtonProps) {
  return (
    <button
      type={type}
      aria-busy={pending || undefined}
      className={`${buttonLook(look)} ${className}`}
      {...button}
      disabled={pending || button.disabled}
    />
  );
}
