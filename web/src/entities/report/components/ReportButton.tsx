import { Flag } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportKind } from '#contract/reports';
import { ReportDialog } from './ReportDialog';

/**
 * A quiet "report" link-button that opens the report dialog; `label` names the item for screen
 * readers when the visible text alone would not (a review among several).
 */
export function ReportButton({
  kind,
  id,
  label,
  className = '',
}: {
  kind: ReportKind;
  id: number;
  label?: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-label={label}
        onClick={() => setOpen(true)}
        className={`inline-flex min-h-11 items-center gap-1.5 rounded-lg px-2 text-sm text-ink-muted hover:text-red-700 hover:underline focus-visible:outline-2 dark:hover:text-red-300 ${className}`}
      >
        <Flag aria-hidden className="size-4" />
        {t(`report.${kind}`)}
      </button>
      {open && <ReportDialog kind={kind} id={id} onClose={() => setOpen(false)} />}
    </>
  );
}
