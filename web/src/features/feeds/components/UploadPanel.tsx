import { FileUp } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/Button';
import { FormAlert } from '#web/components/ui/form/FormAlert';
import { errorMessage } from '#web/lib/api/api-client';
import { useUploadFeed } from '../api';
import { panelClass } from './panel';

/** Choose an XML or CSV file, say whether it is the whole feed, and preview it (a dry run). */
export function UploadPanel({ officeId, onRun }: { officeId: number; onRun: (runId: number) => void }) {
  const { t } = useTranslation();
  const upload = useUploadFeed(officeId);
  const [file, setFile] = useState<File | null>(null);
  const [full, setFull] = useState(true);
  const [alert, setAlert] = useState<string | undefined>(undefined);
  const preview = () => {
    if (!file) return;
    setAlert(undefined);
    upload.mutate(
      { file, full },
      { onSuccess: (run) => onRun(run.id), onError: (error) => setAlert(errorMessage(error)) },
    );
  };
  return (
    <section aria-labelledby="feed-upload-heading" className={panelClass}>
      <h2 id="feed-upload-heading" className="text-xl font-bold">
        {t('feeds.upload.title')}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{t('feeds.upload.hint')}</p>
      <div className="mt-4 flex flex-col gap-4">
        <FormAlert message={alert} />
        <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 self-start rounded-lg border border-line px-4 py-2 font-medium hover:bg-surface focus-within:outline-2 focus-within:outline-brand">
          <FileUp aria-hidden className="size-5" />
          {t('feeds.upload.choose')}
          <input
            type="file"
            accept=".xml,.csv,application/xml,text/xml,text/csv"
            className="sr-only"
            data-testid="feed-file"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
        </label>
        {file && (
          <p className="text-sm" data-testid="feed-file-name">
            {t('feeds.upload.chosen', { name: file.name })}
          </p>
        )}
        <label className="flex items-start gap-3 text-sm">
          <input
            type="checkbox"
            className="mt-0.5 size-5 shrink-0 accent-brand"
            checked={full}
            onChange={(event) => setFull(event.target.checked)}
          />
          <span>{t('feeds.upload.full')}</span>
        </label>
        <Button
          look="primary"
          className="self-stretch sm:self-start"
          disabled={!file}
          pending={upload.isPending}
          onClick={preview}
          data-testid="feed-preview"
        >
          {t('feeds.upload.preview')}
        </Button>
      </div>
    </section>
  );
}
