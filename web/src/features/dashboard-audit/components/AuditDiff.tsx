import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '#contract/dashboard/audit-log';
import { auditDiff, showValue, type DiffRow } from '../lib/audit-diff';

const kindStyle: Record<DiffRow['kind'], string> = {
  added: 'border-s-4 border-s-emerald-600',
  removed: 'border-s-4 border-s-red-600',
  changed: 'border-s-4 border-s-accent',
  same: 'opacity-70',
};

const toneStyle = {
  before: 'bg-red-50 text-red-900 dark:bg-red-950/50 dark:text-red-100',
  after: 'bg-emerald-50 text-emerald-900 dark:bg-emerald-950/50 dark:text-emerald-100',
  same: 'bg-surface text-ink',
};

function Value({ value, tone }: { value: unknown; tone: keyof typeof toneStyle }) {
  const text = showValue(value);
  if (!text) return <span className="text-ink-muted">—</span>;
  return (
    <pre
      dir="ltr"
      className={`overflow-x-auto whitespace-pre-wrap break-all rounded px-2 py-1 text-start text-xs ${toneStyle[tone]}`}
    >
      {text}
    </pre>
  );
}

/** The before and after of one entry, field by field, changed fields first. */
export function AuditDiff({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const rows = auditDiff(entry.before, entry.after);
  if (rows.length === 0) return <p className="text-sm text-ink-muted">{t('dashboard.audit.noChanges')}</p>;

  return (
    <div className="flex flex-col gap-2">
      {entry.requestId && (
        <p className="text-xs text-ink-muted">
          {t('dashboard.audit.requestId')} <span dir="ltr">{entry.requestId}</span>
        </p>
      )}
      <dl className="flex flex-col gap-2">
        {rows.map((row) => (
          <div key={row.key} className={`rounded-lg bg-surface-raised p-2 ps-3 ${kindStyle[row.kind]}`}>
            <dt className="flex flex-wrap items-center gap-2 text-sm font-medium">
              <code dir="ltr">{row.key}</code>
              <span className="text-xs font-normal text-ink-muted">
                {t(`dashboard.audit.kinds.${row.kind}`)}
              </span>
            </dt>
            <dd className="mt-1">
              {row.listChange ? (
                <ul className="flex flex-wrap gap-1.5 text-xs" dir="ltr">
                  {row.listChange.added.map((item) => (
                    <li
                      key={`+${item}`}
                      className="rounded bg-emerald-50 px-1.5 py-0.5 text-emerald-900 dark:bg-emerald-950/50 dark:text-emerald-100"
                    >
                      + {item}
                    </li>
                  ))}
                  {row.listChange.removed.map((item) => (
                    <li
                      key={`-${item}`}
                      className="rounded bg-red-50 px-1.5 py-0.5 text-red-900 line-through dark:bg-red-950/50 dark:text-red-100"
                    >
                      − {item}
                    </li>
                  ))}
                </ul>
              ) : row.kind === 'same' ? (
                <Value value={row.after} tone="same" />
              ) : row.kind === 'added' ? (
                <Value value={row.after} tone="after" />
              ) : row.kind === 'removed' ? (
                <Value value={row.before} tone="before" />
              ) : (
                <div className="grid gap-2 sm:grid-cols-2">
                  <div>
                    <span className="block text-xs text-ink-muted">{t('dashboard.audit.before')}</span>
                    <Value value={row.before} tone="before" />
                  </div>
                  <div>
                    <span className="block text-xs text-ink-muted">{t('dashboard.audit.after')}</span>
                    <Value value={row.after} tone="after" />
                  </div>
                </div>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
