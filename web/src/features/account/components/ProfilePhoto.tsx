import { UserRound } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '#web/lib/browser/notify';
import { useUploadProfileImage } from '#web/entities/account/api';

/** The profile picture: choose a file, see it before uploading, upload. */
export function ProfilePhoto({ imageUrl }: { imageUrl: string | null }) {
  const { t } = useTranslation();
  const upload = useUploadProfileImage();
  const [file, setFile] = useState<File | null>(null);
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );
  const shown = preview ?? imageUrl;

  return (
    <section aria-labelledby="photo-heading" className="flex items-center gap-5">
      <div className="size-24 shrink-0 overflow-hidden rounded-full border border-line bg-surface">
        {shown ? (
          <img src={shown} alt={t('account.profile.photo')} className="size-full object-cover" />
        ) : (
          <UserRound aria-hidden className="m-6 size-12 text-ink-muted" />
        )}
      </div>
      <div>
        <h2 id="photo-heading" className="font-medium">
          {t('account.profile.photo')}
        </h2>
        <div className="mt-2 flex flex-wrap gap-2">
          <label className="cursor-pointer rounded-lg border border-line px-3 py-1.5 text-sm hover:bg-surface">
            {t('account.profile.choosePhoto')}
            <input
              type="file"
              accept="image/jpeg,image/png,image/webp"
              className="sr-only"
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            />
          </label>
          {file && (
            <button
              type="button"
              disabled={upload.isPending}
              className="rounded-lg bg-brand px-3 py-1.5 text-sm font-medium text-white disabled:opacity-60 dark:text-surface"
              onClick={() =>
                upload.mutate(file, {
                  onSuccess: () => {
                    setFile(null);
                    notify.success(t('account.profile.photoSaved'));
                  },
                })
              }
            >
              {upload.isPending ? t('account.profile.uploading') : t('account.profile.uploadPhoto')}
            </button>
          )}
        </div>
      </div>
    </section>
  );
}
