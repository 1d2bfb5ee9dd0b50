import { MessageCircle, MessageSquareText, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Lead, LeadKind } from '#contract/leads';
import { formatDate, formatRelativeTime } from '#web/lib/formatting/format';
import { useLanguage } from '#web/lib/i18n/i18n';

const kindIcons = { message: MessageSquareText, callTap: Phone, whatsappTap: MessageCircle } as const;

/** How they reached out: an icon and its name. */
export function LeadKindTag({ kind }: { kind: LeadKind }) {
  const { t } = useTranslation();
  const Icon = kindIcons[kind];
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-surface px-2.5 py-0.5 text-xs font-medium text-ink">
      <Icon aria-hidden className="size-3.5" />
      {t(`leads.kind.${kind}`)}
    </span>
  );
}

/** The inquirer's shown name: their first name, or "a user". */
export function useInquirerName(lead: Lead): string {
  const { t } = useTranslation();
  return lead.inquirer.firstName ?? t('leads.someone');
}

/** When they last reached out, and the link to the conversation once they have written. */
export function LeadContact({ lead }: { lead: Lead }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <div className="space-y-1 text-sm">
      <p className="text-ink-muted">
        <time dateTime={lead.lastContactAt}>
          {t('leads.lastContact', { when: formatRelativeTime(lead.lastContactAt, language) })}
        </time>
      </p>
      {lead.conversationPath && (
        <Link
          to={lead.conversationPath}
          className="font-medium text-brand underline-offset-4 hover:underline"
        >
          {t('leads.conversation')}
        </Link>
      )}
    </div>
  );
}

/** "Reminder on 31 Dec 2026", or nothing. */
export function LeadReminder({ lead }: { lead: Lead }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (!lead.remindOn) return null;
  return (
    <p className="text-sm font-medium text-amber-800 dark:text-amber-300">
      {t('leads.remindOn', { date: formatDate(`${lead.remindOn}T12:00:00Z`, language) })}
    </p>
  );
}
