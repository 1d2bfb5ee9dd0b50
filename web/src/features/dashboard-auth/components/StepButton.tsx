import type { ReactNode } from 'react';

/** A link-like button under a sign-in form that goes to its other step (forgotten password, back). */
export function StepButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      className="self-start text-sm font-medium text-brand hover:underline"
      onClick={onClick}
    >
      {children}
    </button>
  );
}
