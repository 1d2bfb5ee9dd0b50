import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/Button';
import { FormAlert } from '#web/components/ui/form/FormAlert';
import { errorMessage } from '#web/lib/api/api-client';
import { notify } from '#web/lib/browser/notify';
import { useCheckFeedUrl, useSaveFeedUrl } from '../api';
import { panelClass } from './panel';

/** The URL the office is synced from every hour: saved, removed, or previewed now. */
export function FeedUrlPanel({
  officeId,
  savedUrl,
  onRun,
}: {
  officeId: number;
  savedUrl: string | null;
  onRun: (runId: number) => void;
}) {
  const { t } = useTranslation();
  const [url, setUrl] = useState(savedUrl ?? '');
  const [alert, setAlert] = useState<string | undefined>(undefined);
  const save = useSaveFeedUrl(officeId);
  const check = useCheckFeedUrl(officeId);
  const saveUrl = (value: string | null) => {
    setAlert(undefined);
    save.mutate(value, {
      onSuccess: () => notify.success(t(value === null ? 'feeds.url.removed' : 'feeds.url.saved')),
      onError: (error) => setAlert(errorMessage(error)),
    });
  };
  return (
    <section aria-labelledby="feed-url-heading" className={panelClass}>
      <h2 id="feed-url-heading" className="text-xl font-bold">
        {t('feeds.url.title')}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{t('feeds.url.lead')}</p>
      <form
        className="mt-4 flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          saveUrl(url.trim());
        }}
      >
        <FormAlert message={alert} />
        <label className="flex flex-col gap-1 text-sm font-medium">
          {t('feeds.url.label')}
          <input
            type="url"
            dir="ltr"
            inputMode="url"
            required
            value={url}
            onChange={(event) => setUrl(event.target.value)}
            placeholder="https://crm.example.com/feeds/office.xml"
            className="min-h-11 rounded-lg border border-line bg-surface px-3 py-2 text-start text-base font-normal"
          />
        </label>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" look="primary" pending={save.isPending}>
            {t('feeds.url.save')}
          </Button>
          {savedUrl && (
            <>
              <Button
                pending={check.isPending}
                onClick={() => check.mutate(undefined, { onSuccess: (run) => onRun(run.id) })}
              >
                {t('feeds.url.check')}
              </Button>
              <Button onClick={() => saveUrl(null)}>{t('feeds.url.remove')}</Button>
            </>
          )}
        </div>
      </form>
    </section>
  );
}
