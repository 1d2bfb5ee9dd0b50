import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '#contract/dashboard/audit-log';
import { formatDateTime } from '#web/lib/formatting/date-time';
import { useLanguage } from '#web/lib/i18n/i18n';

/** The back-office actions on the ad, newest first, from the audit log. */
export function PropertyHistory({ entries }: { entries: AuditEntry[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (!entries.length) return <p className="text-ink-muted">{t('dashboard.properties.noHistory')}</p>;
  return (
    <ol className="flex flex-col gap-3">
      {entries.map((entry) => {
        const reason =
          entry.action === 'reject' || entry.action === 'request-changes'
            ? entry.after?.rejectionReason
            : undefined;
        return (
          <li key={entry.id} className="border-s-2 border-line ps-3">
            <p className="font-medium">
              {t('dashboard.properties.historyBy', {
                action: t(`dashboard.audit.actions.${entry.action}`),
                email: entry.staff.email,
              })}
            </p>
            {typeof reason === 'string' && <p className="text-sm">{reason}</p>}
            <p className="text-xs text-ink-muted">{formatDateTime(entry.createdAt, language)}</p>
          </li>
        );
      })}
    </ol>
  );
}
