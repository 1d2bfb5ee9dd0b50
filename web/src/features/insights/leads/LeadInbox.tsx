import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Download, Inbox } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/Button';
import { StateMessage } from '#web/components/ui/StateMessage';
import { Pager } from '#web/entities/catalogue/components/Pager';
import { notify } from '#web/lib/browser/notify';
import { formatNumber } from '#web/lib/formatting/format';
import { useLanguage } from '#web/lib/i18n/i18n';
import { downloadLeads, leadsQuery, type InboxFilters, type LeadScope } from './leads-api';
import { LeadCards } from './LeadCards';
import { LeadFilterBar } from './LeadFilterBar';
import { LeadTable } from './LeadTable';
import { ResponseSummary } from './ResponseSummary';

interface LeadInboxProps {
  scope: LeadScope;
}

/**
 * The lead inbox (ADR 0040): the response figures, the filters, a CSV download, and the leads as
 * cards on a phone and a table on a wide screen, each with its status, note and reminder.
 */
export function LeadInbox({ scope }: LeadInboxProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [filters, setFilters] = useState<InboxFilters>({});
  const [page, setPage] = useState(0);
  const [downloading, setDownloading] = useState(false);
  const leads = useQuery({ ...leadsQuery(scope, filters, page), placeholderData: keepPreviousData });
  const filtered = Boolean(filters.status ?? filters.kind ?? filters.agentId);
  const showAgent = scope.kind === 'office';

  const download = async () => {
    setDownloading(true);
    try {
      await downloadLeads(scope, filters);
    } catch {
      notify.error(t('leads.downloadFailed'));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <div className="space-y-5" data-testid="lead-inbox">
      <p className="text-sm text-ink-muted">{t('leads.lead')}</p>
      <ResponseSummary scope={scope} />
      <div className="flex flex-wrap items-end justify-between gap-3">
        <LeadFilterBar
          scope={scope}
          filters={filters}
          onChange={(next) => {
            setFilters(next);
            setPage(0);
          }}
        />
        <Button onClick={() => void download()} pending={downloading}>
          <Download aria-hidden className="size-4" />
          {t('leads.download')}
        </Button>
      </div>
      {leads.data && leads.data.totalDataCount > 0 && (
        <p className="text-sm text-ink-muted">
          {t('leads.count', { n: formatNumber(leads.data.totalDataCount, language) })}
        </p>
      )}
      {leads.isError && !leads.data ? (
        <StateMessage
          icon={Inbox}
          title={t('leads.loadFailed')}
          body={t('leads.loadFailedBody')}
          action={{ label: t('leads.retry'), onClick: () => void leads.refetch() }}
        />
      ) : leads.data?.totalDataCount === 0 ? (
        <StateMessage
          icon={Inbox}
          title={filtered ? t('leads.emptyFiltered.title') : t('leads.empty.title')}
          body={filtered ? t('leads.emptyFiltered.body') : t('leads.empty.body')}
        />
      ) : leads.data ? (
        <>
          <LeadCards leads={leads.data.data} showAgent={showAgent} />
          <LeadTable leads={leads.data.data} showAgent={showAgent} />
          <Pager page={page} pages={leads.data.totalPages} onPage={setPage} />
        </>
      ) : null}
    </div>
  );
}
