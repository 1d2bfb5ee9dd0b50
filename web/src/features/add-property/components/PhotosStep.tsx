import { useTranslation } from 'react-i18next';
import { PHOTO_RULES, type PropertyPhotos } from '../hooks/use-property-photos';
import { PendingPhotoTile } from './PendingPhotoTile';
import { PhotoDropZone } from './PhotoDropZone';
import { PhotoTile } from './PhotoTile';

/** Step 4: add several photos at once, watch each upload, reorder, delete; the first is the cover. */
export function PhotosStep({ photos }: { photos: PropertyPhotos }) {
  const { t } = useTranslation();
  const { media, pending } = photos;
  const full = media.length >= PHOTO_RULES.maxCount;
  return (
    <div className="space-y-5">
      <PhotoDropZone onFiles={photos.addFiles} disabled={full} />
      <p className="text-sm text-ink-muted" aria-live="polite">
        {media.length === 0
          ? t('addProperty.photos.none')
          : t('addProperty.photos.count', { n: media.length, max: PHOTO_RULES.maxCount })}
      </p>
      {(media.length > 0 || pending.length > 0) && (
        <ol className="grid grid-cols-1 gap-4 min-[420px]:grid-cols-2 lg:grid-cols-3">
          {media.map((photo, index) => (
            <PhotoTile
              key={photo.id}
              photo={photo}
              index={index}
              count={media.length}
              busy={photos.busy}
              onMove={(to) => photos.move(index, to)}
              onDelete={() => photos.deletePhoto(photo.id)}
            />
          ))}
          {pending.map((photo) => (
            <PendingPhotoTile key={photo.key} photo={photo} onDismiss={() => photos.dismiss(photo.key)} />
          ))}
        </ol>
      )}
    </div>
  );
}
