import { Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface ReviewRow {
  label: string;
  value: string;
  /** Numbers that must read left to right (coordinates, phone); other text finds its own way. */
  dir?: 'ltr' | 'auto';
}

interface ReviewSectionProps {
  title: string;
  rows: ReviewRow[];
  onEdit: () => void;
  children?: ReactNode;
}

/** One step's answers as a definition list, with a button back to that step. */
export function ReviewSection({ title, rows, onEdit, children }: ReviewSectionProps) {
  const { t } = useTranslation();
  return (
    <section className="rounded-xl border border-line p-4 sm:p-5">
      <div className="flex items-center justify-between gap-3">
        <h3 className="font-bold">{title}</h3>
        <button
          type="button"
          onClick={onEdit}
          aria-label={t('addProperty.review.editStep', { step: title })}
          className="inline-flex min-h-10 items-center gap-1.5 rounded-lg px-3 text-sm font-medium text-brand hover:bg-brand/10"
        >
          <Pencil aria-hidden className="size-4" />
          {t('addProperty.review.edit')}
        </button>
      </div>
      {rows.length > 0 && (
        <dl className="mt-3 grid gap-x-6 gap-y-3 sm:grid-cols-2">
          {rows.map((row) => (
            <div key={row.label}>
              <dt className="text-sm text-ink-muted">{row.label}</dt>
              <dd className="font-medium break-words">
                <span dir={row.dir ?? 'auto'}>{row.value}</span>
              </dd>
            </div>
          ))}
        </dl>
      )}
      {children}
    </section>
  );
}
