import { ImageOff, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PendingPhoto } from '../hooks/use-property-photos';

/** A photo on its way up: its preview, a progress bar, or the reason it was refused. */
export function PendingPhotoTile({ photo, onDismiss }: { photo: PendingPhoto; onDismiss: () => void }) {
  const { t } = useTranslation();
  const [unreadable, setUnreadable] = useState(false);
  const percent = Math.round(photo.progress * 100);
  return (
    <li
      className={`overflow-hidden rounded-xl border bg-surface-raised ${photo.error ? 'border-red-600 dark:border-red-400' : 'border-line'}`}
    >
      <div className="relative aspect-[4/3] bg-line/40">
        {unreadable ? (
          <div className="flex size-full items-center justify-center text-ink-muted">
            <ImageOff aria-hidden className="size-8" />
          </div>
        ) : (
          <img
            src={photo.previewUrl}
            alt=""
            onError={() => setUnreadable(true)}
            className="size-full object-cover opacity-60"
          />
        )}
      </div>
      <div className="space-y-2 p-3">
        <p className="truncate text-sm" dir="auto">
          {photo.name}
        </p>
        {photo.error ? (
          <div className="flex items-start justify-between gap-2">
            <p role="alert" className="text-sm text-red-700 dark:text-red-400">
              {photo.error}
            </p>
            <button
              type="button"
              onClick={onDismiss}
              aria-label={t('addProperty.photos.dismiss', { name: photo.name })}
              className="inline-flex size-8 shrink-0 items-center justify-center rounded-full hover:bg-surface"
            >
              <X aria-hidden className="size-4" />
            </button>
          </div>
        ) : (
          <>
            <div
              role="progressbar"
              aria-label={t('addProperty.photos.uploading', { name: photo.name })}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              className="h-2 overflow-hidden rounded-full bg-line"
            >
              <div
                className="h-full rounded-full bg-brand transition-[width]"
                style={{ width: `${percent}%` }}
              />
            </div>
            <p className="text-xs text-ink-muted">
              {photo.started
                ? t('addProperty.photos.progress', { percent })
                : t('addProperty.photos.waiting')}
            </p>
          </>
        )}
      </div>
    </li>
  );
}
