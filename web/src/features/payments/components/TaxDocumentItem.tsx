import { FileDown } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadTaxDocument } from '#contract/endpoints/payments';
import type { TaxDocumentSummary } from '#contract/payments';
import { downloadFile } from '#web/lib/api/download-file';
import { formatDate, formatHalalas } from '#web/lib/formatting/format';
import { useLanguage } from '#web/lib/i18n/i18n';

const kindTone: Record<TaxDocumentSummary['kind'], string> = {
  invoice: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200',
  creditNote: 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-200',
};

/** One invoice or credit note: its kind, number, date, what it is for, its amounts, and its PDF. */
export function TaxDocumentItem({ document }: { document: TaxDocumentSummary }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    await downloadFile(downloadTaxDocument, { params: { id: document.id } });
    setDownloading(false);
  };
  return (
    <li className="grid gap-3 rounded-2xl border border-line bg-surface-raised p-4 shadow-sm sm:grid-cols-[1fr_auto] sm:items-center">
      <div className="min-w-0 space-y-1">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <span className={`rounded-full px-2.5 py-0.5 text-xs font-bold ${kindTone[document.kind]}`}>
            {t(`payments.invoices.kind.${document.kind}`)}
          </span>
          <h2 className="font-bold tabular-nums">
            <bdi>{document.number}</bdi>
          </h2>
          <time dateTime={document.issuedAt} className="text-sm text-ink-muted">
            {formatDate(document.issuedAt, language)}
          </time>
        </div>
        <p dir="auto" className="line-clamp-2 text-sm">
          {document.description}
        </p>
        <p className="text-sm text-ink-muted">
          {t('payments.invoices.vat')}:{' '}
          <span className="tabular-nums">{formatHalalas(document.vat, language)}</span>
        </p>
      </div>
      <div className="flex items-center justify-between gap-4 sm:flex-col sm:items-end">
        <p className="text-lg font-bold tabular-nums">
          <span className="sr-only">{t('payments.invoices.total')}: </span>
          {formatHalalas(document.total, language)}
        </p>
        <button
          type="button"
          onClick={() => void download()}
          disabled={downloading}
          aria-busy={downloading || undefined}
          aria-label={t('payments.invoices.downloadOf', { number: document.number })}
          className="inline-flex min-h-10 items-center gap-1.5 rounded-lg border border-brand px-3 text-sm font-bold text-brand hover:bg-brand/10 disabled:opacity-60"
        >
          <FileDown aria-hidden className="size-4" />
          {t('payments.invoices.download')}
        </button>
      </div>
    </li>
  );
}
