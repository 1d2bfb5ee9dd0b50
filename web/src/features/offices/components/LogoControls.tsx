import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/Button';
import { notify } from '#web/lib/browser/notify';
import { useRemoveOfficeLogo, useUploadOfficeLogo } from '../api';

/** Choose a file and it is uploaded at once; remove the logo the office has. */
export function LogoControls({ officeId, hasLogo }: { officeId: number; hasLogo: boolean }) {
  const { t } = useTranslation();
  const upload = useUploadOfficeLogo(officeId);
  const remove = useRemoveOfficeLogo(officeId);
  return (
    <div className="flex flex-wrap items-center gap-2">
      <label
        aria-busy={upload.isPending || undefined}
        className="inline-flex min-h-11 cursor-pointer items-center rounded-lg border border-line px-4 py-2 text-sm font-medium hover:bg-surface focus-within:outline-2 focus-within:outline-brand"
      >
        {upload.isPending ? t('offices.logo.uploading') : t('offices.logo.choose')}
        <input
          type="file"
          accept="image/jpeg,image/png,image/webp"
          className="sr-only"
          disabled={upload.isPending}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) upload.mutate(file, { onSuccess: () => notify.success(t('offices.logo.saved')) });
          }}
        />
      </label>
      {hasLogo && (
        <Button
          pending={remove.isPending}
          className="text-sm"
          onClick={() =>
            remove.mutate(undefined, { onSuccess: () => notify.success(t('offices.logo.removed')) })
          }
        >
          {t('offices.logo.remove')}
        </Button>
      )}
      <span className="text-xs text-ink-muted">{t('offices.logo.hint')}</span>
    </div>
  );
}
